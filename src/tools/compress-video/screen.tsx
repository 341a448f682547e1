import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { richText, useMessages } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import {
  compressVideoJob,
  maxHeights,
  TARGET_SIZE_MB,
  videoQualities,
  type MaxHeight,
  type VideoQuality,
} from '../../../shared/jobs/types/compress-video.ts';
import type { ToolScreenProps } from '../registry.ts';
import { compressVideoMessages } from './messages.ts';

type Mode = 'quality' | 'size';

/** The sizes before and after, and what was saved. */
function SizeReport({ before, after }: { before: number; after: number }) {
  const t = useMessages(compressVideoMessages);
  if (after >= before) {
    return (
      <p className="text-sm text-ink" role="status">
        {t.notSmaller(formatBytes(after))}
      </p>
    );
  }
  const saved = Math.round((100 * (before - after)) / before);
  return (
    <p className="text-sm text-ink" role="status">
      {richText(t.sizes(formatBytes(before), formatBytes(after)), {
        saved: <span className="font-semibold">{t.smaller(saved)}</span>,
      })}
    </p>
  );
}

/** A size in MB the job takes, or undefined. */
function targetSize(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && value >= TARGET_SIZE_MB.min && value <= TARGET_SIZE_MB.max
    ? value
    : undefined;
}

/** Compress Video: an MP4 at a chosen quality, or at most a chosen size; its height capped. */
export default function CompressVideoScreen({ tool, category }: ToolScreenProps) {
  const t = useMessages(compressVideoMessages);
  const period = useRetentionLabel();
  const [mode, setMode] = useState<Mode>('quality');
  const [quality, setQuality] = useState<VideoQuality>('medium');
  const [size, setSize] = useState('25');
  const [maxHeight, setMaxHeight] = useState<MaxHeight>('1080');
  const job = useSingleFileJob(compressVideoJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.done },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const { file, state } = job;
  const targetSizeMB = targetSize(size);
  const parameters =
    mode === 'quality'
      ? { quality, maxHeight }
      : targetSizeMB === undefined
        ? undefined
        : { targetSizeMB, maxHeight };
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.text}</p>
          <p>{t.guide.size}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choose}
          action={{ label: t.action, icon: <Shrink aria-hidden="true" />, busyLabel: t.busy }}
          parameters={parameters}
          preview={
            state.result && file && <SizeReport before={file.size} after={state.result.size} />
          }
          download={file ? t.download : undefined}
        >
          <ChoiceGroup<Mode>
            legend={t.mode}
            name="compress-mode"
            columns="grid-cols-2"
            options={[
              { value: 'quality', label: t.modes.quality },
              { value: 'size', label: t.modes.size },
            ]}
            value={mode}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setMode(value))}
          />
          {mode === 'quality' ? (
            <ChoiceGroup<VideoQuality>
              legend={t.quality}
              name="video-quality"
              columns="grid-cols-1 sm:grid-cols-3"
              options={videoQualities.map((value) => ({ value, label: t.qualities[value] }))}
              value={quality}
              disabled={job.busy}
              onChange={(value) => job.edit(() => setQuality(value))}
            />
          ) : (
            <Field
              label={t.targetSize}
              hint={t.targetSizeHint}
              error={targetSizeMB === undefined ? t.targetSizeInvalid : undefined}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={TARGET_SIZE_MB.min}
                max={TARGET_SIZE_MB.max}
                value={size}
                disabled={job.busy}
                onChange={(event) => {
                  const text = event.target.value;
                  job.edit(() => setSize(text));
                }}
              />
            </Field>
          )}
          <ChoiceGroup<MaxHeight>
            legend={t.maxHeight}
            name="max-height"
            columns="grid-cols-2 sm:grid-cols-4"
            options={maxHeights.map((value) => ({ value, label: t.heights[value] }))}
            value={maxHeight}
            disabled={job.busy}
            onChange={(value) => job.edit(() => setMaxHeight(value))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
