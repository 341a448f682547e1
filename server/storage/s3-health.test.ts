import { describe, expect, it } from 'vitest';
import { isS3Outage } from './s3-health.ts';

const error = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);

describe('isS3Outage', () => {
  it('is an outage when the server gave no answer or answered 5xx', () => {
    expect(isS3Outage(error({ name: 'TimeoutError' }))).toBe(true);
    expect(isS3Outage(error({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isS3Outage(error({ code: 'ECONNRESET' }))).toBe(true);
    expect(isS3Outage(error({ $metadata: { httpStatusCode: 503 } }))).toBe(true);
  });

  it('is no outage when the server refused the request, or the caller gave up', () => {
    expect(isS3Outage(error({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } }))).toBe(
      false,
    );
    expect(isS3Outage(error({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }))).toBe(
      false,
    );
    expect(isS3Outage(error({ name: 'AbortError' }))).toBe(false);
    expect(isS3Outage(undefined)).toBe(false);
  });
});
