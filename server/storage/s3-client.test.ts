import { Readable } from 'node:stream';
import { S3 } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { sendBodiesUnhashed } from './s3-client.ts';

/** A client whose requests are kept here, each answered 200 with no body, after signing. */
function recordingClient() {
  const sent: { path: string; headers: Record<string, string> }[] = [];
  const client = new S3({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    requestHandler: {
      async handle(request: { path: string; headers: Record<string, string> }) {
        sent.push({ path: request.path, headers: { ...request.headers } });
        return {
          response: { statusCode: 200, headers: { etag: '"e"' }, body: Readable.from([]) },
        };
      },
    } as never,
  });
  return { client, sent };
}

describe('sendBodiesUnhashed', () => {
  it("signs a file's bytes as UNSIGNED-PAYLOAD and hashes other bodies as before", async () => {
    const { client, sent } = recordingClient();
    sendBodiesUnhashed(client);
    const bytes = Buffer.alloc(1024 * 1024, 7);
    await client.putObject({ Bucket: 'b', Key: 'files/a', Body: bytes });
    await client.uploadPart({ Bucket: 'b', Key: 'p', UploadId: 'u', PartNumber: 1, Body: bytes });
    await client.deleteObjects({ Bucket: 'b', Delete: { Objects: [{ Key: 'x' }] } });
    const [put, part, deletes] = sent.map((request) => request.headers);
    expect(put?.['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(part?.['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    // Still signed: the signature covers the header that says the body is not hashed.
    expect(put?.authorization).toMatch(/x-amz-content-sha256/);
    expect(deletes?.['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves a client without it hashing every body', async () => {
    const { client, sent } = recordingClient();
    await client.putObject({ Bucket: 'b', Key: 'files/a', Body: Buffer.from('bytes') });
    expect(sent[0]?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });
});
