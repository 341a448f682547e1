import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from '@aws-sdk/lib-storage';
import { createTestBucket, hasS3 } from '../tests/support/s3-bucket.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * Upload to S3 (STORAGE=s3): the same 100 MB file through the real server's tus endpoint (its own
 * process, 32 MiB PATCHes as the web client sends) and straight to the bucket with the AWS SDK's
 * multipart Upload, in one run against the S3 server the environment names. Goal: tus at least
 * 0.7 of the direct upload. A bench stores 600 MB that radosgw only frees after its garbage
 * collection wait (two hours by default): its 4 GiB in-memory test store fills after a few runs.
 */
if (!hasS3) {
  console.log('S3_ENDPOINT is not set: no S3 server to measure against; skipped.');
  process.exit(0);
}

const SIZE = 100 * MB;
const CHUNK = 32 * MB;
const RUNS = 3;

const folder = await mkdtemp(join(tmpdir(), 'toolbox-s3-bench-'));
const bucket = await createTestBucket('bench-s3-upload');
const server = await startBenchServer(bucket.env);

/** tus with a lean client: each PATCH streamed from the file in 1 MiB reads. */
async function tusUpload(source: string): Promise<number> {
  const started = performance.now();
  const created = await fetch(`${server.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(SIZE),
      'upload-metadata': `jobType ${Buffer.from('extract-audio').toString('base64')}`,
    },
  });
  const location = `${server.baseUrl}${created.headers.get('location')}`;
  for (let offset = 0; offset < SIZE;) {
    const end = Math.min(SIZE, offset + CHUNK);
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const patch = request(location, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        },
      });
      patch.on('response', resolve).on('error', reject);
      createReadStream(source, { start: offset, end: end - 1, highWaterMark: MB }).pipe(patch);
    });
    answer.resume();
    if (answer.statusCode !== 204) throw new Error(`PATCH answered ${answer.statusCode}`);
    offset = Number(answer.headers['upload-offset']);
  }
  const seconds = (performance.now() - started) / 1000;
  await fetch(location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
  return SIZE / MB / seconds;
}

/** The AWS SDK's multipart Upload from the same file, straight to the bucket. */
async function directUpload(source: string): Promise<number> {
  const key = `direct-${randomBytes(8).toString('hex')}`;
  const started = performance.now();
  await new Upload({
    client: bucket.client,
    params: {
      Bucket: bucket.name,
      Key: key,
      Body: createReadStream(source, { highWaterMark: MB }),
    },
    partSize: 16 * MB,
    queueSize: 4,
  }).done();
  const seconds = (performance.now() - started) / 1000;
  await bucket.client.deleteObject({ Bucket: bucket.name, Key: key });
  return SIZE / MB / seconds;
}

const runs = (values: number[]) => `runs ${values.map((v) => v.toFixed(0)).join(', ')}`;
const best = (values: number[]) => Math.max(...values);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const source = join(folder, 'source.bin');
  await writeFile(source, randomBytes(SIZE));
  const tus: number[] = [];
  const direct: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    direct.push(await directUpload(source));
    tus.push(await tusUpload(source));
  }
  report('tus through the server, STORAGE=s3 (100 MB)', best(tus), 'MB/s', runs(tus));
  report('lib-storage Upload, 16 MiB parts, 4 at once', best(direct), 'MB/s', runs(direct));
  report('tus / direct (goal: at least 0.7)', best(tus) / best(direct), '', 'best run of each');
  report('tus / direct, medians', median(tus) / median(direct), '', 'the machine is shared');
} finally {
  await server.stop();
  await bucket.destroy();
  await rm(folder, { recursive: true, force: true });
}
