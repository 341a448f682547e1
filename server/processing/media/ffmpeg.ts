import { runProcess, type ProcessResult } from '../../process/run-process.ts';
import { ffmpegFailure, silentFailure } from './ffmpeg-errors.ts';
import type { FfmpegInstallation } from './locate.ts';
import { createProgressParser, type MediaProgress, type ProgressListener } from './progress.ts';

/** Time limit of one ffmpeg run unless the caller gives one. */
export const DEFAULT_FFMPEG_TIMEOUT_MS = 15 * 60 * 1000;
/** Longest silence a progress listener hears from a running job. */
const HEARTBEAT_MS = 1000;

export interface FfmpegRunOptions {
  /** Length of the output in seconds, to turn ffmpeg's position into a percent. */
  expectedDurationSeconds?: number | null;
  onProgress?: ProgressListener | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The options every run starts with: quiet except for errors (so stderr is the error), no
 * keyboard, machine-readable progress on stdout, overwrite the output (ours, freshly named).
 */
export const baseArguments = [
  '-hide_banner',
  '-nostdin',
  '-nostats',
  '-loglevel',
  'error',
  '-progress',
  'pipe:1',
  '-y',
] as const;

/**
 * Runs ffmpeg with `args` (after the base arguments), reporting progress from its own output
 * position. Rejects with a clear `ProcessingError` when ffmpeg fails, runs past its time limit
 * (`timeout`) or is cancelled through the signal (`cancelled`; the process is killed).
 */
export async function runFfmpeg(
  ffmpeg: FfmpegInstallation,
  args: readonly string[],
  options: FfmpegRunOptions = {},
): Promise<ProcessResult> {
  const onProgress = options.onProgress;
  let last: MediaProgress = { percent: 0, outTimeSeconds: 0, speed: null };
  let lastSent = performance.now();
  const send = (progress: MediaProgress) => {
    last = progress;
    lastSent = performance.now();
    onProgress?.(progress);
  };
  const parse = onProgress
    ? createProgressParser(options.expectedDurationSeconds ?? null, send)
    : undefined;
  // ffmpeg reports twice a second while it writes output; when it is starved of CPU, or busy
  // before its first output, the last report is repeated so a listener hears at least once a second.
  const heartbeat = onProgress
    ? setInterval(() => {
        if (performance.now() - lastSent >= HEARTBEAT_MS) send(last);
      }, HEARTBEAT_MS / 4)
    : undefined;
  try {
    const result = await runProcess(
      ffmpeg.ffmpegPath,
      [
        ...baseArguments,
        ...(supportsStatsPeriod(ffmpeg.version) ? ['-stats_period', '0.5'] : []),
        ...args,
      ],
      {
        timeoutMs: options.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS,
        signal: options.signal,
        label: 'ffmpeg',
        onStdoutLine: parse ?? (() => {}),
      },
    );
    if (result.exitCode !== 0) {
      throw ffmpegFailure(
        result.stderr,
        result.exitSignal ? `killed by ${result.exitSignal}` : `exited with ${result.exitCode}`,
      );
    }
    const silent = silentFailure(result.stderr);
    if (silent) throw silent;
    return result;
  } finally {
    clearInterval(heartbeat);
  }
}

/** `-stats_period` came with ffmpeg 4.4; git builds (`N-...`) are taken not to have it. */
export function supportsStatsPeriod(version: string): boolean {
  const match = /^(\d+)\.(\d+)/.exec(version);
  if (!match) return false;
  const major = Number(match[1]);
  return major > 4 || (major === 4 && Number(match[2]) >= 4);
}
