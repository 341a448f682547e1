import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, postJobForm, storedFiles, trpcClient, waitForJob } from '../support/jobs.ts';
import { createTestBucket, hasS3, type TestBucket } from '../support/s3-bucket.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createTusUpload, tusOffset, tusPatch, tusPatchCut } from '../support/tus-raw.ts';

/**
 * The real server with STORAGE=s3 against a real S3 server (radosgw in CI): a 20 MB upload cut
 * mid-way and resumed, a job run on it, its result downloaded whole and in ranges, the bytes in
 * the bucket checked, and every object gone after a cancel or when the retention ends.
 */

const MB = 1024 * 1024;
const RETENTION_SECONDS = 8;
let bucket: TestBucket;
let server: TestServer;

function sha256(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The sha256 of an object as the bucket holds it. */
async function bucketSha256(key: string): Promise<string> {
  const object = await bucket.client.getObject({ Bucket: bucket.name, Key: key });
  const hash = createHash('sha256');
  for await (const chunk of object.Body as Readable) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** An incompressible PNG of about `megabytes` MB: random pixels, stored without compression. */
async function noisePng(megabytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((megabytes * MB) / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!hasS3)('STORAGE=s3 against a real S3 server', () => {
  beforeAll(async () => {
    bucket = await createTestBucket('storage-s3-it');
    server = await startTestServer({
      ...bucket.env,
      WORKERS: '1',
      JOBS_PER_CLIENT: '10',
      RETENTION_SECONDS: String(RETENTION_SECONDS),
      SWEEP_INTERVAL_SECONDS: '0.3',
    });
  });
  afterAll(async () => {
    await server?.close();
    await bucket?.destroy();
  });

  it(
    'resumes a cut 20 MB upload, runs a job on it and serves the result from the bucket',
    { timeout: 120_000 },
    async () => {
      const png = await noisePng(20);
      expect(png.length).toBeGreaterThan(19 * MB);
      const location = await createTusUpload(server.baseUrl, png.length, {
        jobType: 'convert-image',
        field: 'file',
        filename: 'noise.png',
        filetype: 'image/png',
      });
      const id = location.split('/').pop() ?? '';

      // The connection drops 12 MB in; the server keeps what arrived and the client goes on.
      await tusPatchCut(location, png, 0, 12 * MB);
      const kept = await tusOffset(location);
      expect(kept).toBeGreaterThanOrEqual(5 * MB);
      expect(kept).toBeLessThanOrEqual(12 * MB);
      expect(await tusPatch(location, png.subarray(kept), kept)).toBe(png.length);
      expect(await bucketSha256(id)).toBe(sha256(png));

      const job = await trpcClient(server.baseUrl).jobs.create.mutate({
        type: 'convert-image',
        uploads: [id],
        parameters: { targetFormat: 'jpg' },
      });
      // Taken over as a job input: nothing of the tus upload is left at the top level.
      expect((await bucket.keys()).filter((key) => key.startsWith(id))).toEqual([]);
      expect(await bucket.openMultipartUploads()).toEqual([]);
      const done = await waitForJob(server.baseUrl, job.id);
      expect(done.status).toBe('completed');

      const whole = await fetch(`${server.baseUrl}/api/download/${job.id}`);
      expect(whole.status).toBe(200);
      const result = Buffer.from(await whole.arrayBuffer());
      expect(result.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(Number(whole.headers.get('content-length'))).toBe(result.length);

      for (const [header, start, end] of [
        ['bytes=0-0', 0, 0],
        [`bytes=100-${100 + 64 * 1024}`, 100, 100 + 64 * 1024],
        [`bytes=${result.length - 1}-`, result.length - 1, result.length - 1],
      ] as const) {
        const part = await fetch(`${server.baseUrl}/api/download/${job.id}`, {
          headers: { range: header },
        });
        expect(part.status, header).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${result.length}`);
        expect(Buffer.from(await part.arrayBuffer())).toEqual(result.subarray(start, end + 1));
      }

      // The input went when the job ended; the bucket holds the served bytes as the result.
      const objects = await bucket.keys('files/');
      expect(await Promise.all(objects.map(bucketSha256))).toEqual([sha256(result)]);

      // An upload abandoned half-way expires with the rest.
      const abandoned = await createTusUpload(server.baseUrl, 2000, {
        jobType: 'convert-image',
        filename: 'left.png',
      });
      await tusPatch(abandoned, randomBytes(1000), 0);
      expect(await bucket.openMultipartUploads()).toHaveLength(1);

      // When the retention ends, the sweep deletes it all from the bucket; the job says so.
      await until(
        () => bucket.keys(),
        (keys) => keys.length === 0,
        (RETENTION_SECONDS + 10) * 1000,
      );
      expect(await bucket.openMultipartUploads()).toEqual([]);
      expect((await fetch(`${server.baseUrl}/api/download/${job.id}`)).status).toBe(410);
      expect(await storedFiles(server.dataDir)).toEqual([]);
    },
  );

  it('deletes a cancelled job’s input from the bucket', { timeout: 120_000 }, async () => {
    const busyPng = await noisePng(20);
    const busy = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'file', name: 'busy.png', bytes: busyPng, type: 'image/png' }],
      { targetFormat: 'webp' },
      { accept: 'application/json' },
    );
    const busyId = ((await busy.json()) as { id: string }).id;
    const waitingPng = await noisePng(1);
    const waiting = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'file', name: 'waiting.png', bytes: waitingPng, type: 'image/png' }],
      { targetFormat: 'webp' },
      { accept: 'application/json' },
    );
    const waitingId = ((await waiting.json()) as { id: string }).id;
    const inBucket = async () => Promise.all((await bucket.keys('files/')).map(bucketSha256));
    expect(await inBucket()).toContain(sha256(waitingPng));

    const cancelled = await fetch(`${server.baseUrl}/api/jobs/${waitingId}`, { method: 'DELETE' });
    expect(await cancelled.json()).toMatchObject({
      status: 'failed',
      error: { code: 'cancelled' },
    });
    expect(await inBucket()).not.toContain(sha256(waitingPng));

    expect((await waitForJob(server.baseUrl, busyId)).status).toBe('completed');
    const { bytes: busyResult } = await download(server.baseUrl, busyId);
    expect(await inBucket()).toEqual([sha256(busyResult)]);
    await until(
      () => bucket.keys(),
      (keys) => keys.length === 0,
      (RETENTION_SECONDS + 10) * 1000,
    );
    expect(await storedFiles(server.dataDir)).toEqual([]);
  });
});
