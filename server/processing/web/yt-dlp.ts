import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { findExecutable, readToolVersion } from '../../process/find-executable.ts';
import { runProcess } from '../../process/run-process.ts';
import { ProcessingError, throwIfAborted } from '../../processing-error.ts';
import type { Resolver } from './checked-lookup.ts';
import { startGuardedProxy } from './guarded-proxy.ts';
import type { DownloadProgress } from './safe-download.ts';

export interface YtDlpInstallation {
  path: string;
  version: string;
}

/** yt-dlp from the YTDLP_PATH setting, else on the PATH; null when there is none. */
export async function locateYtDlp(
  options: { configuredPath?: string | undefined; searchPath?: string | undefined } = {},
): Promise<YtDlpInstallation | null> {
  const path = options.configuredPath ?? findExecutable('yt-dlp', options.searchPath);
  if (!path) return null;
  const version = await readToolVersion(path, ['--version'], /^(\d{4}\.\d{2}\.\d{2}\S*)/m);
  return version ? { path, version } : null;
}

export interface YtDlpDownloadOptions {
  allowedHosts?: readonly string[] | undefined;
  resolver?: Resolver | undefined;
  maxBytes: number;
  connectTimeoutMs: number;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  /** ffmpeg for merging separate picture and sound streams into one MP4. */
  ffmpegPath?: string | undefined;
}

/** Picks a single MP4 with picture and sound, else merges MP4 parts, else the best there is. */
const formatChoice =
  'b[ext=mp4][vcodec!=none][acodec!=none]/bv*[ext=mp4]+ba[ext=m4a]/b[vcodec!=none][acodec!=none]/b';
const progressMarker = '[et-progress]';

/** Reads yt-dlp's failure from its stderr. */
export function ytDlpFailure(stderr: string): ProcessingError {
  const detail = `yt-dlp: ${stderr.split('\n').filter(Boolean).slice(-4).join(' | ')}`;
  if (/Unsupported URL/i.test(stderr)) {
    return new ProcessingError(
      'unsupported_site',
      'Videos from this site cannot be downloaded on this server.',
      {
        field: 'url',
        detail,
      },
    );
  }
  if (/larger than max-filesize/i.test(stderr)) {
    return new ProcessingError('too_large', 'The video is larger than the size limit.', {
      field: 'url',
      detail,
    });
  }
  if (/(private|unavailable|removed|not available|sign in|log in|age)/i.test(stderr)) {
    return new ProcessingError('download_failed', 'This video is not available for download.', {
      field: 'url',
      detail,
    });
  }
  return new ProcessingError(
    'download_failed',
    'The video could not be downloaded from this address. Please check the URL.',
    {
      field: 'url',
      detail,
    },
  );
}

/**
 * Downloads the video of a page with yt-dlp, all of whose connections go through a guarded
 * proxy (the SSRF rule applies to the page, its redirects and the media alike). Returns the
 * downloaded file inside `folder`. A refusal by the proxy becomes `blocked_address`.
 */
export async function downloadWithYtDlp(
  ytDlp: YtDlpInstallation,
  url: URL,
  folder: string,
  options: YtDlpDownloadOptions,
): Promise<{ path: string; bytes: number }> {
  throwIfAborted(options.signal);
  const proxy = await startGuardedProxy({
    allowedHosts: options.allowedHosts,
    resolver: options.resolver,
    // Pages and manifests come on top of the media itself.
    maxBytes: options.maxBytes + 32 * 1024 * 1024,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  try {
    const args = [
      '--ignore-config',
      '--no-cache-dir',
      '--no-playlist',
      '--no-mtime',
      '--no-colors',
      '--newline',
      '--restrict-filenames',
      '--proxy',
      proxy.url,
      '--socket-timeout',
      String(Math.ceil(options.connectTimeoutMs / 1000)),
      '--retries',
      '1',
      '--fragment-retries',
      '1',
      // yt-dlp's own downloaders only: an external one (ffmpeg for HLS) would not use the proxy.
      '--downloader',
      'native',
      '--max-filesize',
      String(options.maxBytes),
      '-f',
      formatChoice,
      '--merge-output-format',
      'mp4',
      ...(options.ffmpegPath ? ['--ffmpeg-location', options.ffmpegPath] : []),
      '--progress-template',
      `download:${progressMarker} %(progress.downloaded_bytes)s %(progress.total_bytes)s %(progress.total_bytes_estimate)s`,
      '-o',
      join(folder, 'video.%(ext)s'),
      '--',
      url.href,
    ];
    let best = 0;
    const result = await runProcess(ytDlp.path, args, {
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      label: 'yt-dlp',
      onStdoutLine: (line) => {
        if (!options.onProgress || !line.startsWith(progressMarker)) return;
        const [, done, total, estimate] = line.split(' ');
        const received = Number(done);
        const size = Number(total) || Number(estimate) || null;
        if (!Number.isFinite(received)) return;
        const percent = size ? Math.min(99, (received / size) * 100) : null;
        if (percent !== null) best = Math.max(best, percent);
        options.onProgress({
          receivedBytes: received,
          totalBytes: size,
          percent: percent === null ? null : best,
        });
      },
    });
    const refusal = proxy.refusals.find(
      (error) => error.code === 'blocked_address' || error.code === 'too_large',
    );
    const files = (await readdir(folder)).filter(
      (name) =>
        name.startsWith('video.') && !/\.(part|ytdl|temp)$/.test(name) && !/\.f\d+\./.test(name),
    );
    if (refusal || result.exitCode !== 0 || files.length === 0) {
      await Promise.all(
        (await readdir(folder)).map((name) =>
          rm(join(folder, name), { force: true, recursive: true }),
        ),
      );
      if (refusal) throw refusal;
      if (files.length === 0 && result.exitCode === 0)
        throw ytDlpFailure(`${result.stdout}\n${result.stderr}`);
      throw ytDlpFailure(result.stderr);
    }
    const path = join(folder, files[0]!);
    return { path, bytes: (await stat(path)).size };
  } finally {
    await proxy.close();
  }
}
