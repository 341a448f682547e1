import type { Budgets } from '../../../shared/jobs/budgets.ts';
import type { FfmpegInstallation } from './locate.ts';
import { probeMedia, type MediaInfo } from './probe.ts';
import { duration, megapixels, overBudget, quoted, size } from '../../jobs/budgets/messages.ts';

/**
 * The refusal message for media over its budgets, or undefined when it fits; `subject` names it
 * ('"clip.mp4"', 'The file at this address').
 */
export function mediaProblemOf(
  subject: string,
  info: Pick<MediaInfo, 'durationSeconds' | 'video'>,
  budgets: Partial<Budgets>,
): string | undefined {
  const seconds = info.durationSeconds;
  if (budgets.mediaSeconds !== undefined && seconds !== null && seconds > budgets.mediaSeconds) {
    return `${subject} lasts ${duration(seconds)}; the limit is ${duration(budgets.mediaSeconds)}.`;
  }
  if (budgets.mediaPixels !== undefined && info.video) {
    const { width, height } = info.video;
    if (width * height > budgets.mediaPixels) {
      return `${subject} is ${size(width, height)} (${megapixels(width * height)}); the limit is ${megapixels(budgets.mediaPixels)}.`;
    }
  }
  return undefined;
}

/** The refusal message for a media file over its budgets, or undefined when it fits. */
export function mediaProblem(
  name: string,
  info: Pick<MediaInfo, 'durationSeconds' | 'video'>,
  budgets: Partial<Budgets>,
): string | undefined {
  return mediaProblemOf(quoted(name), info, budgets);
}

/**
 * Refuses a media file whose duration or frame size (from ffprobe, reading headers only) is over
 * its budgets. A file ffprobe cannot read passes here: the processor reports it as unreadable.
 */
export async function checkMedia(
  ffmpeg: FfmpegInstallation,
  path: string,
  name: string,
  field: string,
  budgets: Partial<Budgets>,
): Promise<void> {
  let info: MediaInfo;
  try {
    info = await probeMedia(ffmpeg, path, { timeoutMs: 15_000 });
  } catch {
    return;
  }
  const problem = mediaProblem(name, info, budgets);
  if (problem) throw overBudget(problem, field);
}
