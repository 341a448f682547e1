import { timeRangeProblem, type TimeRangeProblem } from '../../../shared/jobs/time-range.ts';

/** A number of seconds typed in a field: blank or not a number is NaN. */
export function parseSeconds(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Seconds as a short length for messages: `12.5 s`, `3 s`. */
export function formatLength(seconds: number): string {
  return `${Number(seconds.toFixed(1))} s`;
}

/**
 * What is wrong with the times typed for a piece of a file, checked as the server does, and,
 * once the browser has read the file's length, against that length: `endPastFile` says whether
 * an end past the end is an error (trimming audio) or simply stops there (a GIF).
 */
export function pieceProblem(
  startText: string,
  endText: string,
  options: { fileSeconds?: number | undefined; maxSeconds?: number; endPastFile: 'error' | 'stop' },
): TimeRangeProblem | null {
  const start = parseSeconds(startText);
  const end = parseSeconds(endText);
  const problem = timeRangeProblem(start, end, options.maxSeconds);
  if (problem) return problem;
  const length = options.fileSeconds;
  if (length === undefined || !Number.isFinite(length)) return null;
  if (start >= length) {
    return {
      field: 'startTime',
      message: `The start time is past the end of the file (it is ${formatLength(length)} long).`,
    };
  }
  if (options.endPastFile === 'error' && end > length + 0.05) {
    return {
      field: 'endTime',
      message: `The end time is past the end of the file (it is ${formatLength(length)} long).`,
    };
  }
  return null;
}

/** What is wrong with a video URL typed by a visitor, or null; the server checks it again. */
export function videoUrlProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter the address (URL) of the video.';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'Enter a full web address, starting with https://';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'Only web addresses starting with http:// or https:// can be used.';
  }
  return null;
}
