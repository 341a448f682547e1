import type { S3 } from '@aws-sdk/client-s3';
import { markOutage } from '../outage/outage-error.ts';

/** How long a probe of the bucket may take, and how often one is sent while it is down. */
const PROBE_TIMEOUT_MS = 2000;
const PROBE_INTERVAL_MS = 1000;

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** A failure that says the S3 server does not answer (rather than that it refused a request). */
export function isS3Outage(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  const { name, code } = error as { name?: string; code?: string };
  return name === 'TimeoutError' || networkCodes.has(code ?? '');
}

/**
 * Whether the bucket answers, as this process last saw it. Every answer of the server marks it
 * up; a request that timed out or could not connect marks it down, and then the bucket is probed
 * every second until it answers again. While it is down, new uploads and jobs are refused at once
 * instead of each waiting out the client's timeouts.
 */
export class S3Health {
  private readonly client: S3;
  private readonly bucket: string;
  private downSince: number | undefined;
  private probing = false;

  constructor(client: S3, bucket: string) {
    this.client = client;
    this.bucket = bucket;
    // Per attempt (inside the SDK's retries, outside the parser of its answers), so the first
    // timeout already counts and a refusal arrives as the error the parser made of it.
    client.middlewareStack.add(
      (next) => async (args) => {
        try {
          const result = await next(args);
          this.answered();
          return result;
        } catch (error) {
          if (isS3Outage(error)) {
            markOutage(error, 'storage');
            this.failed();
          } else if (statusOf(error) !== undefined) {
            // Refused (404, 403...), but answered. An abort (a probe's own time limit) says nothing.
            this.answered();
          }
          throw error;
        }
      },
      { step: 'deserialize', name: 's3Health', priority: 'high' },
    );
  }

  get available(): boolean {
    return this.downSince === undefined;
  }

  answered(): void {
    this.downSince = undefined;
  }

  failed(): void {
    if (this.downSince !== undefined) return;
    this.downSince = Date.now();
    void this.probeUntilUp();
  }

  private async probeUntilUp(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      while (this.downSince !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS).unref());
        await this.client
          .headBucket(
            { Bucket: this.bucket },
            { abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS) },
          )
          .catch(() => undefined);
      }
    } finally {
      this.probing = false;
    }
  }
}
