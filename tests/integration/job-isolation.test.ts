import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../shared/jobs/view.ts';
import { descendantsOf, readProcessTable } from '../../server/workers/isolation/process-table.ts';
import { makePdfWithHugePageImage } from '../support/bombs.ts';
import { makeImage, postJobForm, waitForJob } from '../support/jobs.ts';
import { ffmpegMake, lavfiPicture, lavfiTone } from '../support/media.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * One job cannot take the server down (JOB_ISOLATION=process, the default): a job past its
 * memory limit is killed alone with everything it started and fails `memory_limit` with a clear
 * message, while another job and the pages carry on; a cancelled video job leaves no ffmpeg
 * running; a killed worker process is replaced. The server runs in this test's process, so its
 * worker processes and their ffmpeg are this process's descendants.
 */
const MEMORY_LIMIT_MB = 400;

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

async function ourProcesses(): Promise<Array<{ pid: number; command: string; state: string }>> {
  const table = readProcessTable();
  return descendantsOf(process.pid, table)
    .slice(1)
    .map((pid) => ({ pid, command: commandOf(pid), state: table.get(pid)?.state ?? '' }))
    .filter((entry) => entry.state !== 'Z' && entry.command !== '');
}

async function workerProcesses(): Promise<number[]> {
  return (await ourProcesses())
    .filter((entry) => /child-entry\.ts|worker-process\.mjs/.test(entry.command))
    .map((entry) => entry.pid);
}

async function ffmpegProcesses(): Promise<number[]> {
  return (await ourProcesses())
    .filter((entry) => /(^|\/)ffmpeg /.test(entry.command))
    .map((entry) => entry.pid);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function convertImage(baseUrl: string): Promise<Response> {
  return postJobForm(
    baseUrl,
    'convert-image',
    [{ field: 'file', name: 'a.png', bytes: await makeImage(640, 480, 'png') }],
    { targetFormat: 'webp' },
  );
}

describe.skipIf(process.platform !== 'linux')('job isolation in worker processes', () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'job-isolation-'));
    server = await startTestServer({
      WORKERS: '2',
      JOB_ISOLATION: 'process',
      JOB_MEMORY_LIMIT_MB: String(MEMORY_LIMIT_MB),
      // Admission lets the bomb through: the memory limit is what has to stop it.
      BUDGET_PDF_IMAGE_PIXELS: String(20_000 * 20_000),
      JOBS_PER_CLIENT: '10',
    });
  });

  afterAll(async () => {
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('starts its worker processes in groups of their own', async () => {
    const workers = await until(workerProcesses, (pids) => pids.length === 2, 15_000);
    const table = readProcessTable();
    for (const pid of workers) expect(table.get(pid)?.pgrp).toBe(pid);
  });

  it('stops a memory bomb alone, while another job and the pages carry on', async () => {
    const before = await until(workerProcesses, (pids) => pids.length === 2, 15_000);
    // About 750 MB for MuPDF: the image at the 40-megapixel page's resolution, and the page.
    const bomb = await makePdfWithHugePageImage(20_000, 20_000, 4700);
    let pagesAnswering = true;
    let slowestPageMs = 0;
    let watching = true;
    const pages = (async () => {
      while (watching) {
        const started = performance.now();
        const health = await fetch(`${server.baseUrl}/api/health`);
        await health.arrayBuffer();
        slowestPageMs = Math.max(slowestPageMs, performance.now() - started);
        if (health.status !== 200) pagesAnswering = false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const [bombAnswer, other] = await Promise.all([
      postJobForm(server.baseUrl, 'pdf-to-images', [
        { field: 'file', name: 'bomb.pdf', bytes: bomb, type: 'application/pdf' },
      ]),
      convertImage(server.baseUrl),
    ]);
    watching = false;
    await pages;

    expect(bombAnswer.status).toBe(422);
    expect(await bombAnswer.json()).toEqual({
      error: {
        code: 'memory_limit',
        message: `PDF to images needed more than ${MEMORY_LIMIT_MB} MB of memory and was stopped. Please try a smaller file.`,
      },
    });
    const id = bombAnswer.headers.get('x-job-id') as string;
    const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
    expect(view).toMatchObject({ status: 'failed', error: { code: 'memory_limit' } });

    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toBe('image/webp');
    expect(pagesAnswering).toBe(true);
    expect(slowestPageMs).toBeLessThan(1000);

    // The bomb's worker process is gone and a new one stands in its place.
    const after = await until(
      workerProcesses,
      (pids) => pids.length === 2 && pids.some((pid) => !before.includes(pid)),
      15_000,
    );
    expect(after.filter((pid) => before.includes(pid))).toHaveLength(1);
  });

  it('runs later jobs on the replaced worker process', async () => {
    const answers = await Promise.all([convertImage(server.baseUrl), convertImage(server.baseUrl)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('leaves no ffmpeg running within 2 s of a cancel', async () => {
    // A minute of MPEG-4 Part 2: remove-audio re-encodes it to H.264, which takes a while.
    const video = join(folder, 'long-mpeg4.mp4');
    ffmpegMake([
      ...lavfiPicture(60, '1280x720'),
      ...lavfiTone(60),
      '-c:v',
      'mpeg4',
      '-q:v',
      '8',
      '-c:a',
      'aac',
      '-shortest',
      video,
    ]);
    const accepted = await postJobForm(server.baseUrl, 'remove-audio', [
      { field: 'file', name: 'long.mp4', bytes: readFileSync(video), type: 'video/mp4' },
    ]);
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    await until(ffmpegProcesses, (pids) => pids.length > 0, 30_000);
    const running = await until(
      async () => (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView,
      (job) => job.status === 'processing' && (job.progress ?? 0) > 0,
      30_000,
    );
    expect(running.status).toBe('processing');

    const cancelled = Date.now();
    const answer = await fetch(`${server.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    await until(ffmpegProcesses, (pids) => pids.length === 0, 2000);
    expect(Date.now() - cancelled).toBeLessThan(2000);
    expect((await waitForJob(server.baseUrl, id)).error?.code).toBe('cancelled');
  });
});
