import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobUpdate, JobView } from '../../shared/jobs/view.ts';
import {
  makeImage,
  makePdf,
  postJobForm,
  storedFiles,
  trpcClient,
  waitForJob,
} from '../support/jobs.ts';
import { scaledShape } from '../support/scaled-shape.ts';
import { cookieFetch, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer | undefined;

async function start(env: Record<string, string>) {
  server = await startTestServer(env);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A1 pages: big enough that rendering takes a while even on a fast machine. */
const A1: [number, number] = [1684, 2382];

const pdfJob = async (
  baseUrl: string,
  pages: number,
  headers: Record<string, string> = {},
  size?: [number, number],
) => {
  const bytes = await makePdf(pages, size);
  const response = await postJobForm(
    baseUrl,
    'pdf-to-images',
    [{ field: 'file', name: 'doc.pdf', bytes, type: 'application/pdf' }],
    {},
    { accept: 'application/json', ...headers },
  );
  const body = (await response.json()) as { id: string; status: string };
  expect(response.status, JSON.stringify(body)).toBe(202);
  return body.id;
};

const view = async (baseUrl: string, id: string) =>
  (await (await fetch(`${baseUrl}/api/jobs/${id}`)).json()) as JobView;

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live progress', () => {
  it('streams status, stage, progress and a time estimate over SSE until the job completes', async () => {
    const { baseUrl } = await start({ WORKERS: '1' });
    // Long enough that the estimate is at least a second on a fast, quiet machine: 24 A2 pages
    // took 1 s here, and the scaled shape's updates, a bus message each half second, often
    // carried none of at least a second.
    const id = await pdfJob(baseUrl, 24, {}, A1);
    const updates: JobUpdate[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = trpcClient(baseUrl).jobs.onUpdate.subscribe(
        { id },
        {
          onData: ({ data }) => {
            updates.push(data);
            if (data.status === 'completed' || data.status === 'failed') {
              subscription.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    const running = updates.filter((u) => u.status === 'processing');
    expect(running.length).toBeGreaterThan(2);
    expect(running.some((u) => /^Rendering page \d+ of 24$/.test(u.stage ?? ''))).toBe(true);
    expect(running.some((u) => u.etaSeconds !== undefined && u.etaSeconds >= 1)).toBe(true);
    const progress = updates.map((u) => u.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(updates.at(-1)).toMatchObject({
      status: 'completed',
      progress: 100,
      result: { filename: 'doc-pages.zip', contentType: 'application/zip' },
    });
  });

  it('gives each waiting job its place in the queue, and moves it up', async () => {
    const { baseUrl } = await start({ WORKERS: '1', JOBS_PER_CLIENT: '10' });
    // Long enough to still run while the others are looked at, even on an idle machine.
    const first = await pdfJob(baseUrl, 200);
    const second = await pdfJob(baseUrl, 2);
    const third = await pdfJob(baseUrl, 2);
    expect(await view(baseUrl, second)).toMatchObject({
      status: 'pending',
      queuePosition: 1,
      stage: 'Waiting in the queue',
    });
    expect(await view(baseUrl, third)).toMatchObject({ status: 'pending', queuePosition: 2 });
    await waitForJob(baseUrl, first);
    const moved = await until(
      () => view(baseUrl, third),
      (v) => v.status !== 'pending' || v.queuePosition === 1,
    );
    expect(moved.status === 'pending' ? moved.queuePosition : 0).toBeLessThanOrEqual(1);
    await waitForJob(baseUrl, third);
  });
});

describe('cancel', () => {
  it('stops a running job at once, fails it as cancelled and deletes its files', async () => {
    const running = await start({ WORKERS: '1' });
    const id = await pdfJob(running.baseUrl, 40);
    await until(
      () => view(running.baseUrl, id),
      (v) => v.status === 'processing' && (v.progress ?? 0) > 0,
    );
    const response = await fetch(`${running.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      status: 'failed',
      error: { code: 'cancelled', message: 'The job was cancelled.' },
    });
    expect((await fetch(`${running.baseUrl}/api/download/${id}`)).status).toBe(410);
    // The worker stops within its grace time; then nothing of the job is left.
    await until(
      () => storedFiles(running.dataDir),
      (files) => files.length === 0,
      15_000,
    );
    // The worker is free again: a new job runs to completion.
    const next = await pdfJob(running.baseUrl, 1);
    expect((await waitForJob(running.baseUrl, next)).status).toBe('completed');
  });

  it('cancels a waiting job through tRPC before it starts', async () => {
    const { baseUrl, dataDir } = await start({ WORKERS: '1', JOBS_PER_CLIENT: '10' });
    const busy = await pdfJob(baseUrl, 20);
    const waiting = await pdfJob(baseUrl, 2);
    const cancelled = await trpcClient(baseUrl).jobs.cancel.mutate({ id: waiting });
    expect(cancelled).toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
    await waitForJob(baseUrl, busy);
    expect((await view(baseUrl, waiting)).status).toBe('failed');
    const files = await storedFiles(dataDir);
    expect(files).toHaveLength(1);
  });
});

describe('limits on work at once', () => {
  it('answers 429 with Retry-After when the queue is full', async () => {
    const { baseUrl } = await start({ WORKERS: '1', JOB_QUEUE_LIMIT: '1', JOBS_PER_CLIENT: '10' });
    const running = await pdfJob(baseUrl, 30);
    // A worker takes the first job from the line (at once on one machine, within milliseconds
    // through the shared queue); the second then fills the line.
    await expect.poll(async () => (await view(baseUrl, running)).status).toBe('processing');
    await pdfJob(baseUrl, 1);
    const response = await postJobForm(
      baseUrl,
      'pdf-to-images',
      [{ field: 'file', name: 'doc.pdf', bytes: await makePdf(1) }],
      {},
      { accept: 'application/json' },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ error: { code: 'queue_full' } });
  });

  it('caps the jobs one visitor has at once, and not another visitor', async () => {
    const { baseUrl } = await start({ WORKERS: '1', JOBS_PER_CLIENT: '2' });
    const visitor = cookieFetch(baseUrl);
    await visitor('/api/health');
    await visitor('/api/metrics/dashboard');
    const post = async (as: typeof visitor) => {
      const form = new FormData();
      form.append('type', 'pdf-to-images');
      form.append('file', new Blob([new Uint8Array(await makePdf(15))]), 'a.pdf');
      return as('/api/jobs', {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      });
    };
    expect((await post(visitor)).status).toBe(202);
    expect((await post(visitor)).status).toBe(202);
    const third = await post(visitor);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      error: {
        code: 'too_many_jobs',
        message: 'You already have 2 files being processed. Please wait for one to finish.',
      },
    });
    const other = cookieFetch(baseUrl);
    await other('/api/metrics/dashboard');
    expect((await post(other)).status).toBe(202);
  });

  it('stops a job that runs past its time limit with a clear message', async () => {
    const { baseUrl, dataDir } = await start({ WORKERS: '1', JOB_TIME_LIMIT_SECONDS: '0.5' });
    const response = await postJobForm(baseUrl, 'pdf-to-images', [
      // 200 pages (the page budget): MuPDF draws 60 plain pages in about the time limit.
      { field: 'file', name: 'long.pdf', bytes: await makePdf(200) },
    ]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'timeout',
        message:
          'PDF to images took longer than 0.5 seconds and was stopped. Please try a smaller file.',
      },
    });
    await until(
      () => storedFiles(dataDir),
      (files) => files.length === 0,
      15_000,
    );
  });
});

describe('downloads', () => {
  it('serves the result with Range support', async () => {
    const { baseUrl, dataDir } = await start({ WORKERS: '1' });
    const response = await postJobForm(
      baseUrl,
      'shape-transform',
      [{ field: 'file', name: 'a.png', bytes: await makeImage(120, 120) }],
      { parameters: JSON.stringify({ shape: 'hexagon' }) },
    );
    const { id } = (await response.json()) as { id: string };
    const done = await waitForJob(baseUrl, id);
    const size = done.result?.size ?? 0;
    const whole = await fetch(`${baseUrl}/api/download/${id}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('content-disposition')).toContain('filename="a-hexagon.png"');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(size);

    const part = await fetch(`${baseUrl}/api/download/${id}`, {
      headers: { range: 'bytes=10-19' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));

    const tail = await fetch(`${baseUrl}/api/download/${id}`, { headers: { range: 'bytes=-8' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 8));

    const past = await fetch(`${baseUrl}/api/download/${id}`, {
      headers: { range: `bytes=${size}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    // The result gone from storage behind the record's back: a 410 in JSON, not a broken file.
    if (!scaledShape) {
      const [result] = (await storedFiles(dataDir)).filter((file) => file.startsWith('files/'));
      await rm(join(dataDir, result ?? 'none'));
      const gone = await fetch(`${baseUrl}/api/download/${id}`);
      expect(gone.status).toBe(410);
      expect(gone.headers.get('content-disposition')).toBeNull();
      expect(await gone.json()).toMatchObject({ error: { code: 'expired' } });
    }
  });

  it('answers 409 while the job is not completed', async () => {
    const { baseUrl } = await start({ WORKERS: '1', JOBS_PER_CLIENT: '10' });
    await pdfJob(baseUrl, 20);
    const waiting = await pdfJob(baseUrl, 1);
    const response = await fetch(`${baseUrl}/api/download/${waiting}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'not_ready', message: 'The job is pending; its result is not ready yet.' },
    });
  });
});

describe('retention', () => {
  it('deletes inputs, results and unfinished uploads on time; the job row stays for the metrics', async () => {
    const { baseUrl, dataDir } = await start({
      WORKERS: '1',
      RETENTION_SECONDS: '3',
      SWEEP_INTERVAL_SECONDS: '0.3',
    });
    // An upload begun and abandoned half-way.
    const created = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `jobType ${Buffer.from('remove-bg').toString('base64')}`,
        'content-type': 'application/offset+octet-stream',
      },
      body: Buffer.alloc(400),
    });
    expect(created.status).toBe(201);
    const response = await postJobForm(
      baseUrl,
      'convert-image',
      [{ field: 'file', name: 'a.png', bytes: await makeImage(64, 64) }],
      { targetFormat: 'webp' },
      { accept: 'application/json' },
    );
    const { id } = (await response.json()) as { id: string };
    const done = await waitForJob(baseUrl, id);
    expect(done.status).toBe('completed');
    expect(Date.parse(done.expiresAt) - Date.parse(done.createdAt)).toBe(3000);
    expect((await fetch(`${baseUrl}/api/download/${id}`)).status).toBe(200);
    expect((await storedFiles(dataDir)).length).toBeGreaterThan(0);

    await until(
      () => storedFiles(dataDir),
      (files) => files.length === 0,
      10_000,
    );
    expect((await fetch(`${baseUrl}/api/download/${id}`)).status).toBe(410);
    const row = await view(baseUrl, id);
    expect(row).toMatchObject({ id, status: 'completed' });
    expect(row.result).toBeUndefined();
    const metrics = (await (await fetch(`${baseUrl}/api/metrics/dashboard`)).json()) as {
      totalConversions: number;
    };
    expect(metrics.totalConversions).toBe(1);
    const usage = (await (await fetch(`${baseUrl}/api/metrics/tool-usage`)).json()) as Array<{
      toolSlug: string;
      count: number;
    }>;
    expect(usage).toContainEqual({ toolSlug: 'image-converter', count: 1 });
  });
});
