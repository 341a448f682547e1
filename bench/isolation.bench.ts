import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { WorkerPool, type JobIsolation } from '../server/workers/pool.ts';
import type { WorkerTask } from '../server/workers/task.ts';
import { makeImage, postJobForm } from '../tests/support/jobs.ts';
import { startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * What isolating each job in a worker process costs against worker threads (JOB_ISOLATION): the
 * pool's start (every worker up with its code loaded), one tiny convert-image (64x48 PNG to WebP)
 * run straight on the pool, one after another, and the same job through POST /api/jobs on the
 * real server. Then the memory of an idle worker process.
 */
sharp.cache(false);
const folder = mkdtempSync(join(tmpdir(), 'toolbox-isolation-bench-'));
const input = join(folder, 'in.png');
writeFileSync(input, await makeImage(64, 48, 'png'));

function task(index: number): WorkerTask {
  return {
    jobId: `bench-${index}`,
    type: 'convert-image',
    parameters: { targetFormat: 'webp' },
    inputs: [{ field: 'file', path: input, name: 'in.png', contentType: 'image/png', size: 1 }],
    outputPath: join(folder, `out-${index % 4}.webp`),
    workDir: folder,
    tools: {
      ffmpeg: null,
      libreOffice: null,
      ytDlp: null,
      ghostscript: null,
      qpdf: null,
      ocrmypdf: null,
    },
    settings: { allowedUrlHosts: [], officeProfileDir: join(folder, 'office') },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function onThePool(isolation: JobIsolation, workers: number) {
  const started = performance.now();
  const pool = new WorkerPool(workers, { isolation });
  await pool.started();
  // A thread pool starts its threads lazily: its first job shows what its start costs.
  const first = performance.now();
  const ok = await pool.run(task(0), {
    signal: new AbortController().signal,
    timeLimitMs: 30_000,
    memoryLimitMb: 1024,
    onProgress: () => {},
  });
  if (!ok.ok) throw new Error(`${isolation}: ${ok.message} ${ok.internal ?? ''}`);
  const firstJobMs = performance.now() - first;
  const startMs = first - started;
  const times: number[] = [];
  for (let i = 1; i <= 200; i++) {
    const begin = performance.now();
    const outcome = await pool.run(task(i), {
      signal: new AbortController().signal,
      timeLimitMs: 30_000,
      memoryLimitMb: 1024,
      onProgress: () => {},
    });
    if (!outcome.ok) throw new Error(`${isolation}: ${outcome.message}`);
    times.push(performance.now() - begin);
  }
  await pool.close();
  return { startMs, firstJobMs, jobMs: median(times) };
}

async function throughServer(isolation: JobIsolation) {
  const server = await startBenchServer({ JOB_ISOLATION: isolation, WORKERS: '2' });
  try {
    const image = await makeImage(64, 48, 'png');
    const post = () =>
      postJobForm(
        server.baseUrl,
        'convert-image',
        [{ field: 'file', name: 'a.png', bytes: image }],
        {
          targetFormat: 'webp',
        },
      );
    for (let i = 0; i < 5; i++) await (await post()).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const begin = performance.now();
      const response = await post();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${isolation}: status ${response.status}`);
      times.push(performance.now() - begin);
    }
    return { jobMs: median(times), serverRss: server.rss() };
  } finally {
    await server.stop();
  }
}

async function idleWorkerProcessRss(): Promise<number> {
  const pool = new WorkerPool(1, { isolation: 'process' });
  await pool.started();
  await pool.run(task(0), {
    signal: new AbortController().signal,
    timeLimitMs: 30_000,
    memoryLimitMb: 1024,
    onProgress: () => {},
  });
  const { readProcessTable, descendantsOf, readRssBytes } =
    await import('../server/workers/isolation/process-table.ts');
  const children = descendantsOf(process.pid, readProcessTable()).slice(1);
  const rss = children.map((pid) => readRssBytes(pid)).reduce((sum, size) => sum + size, 0);
  await pool.close();
  return rss;
}

try {
  for (const isolation of ['thread', 'process'] as const) {
    const pool = await onThePool(isolation, 2);
    report(`${isolation}: pool of 2 ready`, pool.startMs, 'ms');
    report(`${isolation}: first job`, pool.firstJobMs, 'ms', '(loads the processor)');
    report(`${isolation}: tiny convert-image on the pool`, pool.jobMs, 'ms', 'median of 200');
  }
  for (const isolation of ['thread', 'process'] as const) {
    const server = await throughServer(isolation);
    report(
      `${isolation}: tiny convert-image via POST /api/jobs`,
      server.jobMs,
      'ms',
      'median of 60',
    );
  }
  report('one idle worker process (after a job)', (await idleWorkerProcessRss()) / 2 ** 20, 'MB');
} finally {
  rmSync(folder, { recursive: true, force: true });
}
