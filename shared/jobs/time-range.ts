/** The shortest piece the time-based tools cut, in seconds (the screens' end-time minimum). */
export const MIN_PIECE_SECONDS = 0.1;
/** The longest GIF made from a video, in seconds. */
export const MAX_GIF_SECONDS = 60;

export interface TimeRangeProblem {
  field: 'startTime' | 'endTime';
  message: string;
}

/**
 * What is wrong with a start and end time given in seconds, or null. The same check refuses the
 * parameters on the server (400) and shows the message beside the field on the screen. Whether
 * the end is past the end of the file is known only once the file is read.
 */
export function timeRangeProblem(
  startTime: number,
  endTime: number,
  maxSeconds?: number,
): TimeRangeProblem | null {
  if (!Number.isFinite(startTime) || startTime < 0) {
    return { field: 'startTime', message: 'The start time must be 0 seconds or more.' };
  }
  if (!Number.isFinite(endTime) || endTime <= startTime) {
    return { field: 'endTime', message: 'The end time must be after the start time.' };
  }
  if (endTime - startTime < MIN_PIECE_SECONDS - 1e-9) {
    return {
      field: 'endTime',
      message: `The end time must be at least ${MIN_PIECE_SECONDS} seconds after the start time.`,
    };
  }
  if (maxSeconds !== undefined && endTime - startTime > maxSeconds + 1e-9) {
    return {
      field: 'endTime',
      message: `The piece may be at most ${maxSeconds} seconds long. Choose a shorter piece.`,
    };
  }
  return null;
}
