import { LoaderCircle, RotateCw } from 'lucide-react';
import { formatBytes } from '../../lib/format.ts';
import { useMessages, type Translation } from '../../i18n/index.ts';
import type { JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { jobTextMessages } from '../../lib/jobs/messages.ts';
import { formatClock, progressClock } from '../../lib/jobs/progress-clock.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../ui/button.tsx';
import { jobMessages } from './messages.ts';

type ProgressWords = Translation<(typeof jobMessages)['en']['progress']>;

function Bar({ value, label }: { value: number | undefined; label: string }) {
  const known = value !== undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? Math.round(value) : undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-track"
    >
      <div
        className={
          known
            ? 'h-full bg-accent transition-[width] duration-300'
            : 'h-full w-1/3 animate-pulse-soft bg-accent'
        }
        style={known ? { width: `${Math.max(2, Math.min(100, value))}%` } : undefined}
      />
    </div>
  );
}

/** What the live region says: phases and progress by quarters, never each step (no flooding). */
export function progressAnnouncement(
  state: JobRunnerState,
  m: ProgressWords = jobMessages.en.progress,
): string {
  switch (state.phase) {
    case 'uploading':
      return state.upload?.retrying ? m.retryingAnnouncement : m.uploadingAnnouncement;
    case 'starting':
      return m.startingAnnouncement;
    case 'queued':
      return state.job?.queuePosition
        ? m.queuedAtAnnouncement(state.job.queuePosition)
        : m.queuedAnnouncement;
    case 'processing': {
      // Quarters only: a stage per page or frame would flood a screen reader.
      const quarter = Math.floor((state.job?.progress ?? 0) / 25) * 25;
      return quarter > 0 ? m.processedAnnouncement(quarter) : m.processingAnnouncement;
    }
    default:
      return '';
  }
}

/**
 * Where a job stands: bytes sent and speed while uploading, the place in the queue, then the
 * stage while processing, with a Cancel button throughout. Time left and the percent bar show only
 * while an estimate holds (counted down every second, src/lib/jobs/progress-clock.ts); otherwise
 * the time elapsed and a bar that says only that work goes on.
 */
export function JobProgress({ state, onCancel }: { state: JobRunnerState; onCancel: () => void }) {
  const { phase, upload, job } = state;
  const active = ['uploading', 'starting', 'queued', 'processing'].includes(phase);
  const now = useNow(active);
  const m = useMessages(jobMessages).progress;
  const clockWords = useMessages(jobTextMessages).clock;
  if (!active) return null;
  const startedAt = state.startedAt ?? now;

  let title: string;
  let detail: string | undefined;
  let percent: number | undefined;
  if (phase === 'uploading' && upload) {
    // Bytes sent are known exactly, so the bar shows them whether or not time left is known.
    percent = upload.total > 0 ? (upload.sent / upload.total) * 100 : undefined;
    title = upload.retrying ? m.retrying : m.uploading;
    const clock = progressClock(
      { seconds: upload.retrying ? undefined : upload.secondsLeft, at: upload.estimatedAt },
      startedAt,
      now,
    );
    detail = [
      m.sentOf(formatBytes(upload.sent), formatBytes(upload.total)),
      upload.bytesPerSecond !== undefined ? `${formatBytes(upload.bytesPerSecond)}/s` : undefined,
      formatClock(clock, clockWords),
    ]
      .filter(Boolean)
      .join(' · ');
  } else if (phase === 'queued') {
    title = m.queued;
    detail = job?.queuePosition ? m.queuedAt(job.queuePosition) : m.queuedSafe;
  } else if (phase === 'processing') {
    // The stage is the server's own text (English, as the API speaks).
    title = job?.stage ?? m.processing;
    const clock = progressClock({ seconds: job?.etaSeconds, at: job?.etaAt }, startedAt, now);
    if (clock.kind === 'left') {
      percent = job?.progress;
      detail = `${Math.round(job?.progress ?? 0)}% · ${formatClock(clock, clockWords)}`;
    } else {
      detail = formatClock(clock, clockWords);
    }
  } else {
    title = m.starting;
  }

  return (
    <div
      className="space-y-3 rounded-card border border-line bg-canvas p-4"
      data-testid="job-progress"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          {upload?.retrying && phase === 'uploading' ? (
            <RotateCw className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          ) : (
            <LoaderCircle
              className="mt-0.5 size-4 shrink-0 animate-spin text-accent"
              aria-hidden="true"
            />
          )}
          <div className="min-w-0">
            <p className="font-medium text-ink">{title}</p>
            {detail && <p className="text-sm text-muted">{detail}</p>}
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
      <Bar value={phase === 'queued' || phase === 'starting' ? undefined : percent} label={title} />
      {phase === 'uploading' && <p className="text-xs text-muted">{m.resumeHint}</p>}
      <p className="sr-only" aria-live="polite">
        {progressAnnouncement(state, m)}
      </p>
    </div>
  );
}
