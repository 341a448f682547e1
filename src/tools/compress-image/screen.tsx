import { limitLabel } from '../../shared/jobs/limits.ts';
import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { BatchSummary } from '../../components/jobs/batch-summary.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { CompareSlider } from '../../components/jobs/compare-slider.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { ImageList } from '../../components/jobs/image-list.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useImageSize } from '../../components/jobs/use-image-size.ts';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatBytes } from '../../lib/format.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { sizeChange } from '../../lib/saving.ts';
import {
  compressedFormat,
  defaultQualities,
  MAX_OUTPUT_SIDE,
  type CompressFormat,
} from '../../shared/jobs/compress-image.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { useEstimate } from './use-estimate.ts';

const slot = jobRegistry['compress-image'].inputs[0]!;

const formatChoices = [
  { value: 'keep', label: 'Keep' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
  { value: 'png', label: 'PNG' },
] as const;

/** A whole number of pixels in 1..MAX_OUTPUT_SIDE, or undefined for a blank or bad field. */
function sideOf(text: string): number | undefined {
  const value = Number(text);
  return text.trim() && Number.isInteger(value) && value >= 1 && value <= MAX_OUTPUT_SIDE
    ? value
    : undefined;
}

/** Image Compressor: quality, format, longest side; before and after compared with a slider. */
export default function CompressImageScreen({ tool, category }: ToolScreenProps) {
  const [images, setImages] = useState<File[]>([]);
  const [format, setFormat] = useState<CompressFormat>('keep');
  const [chosenQuality, setChosenQuality] = useState<number>();
  const [maxSideText, setMaxSideText] = useState('');
  const [keepMetadata, setKeepMetadata] = useState(false);
  const { runner, state } = useJobRunner('compress-image', tool.slug);
  const first = images[0];
  const outputFormat = compressedFormat(format, first?.type ?? 'image/jpeg');
  const quality = chosenQuality ?? defaultQualities[outputFormat];
  const maxSide = sideOf(maxSideText);
  const maxSideError =
    maxSideText.trim() && maxSide === undefined
      ? `Enter a whole number of pixels from 1 to ${MAX_OUTPUT_SIDE}, or leave it blank`
      : undefined;
  const estimate = useEstimate(first, outputFormat, quality, maxSide);
  const original = useObjectUrl(first);
  const originalSize = useImageSize(original);
  const result = useResultUrl(images.length === 1 ? state.result : undefined);
  useJobToasts(
    state,
    {
      success: { title: images.length > 1 ? 'Images compressed!' : 'Image compressed!' },
      failure: (error) => ({
        title: 'Compression failed',
        description: error.message || 'Please try again with a different image.',
      }),
    },
    { tool, category, files: images.length },
  );
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

  return (
    <ToolLayout
      aside={
        <GuideCard title="Which format?">
          <p>Keep writes each image in its own format, only smaller.</p>
          <p>WebP and AVIF give the smallest files; every current browser shows them.</p>
          <p>PNG is made smaller by reducing it to at most 256 colours: good for graphics.</p>
          <p>
            Photos are turned upright and their metadata (camera, place) removed unless you keep it.
            Up to {slot.max} images of {limitLabel(slot.maxBytes)} each.
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
            legend="Output format"
            name="output-format"
            options={formatChoices}
            value={format}
            onChange={changed((value: CompressFormat) => {
              setFormat(value);
              setChosenQuality(undefined);
            })}
            disabled={runner.busy}
            columns="grid-cols-3 sm:grid-cols-5"
          />
          <Field
            label={`Quality: ${quality}`}
            hint={`1 is smallest, 100 is best. ${defaultQualities[outputFormat]} is the usual choice for ${outputFormat.toUpperCase()}.`}
          >
            <input
              type="range"
              min={1}
              max={100}
              value={quality}
              disabled={runner.busy}
              onChange={(event) => changed(setChosenQuality)(Number(event.target.value))}
              className="w-full accent-accent"
            />
          </Field>
          <Field label="Longest side in pixels (optional)" error={maxSideError}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_OUTPUT_SIDE}
              value={maxSideText}
              placeholder="Keep the size"
              disabled={runner.busy}
              onChange={(event) => changed(setMaxSideText)(event.target.value)}
            />
          </Field>
          <CheckboxField
            label="Keep metadata (camera, date, place)"
            checked={keepMetadata}
            onChange={changed(setKeepMetadata)}
          />
          {first && (
            <p className="text-sm text-muted" aria-live="polite" data-testid="size-estimate">
              {images.length > 1 ? 'First image' : 'Original'}: {formatBytes(first.size)}.{' '}
              {estimate === undefined
                ? outputFormat === 'avif' || outputFormat === 'png'
                  ? `No estimate for ${outputFormat.toUpperCase()}: your browser cannot encode it at a quality. The exact size shows after compressing.`
                  : 'Estimating…'
                : `Estimate at this quality: ${formatBytes(estimate)} (${sizeChange(first.size, estimate)}), by your browser's encoder; the result may differ a little.`}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={images.length === 0 || runner.busy || Boolean(maxSideError)}
            onClick={() =>
              void runner.start(
                images.map((file) => ({ field: 'images', file })),
                {
                  format,
                  ...(chosenQuality !== undefined ? { quality: chosenQuality } : {}),
                  ...(maxSide !== undefined ? { maxSide } : {}),
                  keepMetadata,
                },
              )
            }
          >
            <Shrink aria-hidden="true" />
            {images.length > 1 ? `Compress ${images.length} images` : 'Compress image'}
          </Button>
          <JobStatus runner={runner} state={state} />
          {state.result && (
            <>
              {images.length > 0 && <BatchSummary files={images} resultSize={state.result.size} />}
              {original && result && originalSize && (
                <CompareSlider
                  original={original}
                  result={result}
                  width={originalSize.width}
                  height={originalSize.height}
                />
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
