/** One progress report: percent of the work done, never going down. */
export interface MediaProgress {
  /** 0 to 100, monotonic. */
  percent: number;
  /** Position reached in the output, in seconds. */
  outTimeSeconds: number;
  /** ffmpeg's speed (2.5 means 2.5 seconds of media a second), when it reports one. */
  speed: number | null;
}

export type ProgressListener = (progress: MediaProgress) => void;

/** Reads a time as ffmpeg prints it: `00:01:02.500000`, possibly negative. */
export function parseClockTime(text: string): number | null {
  const match = /^(-)?(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]);
  return match[1] ? -seconds : seconds;
}

/** The output position of one `-progress` block, in seconds, or null when it has none yet. */
function blockTime(values: Map<string, string>): number | null {
  // out_time_ms is in microseconds too (a long-standing ffmpeg quirk), so both divide by 1e6.
  for (const key of ['out_time_us', 'out_time_ms']) {
    const raw = values.get(key);
    if (raw !== undefined && /^-?\d+$/.test(raw)) return Number(raw) / 1_000_000;
  }
  const clock = values.get('out_time');
  return clock === undefined ? null : parseClockTime(clock);
}

/**
 * Turns the lines of ffmpeg's `-progress pipe:1` into reports. ffmpeg writes a block of
 * `key=value` lines about twice a second, ending with `progress=continue` (or `end`). Every
 * block yields one report, so a listener hears from a long job at least once a second even while
 * the position stands still; the percent never goes down and reaches 100 only at `progress=end`.
 */
export function createProgressParser(
  expectedDurationSeconds: number | null,
  listener: ProgressListener,
): (line: string) => void {
  let values = new Map<string, string>();
  let best = 0;
  let lastTime = 0;
  return (line: string) => {
    const separator = line.indexOf('=');
    if (separator <= 0) return;
    const key = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    if (key !== 'progress') {
      values.set(key, value);
      return;
    }
    const time = blockTime(values);
    if (time !== null && time > lastTime) lastTime = time;
    const speedText = values.get('speed');
    const speed = speedText && /^[\d.]+x$/.test(speedText) ? Number.parseFloat(speedText) : null;
    values = new Map();
    let percent: number;
    if (value === 'end') percent = 100;
    else if (expectedDurationSeconds && expectedDurationSeconds > 0)
      percent = Math.min(99.9, (lastTime / expectedDurationSeconds) * 100);
    else percent = best;
    best = Math.max(best, percent);
    listener({ percent: Math.round(best * 10) / 10, outTimeSeconds: lastTime, speed });
  };
}

/**
 * A listener that maps 0-100 of one step onto `from`-`to` of the whole job, for work done in
 * several ffmpeg runs (a GIF's palette pass, then its encoding pass).
 */
export function scaledListener(
  listener: ProgressListener | undefined,
  from: number,
  to: number,
): ProgressListener | undefined {
  if (!listener) return undefined;
  return (progress) =>
    listener({
      ...progress,
      percent: Math.round((from + ((to - from) * progress.percent) / 100) * 10) / 10,
    });
}
