import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../shared/jobs/view.ts';
import { engines } from '../support/engines.ts';
import { makeImage, postJobForm, waitForJob } from '../support/jobs.ts';
import { ffmpegMake, h264Args, lavfiPicture } from '../support/media.ts';
import { createTestBucket, type TestBucket } from '../support/s3-bucket.ts';
import { createTestDatabase, scaledShape } from '../support/scaled-shape.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * A web and a worker process on PostgreSQL and S3, and each engine taken away while a job runs:
 * PostgreSQL stopped (its data kept) and started again, the S3 gateway paused (it holds every
 * connection and answers nothing) and resumed. No process is restarted by the test.
 *
 * The issue's outage is 30 s; here OUTAGE_SECONDS (default 10) long, as every way back (the pools'
 * new connections, pg-boss's polling, the LISTEN connection's reconnects within 5 s, the bucket's
 * probe every second) is taken the same after 10 s as after 30. `OUTAGE_SECONDS=30` runs the
 * issue's figure.
 */

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 10) * 1000;
/** The running job's video: long enough that it still runs when the engine goes. */
const VIDEO_SECONDS = 8;

interface ReadyAnswer {
  status: number;
  body: { checks?: Record<string, string>; error?: { code: string; message: string } };
}

let database: { url: string; drop(): Promise<void> };
let bucket: TestBucket;
let web: ServerProcess;
let worker: ServerProcess;
let folder: string;
let video: Buffer;
let png: Buffer;
const output: string[] = [];
const figures: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready(server: ServerProcess): Promise<ReadyAnswer> {
  const response = await fetch(`${server.baseUrl}/api/ready`, {
    signal: AbortSignal.timeout(5000),
  });
  return { status: response.status, body: (await response.json()) as ReadyAnswer['body'] };
}

/** Polls a process's readiness until `done` holds; the time it took and the answer. */
async function until(
  server: ServerProcess,
  done: (answer: ReadyAnswer) => boolean,
  timeoutMs: number,
): Promise<{ ms: number; answer: ReadyAnswer }> {
  const started = Date.now();
  for (;;) {
    const answer = await ready(server);
    if (done(answer)) return { ms: Date.now() - started, answer };
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${server.baseUrl} still answers ${JSON.stringify(answer)}`);
    }
    await sleep(100);
  }
}

/** Both processes polled at once until `done` holds for each. */
async function untilBoth(done: (answer: ReadyAnswer) => boolean, timeoutMs: number) {
  const [onWeb, onWorker] = await Promise.all([
    until(web, done, timeoutMs),
    until(worker, done, timeoutMs),
  ]);
  return { web: onWeb.ms, worker: onWorker.ms, answers: [onWeb.answer, onWorker.answer] };
}

function postVideoJob(): Promise<Response> {
  return postJobForm(
    web.baseUrl,
    'video-to-gif',
    [{ field: 'file', name: 'clip.mp4', type: 'video/mp4', bytes: video }],
    { parameters: JSON.stringify({ startTime: 0, endTime: VIDEO_SECONDS }) },
    { accept: 'application/json' },
  );
}

function postImageJob(): Promise<Response> {
  return postJobForm(
    web.baseUrl,
    'convert-image',
    [{ field: 'file', name: 'small.png', type: 'image/png', bytes: png }],
    { parameters: JSON.stringify({ targetFormat: 'webp' }) },
    { accept: 'application/json' },
  );
}

async function jobId(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** A video job that a worker has begun. */
async function runningJob(): Promise<string> {
  const id = await jobId(await postVideoJob());
  await expect
    .poll(
      async () => ((await (await fetch(`${web.baseUrl}/api/jobs/${id}`)).json()) as JobView).status,
      { timeout: 30_000, interval: 100 },
    )
    .toBe('processing');
  return id;
}

/** A new job, with the time its refusal took. */
async function refusedJob(): Promise<{
  status: number;
  code?: string;
  message?: string;
  ms: number;
}> {
  const started = Date.now();
  const response = await postImageJob();
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, ...body.error, ms: Date.now() - started };
}

/** Both processes still the ones started, and nothing thrown that nobody caught. */
function expectNoCrash(): void {
  for (const server of [web, worker]) expect(() => process.kill(server.pid, 0)).not.toThrow();
  expect(output.join('').match(/unhandled|uncaught/gi) ?? []).toEqual([]);
}

const isFailed = (name: string) => (answer: ReadyAnswer) =>
  answer.status === 503 && (answer.body.checks?.[name] ?? '').startsWith('failed');
const isReady = (answer: ReadyAnswer) => answer.status === 200;

describe.skipIf(!scaledShape)('outages of PostgreSQL and S3 heal without a restart', () => {
  beforeAll(async () => {
    engines.assertControllable();
    folder = mkdtempSync(join(tmpdir(), 'toolbox-outages-'));
    ffmpegMake([...lavfiPicture(VIDEO_SECONDS, '640x480'), ...h264Args, join(folder, 'clip.mp4')]);
    video = readFileSync(join(folder, 'clip.mp4'));
    png = await makeImage(64, 48);
    database = await createTestDatabase();
    bucket = await createTestBucket('outages');
    const env = {
      DATABASE_URL: database.url,
      COOKIE_SECRET: 'outages-test-secret-of-at-least-32-chars',
      ...bucket.env,
      JOB_LEASE_SECONDS: '4',
      SWEEP_INTERVAL_SECONDS: '1',
      JOBS_PER_ADDRESS: '100',
      JOBS_PER_CLIENT: '100',
      WORKERS: '1',
    };
    const onOutput = (text: string) => output.push(text);
    web = await startServerProcess({ ...env, ROLE: 'web' }, { onOutput });
    worker = await startServerProcess({ ...env, ROLE: 'worker' }, { onOutput });
  }, 120_000);

  afterAll(async () => {
    // Whatever happened, the engines are given back running to the tests after this one.
    await engines.startPostgres().catch(() => undefined);
    await engines.resumeS3().catch(() => undefined);
    await Promise.all([web, worker].filter(Boolean).map((p) => p.kill('SIGKILL')));
    await bucket?.destroy();
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
    console.log(`outage figures (outage ${OUTAGE_MS / 1000} s):\n${figures.join('\n')}`);
  }, 120_000);

  it('PostgreSQL stopped: 503 naming the database, jobs refused, then ready and running again', async () => {
    const running = await runningJob();
    await engines.stopPostgres();
    const down = Date.now();
    try {
      const refusing = await untilBoth(isFailed('database'), 5000);
      expect(Math.max(refusing.web, refusing.worker)).toBeLessThan(5000);
      for (const answer of refusing.answers) {
        expect(answer.body.error?.code).toBe('not_ready');
        expect(answer.body.error?.message).toMatch(/database/);
      }
      const refused = await refusedJob();
      expect(refused).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(refused.message).toMatch(/database is not answering/);
      figures.push(
        `PostgreSQL: 503 after ${refusing.web} ms (web), ${refusing.worker} ms (worker); a new job refused in ${refused.ms} ms`,
      );
      await sleep(down + OUTAGE_MS - Date.now());
    } finally {
      await engines.startPostgres();
    }
    const back = await untilBoth(isReady, 30_000);
    expect(Math.max(back.web, back.worker)).toBeLessThan(30_000);
    figures.push(
      `PostgreSQL: ready again ${back.web} ms (web), ${back.worker} ms (worker) after its start`,
    );
    expect((await waitForJob(web.baseUrl, running, 120_000)).status).toBe('completed');
    const waited = output.some((text) => text.includes('waiting for the database'));
    figures.push(
      `PostgreSQL: the running job ${waited ? 'ended during the outage and waited' : 'ended after it'}`,
    );
    const after = await jobId(await postImageJob());
    expect((await waitForJob(web.baseUrl, after, 60_000)).status).toBe('completed');
    expectNoCrash();
  }, 240_000);

  it('S3 paused: 503 naming the storage, uploads and jobs refused at once, then ready and running again', async () => {
    const running = await runningJob();
    await engines.pauseS3();
    const down = Date.now();
    try {
      const refusing = await untilBoth(isFailed('storage'), 5000);
      expect(Math.max(refusing.web, refusing.worker)).toBeLessThan(5000);
      for (const answer of refusing.answers) expect(answer.body.error?.message).toMatch(/storage/);
      const refused = await refusedJob();
      expect(refused).toMatchObject({ status: 503, code: 'storage_unavailable' });
      expect(refused.message).toMatch(/file storage is not answering/);
      const upload = await fetch(`${web.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': `jobType ${btoa('convert-image')},field ${btoa('file')}`,
        },
        signal: AbortSignal.timeout(10_000),
      });
      expect(upload.status).toBe(503);
      expect(((await upload.json()) as { error: { code: string } }).error.code).toBe(
        'storage_unavailable',
      );
      figures.push(
        `S3: 503 after ${refusing.web} ms (web), ${refusing.worker} ms (worker); a new job refused in ${refused.ms} ms`,
      );
      await sleep(down + OUTAGE_MS - Date.now());
    } finally {
      await engines.resumeS3();
    }
    const back = await untilBoth(isReady, 30_000);
    expect(Math.max(back.web, back.worker)).toBeLessThan(30_000);
    figures.push(
      `S3: ready again ${back.web} ms (web), ${back.worker} ms (worker) after its resume`,
    );
    expect((await waitForJob(web.baseUrl, running, 120_000)).status).toBe('completed');
    const after = await jobId(await postImageJob());
    expect((await waitForJob(web.baseUrl, after, 60_000)).status).toBe('completed');
    expectNoCrash();
  }, 240_000);
});
