import { join } from 'node:path';
import { ProcessingError } from '../../processing-error.ts';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
  VIDEO_SIZE_LIMIT_BYTES,
  downloadToFile,
  type SafeDownloadOptions,
} from './safe-download.ts';
import { assertUrlTarget, parseRemoteUrl } from './url-policy.ts';
import { isMediaContentType, isPageContentType, isVideoSiteHost } from './video-sites.ts';
import { downloadWithYtDlp, type YtDlpInstallation } from './yt-dlp.ts';

export interface FetchRemoteMediaOptions extends Omit<SafeDownloadOptions, 'checkResponse'> {
  /** yt-dlp when installed (see `locateYtDlp`); null means pages of video sites are refused. */
  ytDlp?: YtDlpInstallation | null | undefined;
  /** ffmpeg, for yt-dlp to merge separate picture and sound streams. */
  ffmpegPath?: string | undefined;
}

export interface RemoteMedia {
  /** The downloaded file, inside the folder given; its type is whatever the bytes are. */
  path: string;
  bytes: number;
  /** `direct`: a media URL fetched by us; `extractor`: a page whose video yt-dlp fetched. */
  via: 'direct' | 'extractor';
  suggestedName: string | null;
}

/** Where a direct media URL is downloaded in the folder given (read while it arrives). */
export function directDownloadPath(folder: string): string {
  return join(folder, 'download');
}

export function unsupportedSiteError(): ProcessingError {
  return new ProcessingError(
    'unsupported_site',
    'Downloading from this site is not supported on this server. Please use a direct link to a video or audio file.',
    { field: 'url' },
  );
}

class PageAnswer extends Error {
  readonly url: URL;
  constructor(url: URL) {
    super('page');
    this.url = url;
  }
}

/**
 * The media behind a visitor's URL (extract-audio-url, remove-audio-url, download-video), saved
 * in `folder`. A direct media URL is downloaded by `downloadToFile` with the SSRF rule; a page
 * (a known video site, or any URL answering with HTML) goes to yt-dlp through the guarded proxy
 * when yt-dlp is installed, else fails with `unsupported_site`. An answer that is neither media
 * nor a page (an image, JSON) is `not_media`.
 */
export async function fetchRemoteMedia(
  input: string,
  folder: string,
  options: FetchRemoteMediaOptions = {},
): Promise<RemoteMedia> {
  const url = parseRemoteUrl(input);
  assertUrlTarget(url, options.allowedHosts ?? []);
  const viaExtractor = async (pageUrl: URL): Promise<RemoteMedia> => {
    if (!options.ytDlp) throw unsupportedSiteError();
    const result = await downloadWithYtDlp(options.ytDlp, pageUrl, folder, {
      allowedHosts: options.allowedHosts,
      resolver: options.resolver,
      maxBytes: options.maxBytes ?? VIDEO_SIZE_LIMIT_BYTES,
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      timeoutMs: options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
      signal: options.signal,
      onProgress: options.onProgress,
      ffmpegPath: options.ffmpegPath,
    });
    return { ...result, via: 'extractor', suggestedName: null };
  };

  if (isVideoSiteHost(url.hostname)) return viaExtractor(url);

  try {
    const file = await downloadToFile(url, directDownloadPath(folder), {
      ...options,
      checkResponse: (answer) => {
        if (isPageContentType(answer.contentType)) throw new PageAnswer(answer.url);
        if (!isMediaContentType(answer.contentType)) {
          throw new ProcessingError(
            'not_media',
            'This address does not lead to a video or audio file.',
            { field: 'url', detail: `content-type ${answer.contentType}` },
          );
        }
      },
    });
    return { path: file.path, bytes: file.bytes, via: 'direct', suggestedName: file.suggestedName };
  } catch (error) {
    if (error instanceof PageAnswer) return viaExtractor(error.url);
    throw error;
  }
}
