import type { S3, S3ClientConfig } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config.ts';

export type S3Settings = Extract<AppConfig['storage'], { kind: 's3' }>;

/**
 * How long a request may wait to connect, and then for the answer's headers (the body sent, a
 * 16 MiB part at 0.5 MB/s at least; an answer's body is not counted). Without them a server that
 * stops answering holds every request forever. Two attempts at most: an outage costs a request a
 * minute, not more, before it is refused, and new ones are refused at once (see S3Health).
 */
const CONNECT_TIMEOUT_MS = 5000;
const ANSWER_TIMEOUT_MS = 30_000;
const MAX_ATTEMPTS = 2;

/**
 * The AWS SDK's default checksums break S3-compatible servers (radosgw answers a streamed body
 * with 411): only when an operation requires one. Path-style addressing for such servers.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: ANSWER_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
    maxAttempts: MAX_ATTEMPTS,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  };
}

/** A missing object, key or multipart upload, however the server words it. */
export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    ['NotFound', 'NoSuchKey', 'NoSuchUpload'].includes(e.name ?? e.Code ?? '') ||
    e.$metadata?.httpStatusCode === 404
  );
}

/** The operations whose bodies are files' bytes. */
const FILE_BODIES = new Set(['PutObjectCommand', 'UploadPartCommand']);

/**
 * Files' bytes are sent without hashing them for the request signature (UNSIGNED-PAYLOAD, which
 * S3 accepts): hashing costs as much CPU as the rest of sending, in this process and again in the
 * S3 server that checks it, and TCP (or TLS) guards the bytes on their way as for any streamed S3
 * body. The rest of each request is signed as before.
 */
export function sendBodiesUnhashed(client: S3): void {
  client.middlewareStack.add(
    (next, context) => (args) => {
      const request = args.request as { headers?: Record<string, string> };
      if (request.headers && FILE_BODIES.has(context.commandName ?? '')) {
        request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
      }
      return next(args);
    },
    { step: 'build', name: 'sendBodiesUnhashed' },
  );
}
