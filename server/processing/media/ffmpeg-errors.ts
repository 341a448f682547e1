import { ProcessingError } from '../../processing-error.ts';

/** Messages a visitor sees; they never quote ffmpeg (its output names our files and folders). */
export const mediaMessages = {
  unreadable:
    'The file could not be read as audio or video. It may be damaged or in a format we do not support.',
  noAudio: 'This file has no audio track.',
  noVideo: 'This file has no video track.',
  failed: 'The file could not be processed. It may be damaged; please try a different file.',
  empty: 'The file is empty.',
  truncated:
    'The file is incomplete: it seems to have been cut short. Please upload the whole file.',
} as const;

/**
 * Problems ffmpeg reports without failing: it stops at the end of a truncated file and exits 0
 * with a shorter result. That result is not what the visitor asked for.
 */
export function silentFailure(stderr: string): ProcessingError | null {
  if (/partial file/i.test(stderr)) {
    return new ProcessingError('unreadable_media', mediaMessages.truncated, {
      detail: `ffmpeg: ${stderrSummary(stderr)}`,
    });
  }
  return null;
}

const unreadablePatterns = [
  /Invalid data found when processing input/i,
  /moov atom not found/i,
  /could not find codec parameters/i,
  /EBML header parsing failed/i,
  /Format .* detected only with low score/i,
  /Failed to read frame size/i,
  /header missing/i,
  /no such file or directory/i,
  /Error opening input/i,
  /could not open input/i,
  /not on whitelist/i,
];

/** The last lines of ffmpeg's stderr that say something, for the log. */
export function stderrSummary(stderr: string, lines = 6): string {
  return stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-lines)
    .join(' | ');
}

/**
 * Turns the stderr of a failed ffmpeg or ffprobe run (at `-loglevel error`) into a clear error:
 * an unreadable container, a missing audio or video track, or a general failure.
 */
export function ffmpegFailure(stderr: string, exitDescription: string): ProcessingError {
  const detail = `ffmpeg ${exitDescription}: ${stderrSummary(stderr)}`;
  if (/Stream map '[^']*:a[^']*' matches no streams/i.test(stderr)) {
    return new ProcessingError('no_audio', mediaMessages.noAudio, { detail });
  }
  if (/Stream map '[^']*:v[^']*' matches no streams/i.test(stderr)) {
    return new ProcessingError('no_video', mediaMessages.noVideo, { detail });
  }
  if (unreadablePatterns.some((pattern) => pattern.test(stderr))) {
    return new ProcessingError('unreadable_media', mediaMessages.unreadable, { detail });
  }
  return new ProcessingError('media_failed', mediaMessages.failed, { detail });
}
