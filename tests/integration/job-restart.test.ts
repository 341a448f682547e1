import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledShape } from '../support/scaled-shape.ts';
import type { JobView } from '../../shared/jobs/view.ts';
import { makePdf, postJobForm, waitForJob } from '../support/jobs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;
let port: number;
let child: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Starts the real server as its own process, as production does, on the same data folder. */
async function startServer(env: Record<string, string> = {}): Promise<string> {
  // A server an earlier test left running would hold the port and answer for the new one.
  await killServer();
  child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      // Only what the server needs: a shell's DATABASE_URL or S3_* must not switch its shape.
      PATH: process.env.PATH,
      CURRENCY_RATES_URL: 'off',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WORKERS: '1',
      JOBS_PER_CLIENT: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return baseUrl;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Kills the server the hard way: no shutdown code runs, as in a crash or a power cut. */
async function killServer(): Promise<void> {
  if (!child) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  child = undefined;
}

/** Stops the server as a deploy does (SIGTERM); resolves its exit code once it has exited. */
async function stopServer(): Promise<number | null> {
  if (!child) return null;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  child = undefined;
  return code;
}

function jobRow(id: string): { status: string; attempts: number; error_code: string | null } {
  const db = new Database(join(dataDir, 'toolbox.sqlite'), { readonly: true });
  try {
    return db
      .prepare('select status, attempts, error_code from jobs where id = ?')
      .get(id) as never;
  } finally {
    db.close();
  }
}

/**
 * Pages of the job killed mid-way: long enough to be seen running in each run on a quiet machine
 * (30 pages were done in half a second there), within the page budget (200).
 */
const LONG_JOB_PAGES = 200;

async function startLongJob(baseUrl: string, pages: number): Promise<string> {
  const response = await postJobForm(
    baseUrl,
    'pdf-to-images',
    [{ field: 'file', name: 'long.pdf', bytes: await makePdf(pages) }],
    {},
    { accept: 'application/json' },
  );
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** Until the job runs in its `attempt`-th run (a row left `processing` by a crash is not that). */
async function waitUntilRunning(baseUrl: string, id: string, attempt: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const view = (await (await fetch(`${baseUrl}/api/jobs/${id}`)).json()) as JobView;
    const running = view.status === 'processing' && (view.progress ?? 0) > 3;
    if (running && jobRow(id).attempts === attempt) return;
    if (Date.now() > deadline) throw new Error(`job never ran: ${JSON.stringify(view)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'toolbox-restart-'));
  port = await freePort();
});

afterAll(async () => {
  await killServer();
  rmSync(dataDir, { recursive: true, force: true });
});

// The single machine's own restart story (its SQLite file); cluster.test.ts covers the scaled shape.
describe.skipIf(scaledShape)('a server killed during a job', () => {
  it(
    'runs the job again on restart, and deletes what no job owns',
    { timeout: 180_000 },
    async () => {
      let baseUrl = await startServer();
      const id = await startLongJob(baseUrl, LONG_JOB_PAGES);
      await waitUntilRunning(baseUrl, id, 1);
      await killServer();
      expect(jobRow(id)).toMatchObject({ status: 'processing', attempts: 1 });
      // Left behind by the crash, or by anything else: a stray stored file and a scratch folder.
      const stray = join(dataDir, 'files', '0123456789abcdef0123456789abcdef');
      writeFileSync(stray, 'left over');
      mkdirSync(join(dataDir, 'work', 'fedcba9876543210fedcba9876543210'), { recursive: true });

      baseUrl = await startServer();
      const done = await waitForJob(baseUrl, id, 120_000);
      expect(done.status).toBe('completed');
      expect(jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });
      const zip = Buffer.from(await (await fetch(`${baseUrl}/api/download/${id}`)).arrayBuffer());
      expect(Object.keys(unzipSync(new Uint8Array(zip)))).toHaveLength(LONG_JOB_PAGES);
      expect(readdirSync(join(dataDir, 'files'))).not.toContain('0123456789abcdef0123456789abcdef');
      expect(readdirSync(join(dataDir, 'work'))).toEqual([]);
      await killServer();
    },
  );

  it(
    'fails a job that was running at two crashes, and deletes its files',
    { timeout: 180_000 },
    async () => {
      let baseUrl = await startServer();
      const id = await startLongJob(baseUrl, LONG_JOB_PAGES);
      await waitUntilRunning(baseUrl, id, 1);
      await killServer();
      baseUrl = await startServer();
      await waitUntilRunning(baseUrl, id, 2);
      await killServer();
      expect(jobRow(id)).toMatchObject({ status: 'processing', attempts: 2 });

      baseUrl = await startServer();
      const view = (await (await fetch(`${baseUrl}/api/jobs/${id}`)).json()) as JobView;
      expect(view).toMatchObject({
        status: 'failed',
        error: {
          code: 'interrupted',
          message: 'The server restarted while this job was running. Please try again.',
        },
      });
      const left = readdirSync(join(dataDir, 'files'));
      // Only the first test's result is still kept (its hour is not up).
      expect(left).toHaveLength(1);
    },
  );

  it(
    'stopped with SIGTERM, lets the running job finish within SHUTDOWN_GRACE_SECONDS',
    { timeout: 180_000 },
    async () => {
      const baseUrl = await startServer({ SHUTDOWN_GRACE_SECONDS: '120' });
      const id = await startLongJob(baseUrl, LONG_JOB_PAGES);
      await waitUntilRunning(baseUrl, id, 1);
      expect(await stopServer()).toBe(0);
      expect(jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
    },
  );

  it(
    'stopped with SIGTERM past the grace, runs the job again at the next start, not counting the stop',
    { timeout: 180_000 },
    async () => {
      let baseUrl = await startServer({ SHUTDOWN_GRACE_SECONDS: '0' });
      const id = await startLongJob(baseUrl, LONG_JOB_PAGES);
      await waitUntilRunning(baseUrl, id, 1);
      expect(await stopServer()).toBe(0);
      expect(jobRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
      baseUrl = await startServer();
      expect((await waitForJob(baseUrl, id, 120_000)).status).toBe('completed');
      expect(jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
      await killServer();
    },
  );
});
