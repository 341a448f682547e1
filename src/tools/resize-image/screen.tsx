import { limitLabel } from '../../shared/jobs/limits.ts';
import { Scaling } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { ImageList } from '../../components/jobs/image-list.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import { useImageSize } from '../../components/jobs/use-image-size.ts';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import {
  resizeImageParameters,
  type ResizeFit,
  type ResizeImageParameters,
} from '../../shared/jobs/resize-image.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';

const slot = jobRegistry['resize-image'].inputs[0]!;

type Unit = 'pixels' | 'percent';

const unitChoices = [
  { value: 'pixels', label: 'Pixels' },
  { value: 'percent', label: 'Percentage' },
] as const;

const fitChoices = [
  { value: 'contain', label: 'Fit inside' },
  { value: 'cover', label: 'Fill and crop' },
  { value: 'fill', label: 'Stretch' },
] as const;

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Image Resizer: width and/or height in pixels, or a percentage; fit; no upscaling by default. */
export default function ResizeImageScreen({ tool, category }: ToolScreenProps) {
  const [images, setImages] = useState<File[]>([]);
  const [unit, setUnit] = useState<Unit>('pixels');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [percent, setPercent] = useState('50');
  const [fit, setFit] = useState<ResizeFit>('contain');
  const [allowUpscale, setAllowUpscale] = useState(false);
  const { runner, state } = useJobRunner('resize-image', tool.slug);
  const result = useResultUrl(images.length === 1 ? state.result : undefined);
  const resultSize = useImageSize(result);
  useJobToasts(
    state,
    {
      success: { title: images.length > 1 ? 'Images resized!' : 'Image resized!' },
      failure: (error) => ({
        title: 'Resizing failed',
        description: error.message || 'Please try again with a different image.',
      }),
    },
    { tool, category, files: images.length },
  );
  const request =
    unit === 'percent'
      ? { percent: optionalNumber(percent), fit, allowUpscale }
      : { width: optionalNumber(width), height: optionalNumber(height), fit, allowUpscale };
  // The same schema the server checks: the message shows beside the fields before any upload.
  const checked = resizeImageParameters.safeParse(request);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  const change = (next: File[]) => {
    runner.reset();
    setImages(next);
  };
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      runner.reset();
      set(value);
    };
  const bothSides = unit === 'pixels' && width.trim() !== '' && height.trim() !== '';

  return (
    <ToolLayout
      aside={
        <GuideCard title="How sizes work">
          <p>Give a width or a height alone and the other follows the image&apos;s shape.</p>
          <p>
            With both: fit inside keeps the whole image within them, fill and crop covers them
            exactly and trims the edges, stretch makes exactly that size.
          </p>
          <p>
            Images are never made larger than they are unless you allow it. Up to {slot.max} images
            of {limitLabel(slot.maxBytes)} each; each keeps its format.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose images"
            chosen={images.length}
            toolSlug={tool.slug}
            disabled={runner.busy || images.length >= slot.max}
            onFiles={(chosen) => change([...images, ...chosen])}
          />
          <ImageList files={images} onChange={change} itemLabel="Image" disabled={runner.busy} />
          <ChoiceGroup
            legend="Size in"
            name="size-unit"
            options={unitChoices}
            value={unit}
            onChange={changed(setUnit)}
            disabled={runner.busy}
            columns="grid-cols-2"
          />
          {unit === 'pixels' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Width in pixels">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={width}
                  disabled={runner.busy}
                  onChange={(event) => changed(setWidth)(event.target.value)}
                />
              </Field>
              <Field label="Height in pixels">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={height}
                  disabled={runner.busy}
                  onChange={(event) => changed(setHeight)(event.target.value)}
                />
              </Field>
            </div>
          ) : (
            <Field label="Percentage of the original size">
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                max={1000}
                value={percent}
                disabled={runner.busy}
                onChange={(event) => changed(setPercent)(event.target.value)}
              />
            </Field>
          )}
          {bothSides && (
            <ChoiceGroup
              legend="Fit"
              name="fit"
              options={fitChoices}
              value={fit}
              onChange={changed(setFit)}
              disabled={runner.busy}
              columns="grid-cols-3"
            />
          )}
          <CheckboxField
            label="Allow making images larger"
            checked={allowUpscale}
            onChange={changed(setAllowUpscale)}
          />
          {problem && (images.length > 0 || width || height) && (
            <p className="text-sm font-medium text-danger" role="alert">
              {problem}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={images.length === 0 || runner.busy || !checked.success}
            onClick={() =>
              checked.success &&
              void runner.start(
                images.map((file) => ({ field: 'images', file })),
                checked.data satisfies ResizeImageParameters,
              )
            }
          >
            <Scaling aria-hidden="true" />
            {images.length > 1 ? `Resize ${images.length} images` : 'Resize image'}
          </Button>
          <JobStatus runner={runner} state={state} />
          {state.result && (
            <>
              {result && (
                <PreviewPanel
                  title={`Result: ${state.result.filename}${resultSize ? `, ${resultSize.width} x ${resultSize.height} pixels` : ''}`}
                  checkered
                >
                  <img
                    src={result}
                    alt="The resized result"
                    className="max-h-96 max-w-full object-contain"
                  />
                </PreviewPanel>
              )}
              <DownloadButton
                result={state.result}
                label={images.length > 1 ? 'Download ZIP' : 'Download'}
              />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
