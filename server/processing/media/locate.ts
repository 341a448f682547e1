import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  findExecutable,
  isExecutableFile,
  readToolVersion,
} from '../../process/find-executable.ts';
import { ProcessingError } from '../../processing-error.ts';

/** Where the ffmpeg in use comes from. */
export type FfmpegSource = 'config' | 'path' | 'npm';

export interface FfmpegInstallation {
  ffmpegPath: string;
  source: FfmpegSource;
  /** As ffmpeg prints it: `5.1.9-0+deb12u1`, or `N-47683-g0e8eb07980-static` for a git build. */
  version: string;
  /** ffprobe, when one is found (the npm build has none; ffmpeg itself then probes). */
  ffprobePath: string | null;
  ffprobeVersion: string | null;
}

export interface LocateFfmpegOptions {
  /** The FFMPEG_PATH setting. When given it must work: no silent fall-back to another ffmpeg. */
  configuredPath?: string | undefined;
  /** The PATH to search (default: this process's PATH). */
  searchPath?: string | undefined;
  /** Skip the npm package (tests of the order of choice). */
  useNpmPackage?: boolean;
}

const versionPattern = /ffmpeg version (\S+)/;
const probeVersionPattern = /ffprobe version (\S+)/;

/** The binary shipped inside `@ffmpeg-installer/ffmpeg` for this platform, or null. */
export function npmFfmpegPath(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    return typeof installer.path === 'string' && isExecutableFile(installer.path)
      ? installer.path
      : null;
  } catch {
    // The package throws a string when this platform has no binary.
    return null;
  }
}

/**
 * Finds ffmpeg: the FFMPEG_PATH setting, else `ffmpeg` on the PATH (Debian's, with ffprobe), else
 * the binary inside the npm package, so a fresh `npm install` is enough. ffprobe is looked for
 * beside the chosen ffmpeg, then on the PATH. Throws `tool_missing` when no ffmpeg runs.
 */
export async function locateFfmpeg(options: LocateFfmpegOptions = {}): Promise<FfmpegInstallation> {
  const candidates: { path: string; source: FfmpegSource }[] = [];
  if (options.configuredPath) {
    candidates.push({ path: options.configuredPath, source: 'config' });
  } else {
    const onPath = findExecutable('ffmpeg', options.searchPath);
    if (onPath) candidates.push({ path: onPath, source: 'path' });
    const fromNpm = options.useNpmPackage === false ? null : npmFfmpegPath();
    if (fromNpm) candidates.push({ path: fromNpm, source: 'npm' });
  }

  for (const candidate of candidates) {
    const version = await readToolVersion(candidate.path, ['-version'], versionPattern);
    if (!version) continue;
    const beside = join(dirname(candidate.path), 'ffprobe');
    const ffprobePath =
      (isExecutableFile(beside) ? beside : null) ??
      (candidate.source === 'config' ? null : findExecutable('ffprobe', options.searchPath));
    const ffprobeVersion = ffprobePath
      ? await readToolVersion(ffprobePath, ['-version'], probeVersionPattern)
      : null;
    return {
      ffmpegPath: candidate.path,
      source: candidate.source,
      version,
      ffprobePath: ffprobeVersion ? ffprobePath : null,
      ffprobeVersion,
    };
  }

  throw new ProcessingError('tool_missing', 'This server cannot process video or audio files.', {
    detail: options.configuredPath
      ? `FFMPEG_PATH (${options.configuredPath}) does not run as ffmpeg`
      : 'No ffmpeg on the PATH and none in @ffmpeg-installer/ffmpeg',
  });
}

const cache = new Map<string, Promise<FfmpegInstallation>>();

/** `locateFfmpeg`, done once per process for the same options. A failure is not kept. */
export function getFfmpeg(options: LocateFfmpegOptions = {}): Promise<FfmpegInstallation> {
  const key = JSON.stringify([options.configuredPath, options.searchPath, options.useNpmPackage]);
  let found = cache.get(key);
  if (!found) {
    found = locateFfmpeg(options);
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}
