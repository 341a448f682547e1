import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobUpdate, JobView } from '../../shared/jobs/view.ts';
import { makeImage, postJobForm, trpcClient, waitForJob } from '../support/jobs.ts';
import { followUpdates } from '../support/job-runs.ts';
import { makeMediaFixtures, type MediaFixtures } from '../support/media.ts';
import { runsFfmpeg as runsFfmpegBelow } from '../support/process-tree.ts';
import { createTestBucket, type TestBucket } from '../support/s3-bucket.ts';
import { createTestDatabase, scaledShape } from '../support/scaled-shape.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { createTusUpload, tusOffset, tusPatch, tusPatchCut } from '../support/tus-raw.ts';

/**
 * The scaled shape as it runs in production: two web processes and two worker processes, each
 * its own OS process on its own port, sharing one PostgreSQL database and one S3 bucket.
 */

/**
 * Long enough for every test's own jobs to outlive the test (the longest takes about 5 s, 15 s on
 * a loaded machine), short enough that the last test does not wait a minute for the sweep.
 */
const RETENTION_SECONDS = 30;
let database: { url: string; drop(): Promise<void> };
let bucket: TestBucket;
let webA: ServerProcess;
let webB: ServerProcess;
let workers: ServerProcess[] = [];
let media: MediaFixtures;
let mediaDir: string;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function sharedEnv(): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    COOKIE_SECRET: 'cluster-test-secret-of-at-least-32-chars',
    ...bucket.env,
    JOB_LEASE_SECONDS: '2',
    SWEEP_INTERVAL_SECONDS: '1',
    RETENTION_SECONDS: String(RETENTION_SECONDS),
    JOBS_PER_ADDRESS: '100',
    JOBS_PER_CLIENT: '100',
    JOB_QUEUE_LIMIT: '200',
    WORKERS: '1',
  };
}

const startWorker = () => startServerProcess({ ...sharedEnv(), ROLE: 'worker' });

const runsFfmpeg = (worker: ServerProcess) => runsFfmpegBelow(worker.pid);

async function jobView(baseUrl: string, id: string): Promise<JobView> {
  return (await (await fetch(`${baseUrl}/api/jobs/${id}`)).json()) as JobView;
}

async function startVideoJob(through: ServerProcess): Promise<string> {
  const response = await postJobForm(
    through.baseUrl,
    'video-to-gif',
    [
      {
        field: 'file',
        name: 'long.mp4',
        type: 'video/mp4',
        bytes: readFileSync(media.longVideo),
      },
    ],
    { parameters: JSON.stringify({ startTime: 0, endTime: 12 }) },
    { accept: 'application/json' },
  );
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

async function runningWorker(): Promise<ServerProcess> {
  let found: ServerProcess | undefined;
  await expect
    .poll(
      () => {
        found = workers.find(runsFfmpeg);
        return found !== undefined;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe(true);
  return found as ServerProcess;
}

describe.skipIf(!scaledShape)('two web and two worker processes on PostgreSQL and S3', () => {
  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'toolbox-cluster-media-'));
    media = makeMediaFixtures(mediaDir);
    database = await createTestDatabase();
    bucket = await createTestBucket('cluster');
    // The first process applies the migrations; the others start together.
    webA = await startServerProcess({ ...sharedEnv(), ROLE: 'web' });
    [webB, ...workers] = await Promise.all([
      startServerProcess({ ...sharedEnv(), ROLE: 'web' }),
      startWorker(),
      startWorker(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([webA, webB, ...workers].filter(Boolean).map((p) => p.kill('SIGKILL')));
    await bucket?.destroy();
    await database?.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  }, 60_000);

  it('resumes through web B a 100 MB tus upload that web A began, byte for byte in S3', async () => {
    const bytes = randomBytes(100 * 1024 * 1024);
    const location = await createTusUpload(webA.baseUrl, bytes.length, {
      jobType: 'video-to-gif',
      field: 'file',
      filename: 'big.mp4',
    });
    const id = new URL(location).pathname.split('/').pop() as string;
    await tusPatchCut(location, bytes, 0, 40 * 1024 * 1024);
    const onB = location.replace(webA.baseUrl, webB.baseUrl);
    let offset = 0;
    await expect
      .poll(async () => (offset = await tusOffset(onB)), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(40 * 1024 * 1024);
    expect(await tusPatch(onB, bytes.subarray(offset), offset)).toBe(bytes.length);
    const object = await bucket.client.getObject({ Bucket: bucket.name, Key: id });
    const stored = await object.Body?.transformToByteArray();
    expect(stored && sha256(stored)).toBe(sha256(bytes));
    await fetch(onB, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
  }, 120_000);

  it('runs a job on a worker while web B streams its progress', async () => {
    const id = await startVideoJob(webA);
    const updates: JobUpdate[] = await followUpdates(trpcClient(webB.baseUrl), id);
    expect(updates.at(-1)?.status).toBe('completed');
    const progress = updates.filter((u) => u.status === 'processing').map((u) => u.progress);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const download = await fetch(`${webB.baseUrl}/api/download/${id}`, {
      headers: { range: 'bytes=0-5' },
    });
    expect(download.status).toBe(206);
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toBe('GIF89a');
  }, 60_000);

  it('stops a running video job within 2 s when web A cancels it', async () => {
    const id = await startVideoJob(webB);
    const worker = await runningWorker();
    const cancelled = await fetch(`${webA.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
    const stoppedAt = Date.now();
    expect(((await cancelled.json()) as JobView).error?.code).toBe('cancelled');
    await expect.poll(() => runsFfmpeg(worker), { timeout: 2000, interval: 50 }).toBe(false);
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    expect((await jobView(webB.baseUrl, id)).status).toBe('failed');
  }, 60_000);

  it('leaves no job stuck when its worker is killed with SIGKILL', async () => {
    const id = await startVideoJob(webA);
    const worker = await runningWorker();
    await worker.kill('SIGKILL');
    workers.splice(workers.indexOf(worker), 1, await startWorker());
    const view = await waitForJob(webB.baseUrl, id, 60_000);
    if (view.status === 'failed') expect(view.error?.code).toBe('interrupted');
    else expect(view.status).toBe('completed');
  }, 120_000);

  it('runs each of 50 jobs exactly once over the two workers', async () => {
    const png = await makeImage(64, 48);
    const ids = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const web = index % 2 === 0 ? webA : webB;
        const response = await postJobForm(
          web.baseUrl,
          'convert-image',
          [{ field: 'file', name: `n${index}.png`, type: 'image/png', bytes: png }],
          { parameters: JSON.stringify({ targetFormat: 'webp' }) },
          { accept: 'application/json' },
        );
        expect(response.status).toBe(202);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const views = await Promise.all(ids.map((id) => waitForJob(webA.baseUrl, id, 90_000)));
    expect(views.map((v) => v.status)).toEqual(ids.map(() => 'completed'));
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ attempts: number }>(
        'select attempts from jobs where id = any($1)',
        [ids],
      );
      expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    } finally {
      await client.end();
    }
  }, 120_000);

  it('deletes every object once the retention ends, once for the whole cluster', async () => {
    expect((await bucket.keys('files/')).length).toBeGreaterThan(0);
    await expect
      .poll(() => bucket.keys(), { timeout: (RETENTION_SECONDS + 30) * 1000, interval: 1000 })
      .toEqual([]);
  }, 120_000);
});
