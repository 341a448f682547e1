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
import { useMessages, type Translation } from '../../i18n/index.ts';
import {
  centredCrop,
  croppedSize,
  cropRatios,
  type CropBox,
  type CropRatio,
} from '../../../shared/jobs/crop.ts';
import type { ToolScreenProps } from '../registry.ts';
import { initialFreeBox, typedBox } from './crop-drag.ts';
import { CropPreview } from './crop-preview.tsx';
import { cropImageMessages } from './messages.ts';
import { cropImageJob } from '../../../shared/jobs/types/crop-image.ts';

const boxFields = (
  m: Translation<(typeof cropImageMessages)['en']>,
): Array<{ key: keyof CropBox; label: string }> => [
  { key: 'x', label: m.left },
  { key: 'y', label: m.top },
  { key: 'width', label: m.width },
  { key: 'height', label: m.height },
];

/** Image Cropping Tool: six aspect ratios, a live preview, free form by drag or by numbers. */
export default function CropImageScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(cropImageMessages);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [ratio, setRatio] = useState<CropRatio>('1:1');
  const [freeBox, setFreeBox] = useState<CropBox>();
  const job = useSingleFileJob(cropImageJob.type, {
    tool,
    category,
    toasts: {
      success: { title: m.cropped },
      failure: (error) => ({
        title: m.failed,
        description: error.message || m.tryAgain,
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
        <GuideCard title={m.guideTitle}>
          <p>{m.guideSquare}</p>
          <p>{m.guideWide}</p>
          <p>{m.guideFree}</p>
          <p>{m.guideResult}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={m.chooseImage}
          onFile={() => {
            setSize(undefined);
            setFreeBox(undefined);
          }}
          fileDetail={
            size && <span className="text-muted">{m.pixels(size.width, size.height)}</span>
          }
          action={{ label: m.crop, icon: <Crop aria-hidden="true" /> }}
          parameters={box && (ratio === 'free' ? { ratio, ...box } : { ratio })}
          preview={
            result &&
            job.state.result && (
              <PreviewPanel title={m.croppedImage} checkered>
                <img
                  src={result}
                  alt={m.croppedAlt}
                  className="max-h-96 max-w-full object-contain"
                />
              </PreviewPanel>
            )
          }
          download={result ? m.download : undefined}
        >
          <ChoiceGroup
            legend={m.aspectRatio}
            name="crop-ratio"
            options={cropRatios.map((r) => ({ value: r.value, label: m.ratios[r.value] }))}
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
              <legend className="sr-only">{m.boxLegend}</legend>
              {boxFields(m).map(({ key, label }) => (
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
              {m.willBe(output.width, output.height)}
            </p>
          )}
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
