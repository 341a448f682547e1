import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { postJobForm, waitForJob } from '../tests/support/jobs.ts';
import { createTestBucket } from '../tests/support/s3-bucket.ts';
import { createTestDatabase } from '../tests/support/scaled-shape.ts';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process.ts';

/**
 * The scaled shape's costs, beside the single machine, with the production bundle (run
 * `npm run build` first; needs the test PostgreSQL and S3: DATABASE_URL and S3_*, as .ci/run
 * starts them):
 * - time to start a web process and a worker process (until /api/ready answers 200);
 * - the queue's own cost: from POST /api/jobs to the job starting, idle, both shapes (median);
 * - convert-image of a 2 MP photo, jobs per second with one worker process and with two.
 */
if (!process.env.DATABASE_URL || !process.env.S3_ENDPOINT) {
  console.log(
    'skipped: set DATABASE_URL and S3_* (the test PostgreSQL and S3) to measure the cluster',
  );
  process.exit(0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function photo(): Promise<Buffer> {
  const width = 1732;
  const height = 1155;
  const noise = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 90 + ((seed >> 16) % 80);
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const limits = { JOBS_PER_ADDRESS: '500', JOBS_PER_CLIENT: '500', JOB_QUEUE_LIMIT: '1000' };
const jpeg = await photo();

async function post(web: ServerProcess, name = 'photo.jpg'): Promise<string> {
  const response = await postJobForm(
    web.baseUrl,
    'convert-image',
    [{ field: 'file', name, type: 'image/jpeg', bytes: jpeg }],
    { parameters: JSON.stringify({ targetFormat: 'webp' }) },
    { accept: 'application/json' },
  );
  if (response.status !== 202) throw new Error(`POST answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** Idle start delay: createdAt to startedAt of `count` jobs posted one after another. */
async function startDelays(web: ServerProcess, startedAt: (id: string) => Promise<number[]>) {
  const delays: number[] = [];
  for (let i = 0; i < 15; i++) {
    const id = await post(web);
    await waitForJob(web.baseUrl, id);
    const [created, started] = await startedAt(id);
    delays.push((started as number) - (created as number));
  }
  return delays;
}

async function throughput(web: ServerProcess, jobs: number): Promise<number> {
  const began = performance.now();
  const ids = await Promise.all(Array.from({ length: jobs }, (_, i) => post(web, `p${i}.jpg`)));
  await Promise.all(ids.map((id) => waitForJob(web.baseUrl, id, 300_000)));
  return jobs / ((performance.now() - began) / 1000);
}

// ---- single machine ---------------------------------------------------------------------------
const singleDir = mkdtempSync(join(tmpdir(), 'toolbox-bench-single-'));
const single = await startServerProcess(
  { ...limits, WORKERS: '1', DATA_DIR: singleDir },
  { bundled: true },
);
const sqlite = new Database(join(singleDir, 'toolbox.sqlite'), { readonly: true });
const singleDelays = await startDelays(single, async (id) => {
  const row = sqlite.prepare('select created_at, started_at from jobs where id = ?').get(id) as {
    created_at: number;
    started_at: number;
  };
  return [row.created_at, row.started_at];
});
sqlite.close();
await single.kill();
rmSync(singleDir, { recursive: true, force: true });

// ---- scaled -----------------------------------------------------------------------------------
const database = await createTestDatabase();
const bucket = await createTestBucket('bench');
const shared = {
  ...limits,
  ...bucket.env,
  DATABASE_URL: database.url,
  COOKIE_SECRET: 'bench-cluster-secret-of-at-least-32-chars',
  WORKERS: '1',
};
const timed = async (role: string) => {
  const began = performance.now();
  const process = await startServerProcess({ ...shared, ROLE: role }, { bundled: true });
  return { process, ms: performance.now() - began };
};
const web = await timed('web');
const first = await timed('worker');
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const scaledDelays = await startDelays(web.process, async (id) => {
  const { rows } = await client.query<{ created_at: string; started_at: string }>(
    'select created_at, started_at from jobs where id = $1',
    [id],
  );
  return [Number(rows[0]?.created_at), Number(rows[0]?.started_at)];
});
const oneWorker = await throughput(web.process, 40);
const second = await timed('worker');
const twoWorkers = await throughput(web.process, 40);
await client.end();
await Promise.all([web.process, first.process, second.process].map((p) => p.kill()));
await bucket.destroy();
await database.drop();

console.log(`start a web process (to /api/ready):      ${web.ms.toFixed(0)} ms`);
console.log(
  `start a worker process (to /api/ready):   ${first.ms.toFixed(0)} ms, then ${second.ms.toFixed(0)} ms`,
);
console.log(
  `POST to job start, idle, median of 15:    single machine ${median(singleDelays)} ms, scaled ${median(scaledDelays)} ms (+${median(scaledDelays) - median(singleDelays)} ms)`,
);
console.log(
  `convert-image 2 MP to WebP, 40 jobs:      1 worker ${oneWorker.toFixed(2)} jobs/s, 2 workers ${twoWorkers.toFixed(2)} jobs/s (x${(twoWorkers / oneWorker).toFixed(2)})`,
);
