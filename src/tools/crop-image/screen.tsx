import { Crop } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import {
  centredCrop,
  croppedSize,
  cropRatios,
  type CropBox,
  type CropRatio,
} from '../../shared/jobs/crop.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';
import { initialFreeBox, typedBox } from './crop-drag.ts';
import { CropPreview } from './crop-preview.tsx';

const slot = jobRegistry['crop-image'].inputs[0]!;
const boxFields: Array<{ key: keyof CropBox; label: string }> = [
  { key: 'x', label: 'Left (X)' },
  { key: 'y', label: 'Top (Y)' },
  { key: 'width', label: 'Width' },
  { key: 'height', label: 'Height' },
];

/** Image Cropping Tool: six aspect ratios, a live preview, free form by drag or by numbers. */
export default function CropImageScreen({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [ratio, setRatio] = useState<CropRatio>('1:1');
  const [freeBox, setFreeBox] = useState<CropBox>();
  const { runner, state } = useJobRunner('crop-image', tool.slug);
  const source = useObjectUrl(file);
  const result = useResultUrl(state.result);
  useJobToasts(
    state,
    {
      success: { title: 'Image cropped successfully!' },
      failure: (error) => ({
        title: 'Crop failed',
        description: error.message || 'Please try again with a different image.',
      }),
    },
    { tool, category, files: 1 },
  );

  const box = size
    ? ratio === 'free'
      ? (freeBox ?? initialFreeBox(size.width, size.height))
      : centredCrop(size.width, size.height, ratio)
    : undefined;
  const output = box ? croppedSize(box, ratio) : undefined;

  const crop = () => {
    if (!file || !box) return;
    void runner.start([{ field: 'file', file }], ratio === 'free' ? { ratio, ...box } : { ratio });
  };

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
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose an image"
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) => {
              runner.reset();
              setSize(undefined);
              setFreeBox(undefined);
              setFile(chosen);
            }}
          />
          <ChosenFile file={file}>
            {size && (
              <span className="text-muted">
                {size.width}x{size.height} pixels
              </span>
            )}
          </ChosenFile>
          <ChoiceGroup
            legend="Aspect Ratio"
            name="crop-ratio"
            options={cropRatios}
            value={ratio}
            onChange={(value) => {
              runner.reset();
              setRatio(value);
            }}
            disabled={runner.busy}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          {source && (
            <CropPreview
              src={source}
              size={size}
              box={box}
              editable={ratio === 'free' && !runner.busy}
              onBox={setFreeBox}
              onImageSize={setSize}
            />
          )}
          {ratio === 'free' && size && box && (
            <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4" disabled={runner.busy}>
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
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!file || !box || runner.busy}
            onClick={crop}
          >
            <Crop aria-hidden="true" />
            Crop Image
          </Button>
          <JobStatus runner={runner} state={state} />
          {result && state.result && (
            <>
              <PreviewPanel title="Cropped image" checkered>
                <img
                  src={result}
                  alt="The cropped result"
                  className="max-h-96 max-w-full object-contain"
                />
              </PreviewPanel>
              <DownloadButton result={state.result} label="Download Cropped Image" />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
