import { ProcessingError } from '../../processing-error.ts';

export interface TimeRange {
  startSeconds: number;
  endSeconds: number;
  /** end minus start. */
  durationSeconds: number;
}

/** How far past the file's end an end time may be and still count as 'the end' (rounding). */
export const END_TOLERANCE_SECONDS = 0.05;
/** The shortest piece that can be cut (the screens' end-time minimum is 0.1). */
export const MINIMUM_PIECE_SECONDS = 0.1;

/** `12.5 s`, `3 s`: a length for a message. */
export function formatSeconds(seconds: number): string {
  return `${Number(seconds.toFixed(2))} s`;
}

/**
 * Checks a start and end time against each other and the file's length. `endPastFile` says what
 * an end after the file's end does: `error` (trim-audio: a clear 422) or `clamp` (video-to-gif:
 * the GIF stops where the video does, since the screen's default end is 5 s).
 */
export function resolveTimeRange(
  startTime: number,
  endTime: number,
  fileDurationSeconds: number | null,
  endPastFile: 'error' | 'clamp',
): TimeRange {
  if (!Number.isFinite(startTime) || startTime < 0) {
    throw new ProcessingError(
      'invalid_time_range',
      'The start time must be a number of seconds, 0 or more.',
      { field: 'startTime' },
    );
  }
  if (!Number.isFinite(endTime) || endTime <= 0) {
    throw new ProcessingError(
      'invalid_time_range',
      'The end time must be a number of seconds greater than 0.',
      { field: 'endTime' },
    );
  }
  if (endTime - startTime < MINIMUM_PIECE_SECONDS - 1e-9) {
    throw new ProcessingError(
      'invalid_time_range',
      endTime <= startTime
        ? 'The end time must be after the start time.'
        : `The piece must be at least ${formatSeconds(MINIMUM_PIECE_SECONDS)} long.`,
      { field: 'endTime' },
    );
  }
  let end = endTime;
  if (fileDurationSeconds !== null) {
    const length = formatSeconds(fileDurationSeconds);
    if (startTime >= fileDurationSeconds) {
      throw new ProcessingError(
        'start_past_end_of_file',
        `The start time is past the end of the file (it is ${length} long).`,
        { field: 'startTime' },
      );
    }
    if (endTime > fileDurationSeconds + END_TOLERANCE_SECONDS) {
      if (endPastFile === 'error') {
        throw new ProcessingError(
          'end_past_end_of_file',
          `The end time is past the end of the file (it is ${length} long).`,
          { field: 'endTime' },
        );
      }
    }
    end = Math.min(endTime, fileDurationSeconds);
    if (end - startTime < MINIMUM_PIECE_SECONDS - 1e-9) {
      throw new ProcessingError(
        'start_past_end_of_file',
        `The start time is too close to the end of the file (it is ${length} long).`,
        { field: 'startTime' },
      );
    }
  }
  return {
    startSeconds: startTime,
    endSeconds: end,
    durationSeconds: Math.round((end - startTime) * 1e6) / 1e6,
  };
}
