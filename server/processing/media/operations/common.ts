import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessingError, throwIfAborted } from '../../../processing-error.ts';
import type { ProgressListener } from '../progress.ts';

/** What every media operation takes besides its files. */
export interface MediaJobOptions {
  /** Cancels the work: the ffmpeg process is killed and the promise rejects with `cancelled`. */
  signal?: AbortSignal | undefined;
  /** Time limit of the whole operation's ffmpeg runs, each (default 15 minutes). */
  timeoutMs?: number | undefined;
  /** Monotonic 0-100 progress from ffmpeg's own position, about twice a second. */
  onProgress?: ProgressListener | undefined;
  /** Where temporary files go (default: the system's temporary folder); all removed at the end. */
  workDir?: string | undefined;
}

/**
 * Runs `work` with a private temporary folder and deletes the folder afterwards. On failure the
 * output file is deleted too, so a failed or cancelled job leaves nothing on disk.
 */
export async function withCleanup<T>(
  outputPath: string,
  options: MediaJobOptions,
  work: (temporaryFolder: string) => Promise<T>,
): Promise<T> {
  throwIfAborted(options.signal);
  const folder = await mkdtemp(join(options.workDir ?? tmpdir(), 'media-'));
  try {
    const result = await work(folder);
    throwIfAborted(options.signal);
    return result;
  } catch (error) {
    await rm(outputPath, { force: true });
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A path written into an ffmpeg filter description. Our temporary folders and font paths need no
 * escaping; anything else is refused rather than escaped through two levels of ffmpeg quoting.
 */
export function filterPath(path: string): string {
  if (!/^[\w./-]+$/.test(path)) {
    throw new ProcessingError('internal_error', 'The server could not prepare this job.', {
      detail: `path not usable in an ffmpeg filter: ${path}`,
    });
  }
  return path;
}

/** Seconds as an ffmpeg time argument (`-ss`, `-t`), in microseconds' precision. */
export function timeArgument(seconds: number): string {
  return seconds.toFixed(6);
}

/** Video codec options for MP4: copy H.264 as it is, else encode to H.264 (any player plays it). */
export function mp4VideoArguments(sourceCodec: string): string[] {
  if (sourceCodec === 'h264') return ['-c:v', 'copy'];
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    // yuv420p needs even sizes.
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
  ];
}

/** MP3 at LAME's quality 2 (about 190 kb/s, transparent for most ears). */
export const mp3AudioArguments = ['-c:a', 'libmp3lame', '-q:a', '2'];
