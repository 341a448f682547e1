import { limitLabel } from '../../../shared/jobs/limits.ts';
import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { BatchSummary } from '../../components/jobs/batch-summary.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { CompareSlider } from '../../components/jobs/compare-slider.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ImageBatchPicker } from '../../components/jobs/image-batch-parts.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useImageBatch } from '../../components/jobs/use-image-batch.ts';
import { useImageSize } from '../../components/jobs/use-image-size.ts';
import { useObjectUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { jobMessages } from '../../components/jobs/messages.ts';
import { useMessages } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';
import {
  compressedFormat,
  defaultQualities,
  MAX_OUTPUT_SIDE,
  type CompressFormat,
} from '../../../shared/jobs/compress-image.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { compressImageMessages } from './messages.ts';
import { useEstimate } from './use-estimate.ts';
import { compressImageJob } from '../../../shared/jobs/types/compress-image.ts';

const slot = compressImageJob.inputs[0]!;

const formatChoices = (keep: string) => [
  { value: 'keep' as const, label: keep },
  { value: 'jpeg' as const, label: 'JPEG' },
  { value: 'webp' as const, label: 'WebP' },
  { value: 'avif' as const, label: 'AVIF' },
  { value: 'png' as const, label: 'PNG' },
];

/** A whole number of pixels in 1..MAX_OUTPUT_SIDE, or undefined for a blank or bad field. */
function sideOf(text: string): number | undefined {
  const value = Number(text);
  return text.trim() && Number.isInteger(value) && value >= 1 && value <= MAX_OUTPUT_SIDE
    ? value
    : undefined;
}

/** Image Compressor: quality, format, longest side; before and after compared with a slider. */
export default function CompressImageScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(compressImageMessages);
  const { change: sizeChange } = useMessages(jobMessages).summary;
  const [format, setFormat] = useState<CompressFormat>('keep');
  const [chosenQuality, setChosenQuality] = useState<number>();
  const [maxSideText, setMaxSideText] = useState('');
  const [keepMetadata, setKeepMetadata] = useState(false);
  const batch = useImageBatch(
    compressImageJob.type,
    { tool, category },
    {
      doneOne: m.compressedOne,
      doneMany: m.compressedMany,
      failed: m.failed,
      tryAgain: m.tryAgain,
    },
  );
  const { images, runner, state, changed } = batch;
  const first = images[0];
  const outputFormat = compressedFormat(format, first?.type ?? 'image/jpeg');
  const quality = chosenQuality ?? defaultQualities[outputFormat];
  const maxSide = sideOf(maxSideText);
  const maxSideError =
    maxSideText.trim() && maxSide === undefined ? m.sideError(MAX_OUTPUT_SIDE) : undefined;
  const estimate = useEstimate(first, outputFormat, quality, maxSide);
  const original = useObjectUrl(first);
  const originalSize = useImageSize(original);
  const result = batch.resultUrl;

  return (
    <ToolLayout
      aside={
        <GuideCard title={m.guideTitle}>
          <p>{m.guideKeep}</p>
          <p>{m.guideWebp}</p>
          <p>{m.guidePng}</p>
          <p>{m.guideUpright(slot.max, limitLabel(slot.maxBytes))}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <ImageBatchPicker
            batch={batch}
            slot={slot}
            toolSlug={tool.slug}
            chooseLabel={m.chooseImages}
            itemLabel={m.image}
          />
          <ChoiceGroup
            legend={m.outputFormat}
            name="output-format"
            options={formatChoices(m.keep)}
            value={format}
            onChange={changed((value: CompressFormat) => {
              setFormat(value);
              setChosenQuality(undefined);
            })}
            disabled={runner.busy}
            columns="grid-cols-3 sm:grid-cols-5"
          />
          <Field
            label={m.quality(quality)}
            hint={m.qualityHint(defaultQualities[outputFormat], outputFormat.toUpperCase())}
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
          <Field label={m.longestSide} error={maxSideError}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_OUTPUT_SIDE}
              value={maxSideText}
              placeholder={m.keepSize}
              disabled={runner.busy}
              onChange={(event) => changed(setMaxSideText)(event.target.value)}
            />
          </Field>
          <CheckboxField
            label={m.keepMetadata}
            checked={keepMetadata}
            onChange={changed(setKeepMetadata)}
          />
          {first && (
            <p className="text-sm text-muted" aria-live="polite" data-testid="size-estimate">
              {images.length > 1 ? m.firstImage : m.original}: {formatBytes(first.size)}.{' '}
              {estimate === undefined
                ? outputFormat !== 'jpeg' && outputFormat !== 'webp'
                  ? m.noEstimate(outputFormat.toUpperCase())
                  : m.estimating
                : m.estimate(formatBytes(estimate), sizeChange(first.size, estimate))}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={images.length === 0 || runner.busy || Boolean(maxSideError)}
            onClick={() =>
              batch.start({
                format,
                ...(chosenQuality !== undefined ? { quality: chosenQuality } : {}),
                ...(maxSide !== undefined ? { maxSide } : {}),
                keepMetadata,
              })
            }
          >
            <Shrink aria-hidden="true" />
            {images.length > 1 ? m.compressMany(images.length) : m.compressOne}
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
                label={images.length > 1 ? m.downloadZip : m.download}
              />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
