import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, hasS3, type TestBucket } from '../../tests/support/s3-bucket.ts';
import { S3UploadStore } from './s3-upload-store.ts';
import { newKey } from './storage.ts';

const MiB = 1024 * 1024;

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function networkBody(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

/** What the S3 store does beyond the storage contract, against the real S3 server. */
describe.skipIf(!hasS3)('S3UploadStore', () => {
  let bucket: TestBucket;
  const store = () =>
    new S3UploadStore({
      client: bucket.client,
      bucket: bucket.name,
      expiryMs: 60_000,
      partSize: 5 * MiB,
      partsAtOnce: 2,
    });

  beforeAll(async () => {
    bucket = await createTestBucket('s3-upload-store');
  });
  afterAll(() => bucket?.destroy(), 60_000);

  async function created(size: number) {
    const id = newKey();
    const uploads = store();
    await uploads.create(new Upload({ id, size, offset: 0, metadata: { filename: 'ä.bin' } }));
    return { id, uploads };
  }

  it('keeps nothing of a body longer than the upload, and the upload goes on', async () => {
    const bytes = randomBytes(7 * MiB);
    const { id, uploads } = await created(bytes.length);
    await uploads.write(networkBody(bytes.subarray(0, MiB)), id, 0);
    await expect(uploads.write(networkBody(randomBytes(7 * MiB)), id, MiB)).rejects.toMatchObject({
      status_code: 413,
    });
    expect((await store().getUpload(id)).offset).toBe(MiB);
    expect(await uploads.write(networkBody(bytes.subarray(MiB)), id, MiB)).toBe(bytes.length);
    const object = await bucket.client.getObject({ Bucket: bucket.name, Key: id });
    expect(sha256(await object.Body!.transformToByteArray())).toBe(sha256(bytes));
    expect(await store().getUpload(id)).toMatchObject({
      offset: bytes.length,
      metadata: { filename: 'ä.bin' },
    });
    await uploads.discard(id);
  });

  it('ends an upload finished by a process that stopped before it said so', async () => {
    const bytes = randomBytes(6 * MiB);
    const { id, uploads } = await created(bytes.length);
    await uploads.write(networkBody(bytes.subarray(0, 5 * MiB)), id, 0);
    const progress = await bucket.client.getObject({ Bucket: bucket.name, Key: `${id}.part` });
    const before = {
      Body: await progress.Body!.transformToByteArray(),
      Metadata: progress.Metadata,
    };
    await uploads.write(networkBody(bytes.subarray(5 * MiB)), id, 5 * MiB);
    // As if the process stopped between joining the parts and writing the progress object.
    await bucket.client.putObject({ Bucket: bucket.name, Key: `${id}.part`, ...before });

    const other = store();
    expect((await other.getUpload(id)).offset).toBe(5 * MiB);
    expect(await other.write(networkBody(bytes.subarray(5 * MiB)), id, 5 * MiB)).toBe(bytes.length);
    expect((await store().getUpload(id)).offset).toBe(bytes.length);
    await other.discard(id);
    expect(await bucket.keys()).toEqual([]);
  });
});
