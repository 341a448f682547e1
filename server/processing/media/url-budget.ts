import { stat } from 'node:fs/promises';
import type { Budgets } from '../../../shared/jobs/budgets.ts';
import { mediaProblemOf } from './budget.ts';
import type { FfmpegInstallation } from './locate.ts';
import { probeMedia, type MediaInfo } from './probe.ts';
import { ProcessingError } from '../../processing-error.ts';

/** The partial file is first read once this much has arrived, then each time it has doubled. */
export const FIRST_PROBE_BYTES = 64 * 1024;
const POLL_MS = 250;

/** THE refusal of a URL input over a media budget (the message names the limit). */
export function urlOverBudget(message: string): ProcessingError {
  return new ProcessingError('over_budget', message, { field: 'url' });
}

/**
 * The refusal message when what ffprobe reads of `path` (headers only) is over the media budgets.
 * Undefined when it fits or when ffprobe cannot read it (yet): the processor reports a file that
 * is no media at all.
 */
export async function urlMediaProblem(
  ffmpeg: FfmpegInstallation,
  path: string,
  budgets: Partial<Budgets>,
  signal?: AbortSignal,
): Promise<string | undefined> {
  let info: MediaInfo;
  try {
    info = await probeMedia(ffmpeg, path, { timeoutMs: 15_000, signal });
  } catch {
    return undefined;
  }
  return mediaProblemOf('The file at this address', info, budgets);
}

/**
 * Reads a download's file while it arrives: once FIRST_PROBE_BYTES are on disk, then each time
 * the file has doubled, ffprobe reads what is there (an MP4 with its index first, Matroska and
 * WebM declare their duration in their first bytes). The first problem found is given to
 * `onProblem`, once; `stop` ends the watching and waits for a reading in progress.
 */
export function watchPartialDownload(
  ffmpeg: FfmpegInstallation,
  path: string,
  budgets: Partial<Budgets>,
  onProblem: (message: string) => void,
): { stop: () => Promise<void> } {
  const done = new AbortController();
  let next = FIRST_PROBE_BYTES;
  let reading: Promise<void> | undefined;
  const read = async () => {
    const size = await stat(path).then(
      (found) => found.size,
      () => 0,
    );
    if (size < next || done.signal.aborted) return;
    next = size * 2;
    const problem = await urlMediaProblem(ffmpeg, path, budgets, done.signal);
    if (problem && !done.signal.aborted) {
      done.abort();
      onProblem(problem);
    }
  };
  const timer = setInterval(() => {
    reading ??= read().finally(() => {
      reading = undefined;
    });
  }, POLL_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      done.abort();
      await reading;
    },
  };
}
