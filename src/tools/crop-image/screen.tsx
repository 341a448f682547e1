import { Crop } from 'lucide-react';
import { useState } from 'react';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import {
  centredCrop,
  croppedSize,
  cropRatios,
  type CropBox,
  type CropRatio,
} from '../../shared/jobs/crop.ts';
import type { ToolScreenProps } from '../registry.ts';
import { initialFreeBox, typedBox } from './crop-drag.ts';
import { CropPreview } from './crop-preview.tsx';

const boxFields: Array<{ key: keyof CropBox; label: string }> = [
  { key: 'x', label: 'Left (X)' },
  { key: 'y', label: 'Top (Y)' },
  { key: 'width', label: 'Width' },
  { key: 'height', label: 'Height' },
];

/** Image Cropping Tool: six aspect ratios, a live preview, free form by drag or by numbers. */
export default function CropImageScreen({ tool, category }: ToolScreenProps) {
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [ratio, setRatio] = useState<CropRatio>('1:1');
  const [freeBox, setFreeBox] = useState<CropBox>();
  const job = useSingleFileJob('crop-image', {
    tool,
    category,
    toasts: {
      success: { title: 'Image cropped successfully!' },
      failure: (error) => ({
        title: 'Crop failed',
        description: error.message || 'Please try again with a different image.',
      }),
    },
  });
  const source = useObjectUrl(job.file);
  const result = useResultUrl(job.state.result);

  const box = size
    ? ratio === 'free'
      ? (freeBox ?? initialFreeBox(size.width, size.height))
      : centredCrop(size.width, size.height, ratio)
    : undefined;
  const output = box ? croppedSize(box, ratio) : undefined;

  return (
    <ToolLayout
      aside={
        <GuideCard title="Aspect ratios">
          <p>Square 1:1 suits profile pictures; Portrait 3:4 and Landscape 4:3 suit prints.</p>
          <p>
            Widescreen 16:9 fits video thumbnails. Social Media gives exactly 1200x630 pixels, the
            size link previews use.
          </p>
          <p>
            Free Form: drag the box to move it, drag its corner to resize it, or type the numbers.
          </p>
          <p>
            The result is a PNG named after your image: holiday.jpg becomes holiday-cropped.png.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel="Choose an image"
          onFile={() => {
            setSize(undefined);
            setFreeBox(undefined);
          }}
          fileDetail={
            size && (
              <span className="text-muted">
                {size.width}x{size.height} pixels
              </span>
            )
          }
          action={{ label: 'Crop Image', icon: <Crop aria-hidden="true" /> }}
          parameters={box && (ratio === 'free' ? { ratio, ...box } : { ratio })}
          preview={
            result &&
            job.state.result && (
              <PreviewPanel title="Cropped image" checkered>
                <img
                  src={result}
                  alt="The cropped result"
                  className="max-h-96 max-w-full object-contain"
                />
              </PreviewPanel>
            )
          }
          download={result ? 'Download Cropped Image' : undefined}
        >
          <ChoiceGroup
            legend="Aspect Ratio"
            name="crop-ratio"
            options={cropRatios}
            value={ratio}
            onChange={(value) => job.edit(() => setRatio(value))}
            disabled={job.busy}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          {source && (
            <CropPreview
              src={source}
              size={size}
              box={box}
              editable={ratio === 'free' && !job.busy}
              onBox={setFreeBox}
              onImageSize={setSize}
            />
          )}
          {ratio === 'free' && size && box && (
            <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4" disabled={job.busy}>
              <legend className="sr-only">Crop box in pixels</legend>
              {boxFields.map(({ key, label }) => (
                <Field key={key} label={label}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={key === 'x' || key === 'y' ? 0 : 1}
                    value={box[key]}
                    onChange={(event) =>
                      setFreeBox(
                        typedBox(box, key, event.target.valueAsNumber, size.width, size.height),
                      )
                    }
                  />
                </Field>
              ))}
            </fieldset>
          )}
          {output && (
            <p className="text-sm text-muted" aria-live="polite">
              The result will be {output.width}x{output.height} pixels.
            </p>
          )}
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
