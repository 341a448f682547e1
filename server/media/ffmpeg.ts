import { runProcess, type ProcessResult } from '../process/run-process.ts';
import { ffmpegFailure, silentFailure } from './ffmpeg-errors.ts';
import type { FfmpegInstallation } from './locate.ts';
import { createProgressParser, type ProgressListener } from './progress.ts';

/** Time limit of one ffmpeg run unless the caller gives one. */
export const DEFAULT_FFMPEG_TIMEOUT_MS = 15 * 60 * 1000;

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
  const parse = onProgress
    ? createProgressParser(options.expectedDurationSeconds ?? null, onProgress)
    : undefined;
  const result = await runProcess(ffmpeg.ffmpegPath, [...baseArguments, ...args], {
    timeoutMs: options.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS,
    signal: options.signal,
    label: 'ffmpeg',
    onStdoutLine: parse ?? (() => {}),
  });
  if (result.exitCode !== 0) {
    throw ffmpegFailure(
      result.stderr,
      result.exitSignal ? `killed by ${result.exitSignal}` : `exited with ${result.exitCode}`,
    );
  }
  const silent = silentFailure(result.stderr);
  if (silent) throw silent;
  return result;
}
