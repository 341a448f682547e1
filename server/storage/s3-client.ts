import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config.ts';

export type S3Settings = Extract<AppConfig['storage'], { kind: 's3' }>;

/**
 * The AWS SDK's default checksums break S3-compatible servers (radosgw answers a streamed body
 * with 411): only when an operation requires one. Path-style addressing for such servers.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
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
