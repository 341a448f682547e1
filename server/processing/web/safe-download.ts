import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Agent, request } from 'undici';
import { ProcessingError, cancelledError, throwIfAborted } from '../../processing-error.ts';
import { createCheckedLookup, type Resolver } from './checked-lookup.ts';
import { assertUrlTarget, isHostAllowed, parseRemoteUrl } from './url-policy.ts';

/**
 * The video size limit (docs/product.md#inputs-and-limits: video for the audio tools and the
 * downloader, 500 MB).
 */
export const VIDEO_SIZE_LIMIT_BYTES = 500 * 1024 * 1024;
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_TOTAL_TIMEOUT_MS = 10 * 60 * 1000;
/** Longest silence while waiting for headers or for the next bytes of the body. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const USER_AGENT = 'EverydayTools/1.0 (+media download)';

export interface DownloadProgress {
  receivedBytes: number;
  /** From Content-Length, when the server sends one. */
  totalBytes: number | null;
  /** 0-100 when the total is known. */
  percent: number | null;
}

/** What the server answered, before the body is read; the check may throw to refuse it. */
export interface ResponseInfo {
  url: URL;
  status: number;
  contentType: string | null;
  contentLength: number | null;
}

export interface SafeDownloadOptions {
  /** The ALLOWED_URL_HOSTS setting: hosts that may be private (tests). */
  allowedHosts?: readonly string[] | undefined;
  /** Size limit; larger answers are `too_large` (413) before or while they arrive. */
  maxBytes?: number | undefined;
  connectTimeoutMs?: number | undefined;
  /** Limit of the whole download, redirects included (`download_timeout`). */
  totalTimeoutMs?: number | undefined;
  idleTimeoutMs?: number | undefined;
  maxRedirects?: number | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  /** Called with the final answer's status and headers before its body is written. */
  checkResponse?: ((info: ResponseInfo) => void) | undefined;
  /** Extra request headers (an extractor's Referer or User-Agent). */
  headers?: Record<string, string> | undefined;
  /** Name resolution (tests map names to addresses); the system's DNS by default. */
  resolver?: Resolver | undefined;
}

export interface DownloadedFile {
  path: string;
  bytes: number;
  contentType: string | null;
  /** The address after redirects. */
  finalUrl: string;
  /** The file name the server suggests (Content-Disposition) or the last part of the path. */
  suggestedName: string | null;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Drops an answer's body unread (undici reports a destroyed body as an error: ignored here). */
function discard(body: NodeJS.ReadableStream & { destroy(): void }) {
  body.on('error', () => {});
  body.destroy();
}

function tooLarge(maxBytes: number): ProcessingError {
  return new ProcessingError(
    'too_large',
    `The file is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit.`,
    { field: 'url' },
  );
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** `attachment; filename="clip.mp4"` → `clip.mp4`; else the last part of the URL's path. */
export function suggestedFileName(disposition: string | null, url: URL): string | null {
  const decode = (text: string | undefined) => {
    if (!text) return null;
    try {
      return decodeURIComponent(text.trim());
    } catch {
      return text.trim();
    }
  };
  // Only a name, never a path.
  const clean = (name: string | null) => {
    const last = name?.split(/[\\/]/).pop()?.trim() ?? '';
    return last && last !== '.' && last !== '..' ? last.slice(0, 200) : null;
  };
  const star = disposition ? /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition) : null;
  const plain = disposition ? /filename\s*=\s*"?([^";]+)"?/i.exec(disposition) : null;
  return (
    clean(decode(star?.[1])) ??
    clean(plain?.[1]?.trim() ?? null) ??
    clean(decode(url.pathname.split('/').filter(Boolean).pop()))
  );
}

/** Maps a network failure (undici, sockets, our lookup) to a clear error. */
function networkFailure(
  error: unknown,
  signals: { user?: AbortSignal | undefined; total: AbortSignal },
): ProcessingError {
  if (error instanceof ProcessingError) return error;
  if (signals.user?.aborted) return cancelledError();
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof ProcessingError) return cause;
  const code = (error as { code?: string }).code ?? '';
  if (
    signals.total.aborted ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'ETIMEDOUT'
  ) {
    return new ProcessingError(
      'download_timeout',
      'The address took too long to answer. Please try again later.',
      {
        field: 'url',
        detail: String(error),
      },
    );
  }
  return new ProcessingError(
    'download_failed',
    'The file could not be downloaded from this address. Please check the URL.',
    {
      field: 'url',
      detail: `${code} ${String(error)}`,
      cause: error,
    },
  );
}

/**
 * Downloads a URL to a file with the SSRF rule applied to every hop: only http and https, no
 * user name or password, and every address a name resolves to must be public (checked in the
 * socket's own lookup, so DNS rebinding cannot slip through), unless the host is allowed by the
 * ALLOWED_URL_HOSTS setting. Redirects are followed by hand (at most five), each checked again.
 * Size and time are limited; the body is streamed to `destinationPath`, which is deleted when
 * anything fails.
 */
export async function downloadToFile(
  input: string | URL,
  destinationPath: string,
  options: SafeDownloadOptions = {},
): Promise<DownloadedFile> {
  throwIfAborted(options.signal);
  const allowedHosts = options.allowedHosts ?? [];
  const maxBytes = options.maxBytes ?? VIDEO_SIZE_LIMIT_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const connectTimeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const idleTimeout = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const total = AbortSignal.timeout(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, total]) : total;
  const signals = { user: options.signal, total };

  let url = typeof input === 'string' ? parseRemoteUrl(input) : parseRemoteUrl(input.href);
  for (let hop = 0; ; hop++) {
    assertUrlTarget(url, allowedHosts);
    // One agent per hop: its lookup knows whether this hop's host is allowed.
    const agent = new Agent({
      connect: {
        timeout: connectTimeout,
        lookup: createCheckedLookup({
          allowed: isHostAllowed(url, allowedHosts),
          resolver: options.resolver,
        }),
      },
      headersTimeout: idleTimeout,
      bodyTimeout: idleTimeout,
      connections: 1,
      pipelining: 0,
    });
    try {
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          dispatcher: agent,
          method: 'GET',
          headers: {
            'user-agent': USER_AGENT,
            accept: '*/*',
            // The bytes as they are: a compressed answer would be saved compressed.
            'accept-encoding': 'identity',
            ...options.headers,
          },
          signal,
        });
      } catch (error) {
        throw networkFailure(error, signals);
      }

      if (redirectStatuses.has(response.statusCode)) {
        discard(response.body);
        const location = headerValue(response.headers.location);
        if (!location) {
          throw new ProcessingError('download_failed', 'The address redirected nowhere.', {
            field: 'url',
          });
        }
        if (hop >= maxRedirects) {
          throw new ProcessingError(
            'too_many_redirects',
            'The address redirected too many times.',
            {
              field: 'url',
            },
          );
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new ProcessingError(
            'download_failed',
            'The address redirected to an invalid place.',
            {
              field: 'url',
            },
          );
        }
        url = parseRemoteUrl(next.href);
        continue;
      }

      if (response.statusCode < 200 || response.statusCode >= 300) {
        discard(response.body);
        throw new ProcessingError(
          'download_failed',
          `The address answered with an error (HTTP ${response.statusCode}). Please check the URL.`,
          { field: 'url' },
        );
      }

      const contentType = headerValue(response.headers['content-type']);
      const lengthText = headerValue(response.headers['content-length']);
      const contentLength = lengthText && /^\d+$/.test(lengthText) ? Number(lengthText) : null;
      try {
        options.checkResponse?.({ url, status: response.statusCode, contentType, contentLength });
        if (contentLength !== null && contentLength > maxBytes) throw tooLarge(maxBytes);
      } catch (error) {
        discard(response.body);
        throw error;
      }

      let received = 0;
      let lastReport = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > maxBytes) {
            callback(tooLarge(maxBytes));
            return;
          }
          const now = performance.now();
          if (options.onProgress && now - lastReport >= 250) {
            lastReport = now;
            options.onProgress({
              receivedBytes: received,
              totalBytes: contentLength,
              percent: contentLength ? Math.min(100, (received / contentLength) * 100) : null,
            });
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(response.body, counter, createWriteStream(destinationPath), {
          signal,
        });
      } catch (error) {
        await rm(destinationPath, { force: true });
        throw networkFailure(error, signals);
      }
      if (received === 0) {
        await rm(destinationPath, { force: true });
        throw new ProcessingError('download_failed', 'The address answered with an empty file.', {
          field: 'url',
        });
      }
      options.onProgress?.({ receivedBytes: received, totalBytes: contentLength, percent: 100 });
      return {
        path: destinationPath,
        bytes: received,
        contentType,
        finalUrl: url.href,
        suggestedName: suggestedFileName(headerValue(response.headers['content-disposition']), url),
      };
    } finally {
      await agent.close().catch(() => {});
    }
  }
}
