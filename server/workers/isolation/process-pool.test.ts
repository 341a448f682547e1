import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerOutcome, WorkerTask } from '../task.ts';
import { descendantsOf, readProcessTable } from './process-table.ts';
import { ProcessPool } from './process-pool.ts';
import { workerEnvironment } from './worker-process.ts';

/**
 * The process pool against a worker entry that misbehaves on request (the real entry runs real
 * processors; the integration test job-isolation.test.ts covers those): it ignores a stop and
 * starts a `sleep` that would outlive it, holds memory, or dies.
 */
const misbehavingEntry = `
import { spawn } from 'node:child_process';
const held = [];
process.on('message', (message) => {
  if (message.type !== 'run') return;
  const behaviour = message.task.parameters.behave;
  if (behaviour === 'ok') {
    process.send({ type: 'progress', progress: 50 });
    process.send({ type: 'done', outcome: { ok: true, filename: String(process.pid) } });
  } else if (behaviour === 'ignore-stop') {
    spawn('sleep', [message.task.parameters.seconds], { stdio: 'ignore' });
    spawn('setsid', ['sleep', message.task.parameters.seconds], { stdio: 'ignore' });
  } else if (behaviour === 'hold-memory') {
    setInterval(() => held.push(Buffer.alloc(32 * 2 ** 20, 1)), 20);
  } else if (behaviour === 'keep-memory') {
    held.push(Buffer.alloc(600 * 2 ** 20, 1));
    process.send({ type: 'done', outcome: { ok: true, filename: String(process.pid) } });
  } else if (behaviour === 'exit') {
    process.exit(3);
  } else if (behaviour === 'sigkill') {
    process.kill(process.pid, 'SIGKILL');
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
`;

let folder: string;
let entry: string;
let pool: ProcessPool | undefined;
/** How long the entry's sleeps last: a number no other program on this machine sleeps for. */
const seconds = `60.${process.pid}${Date.now() % 100_000}`;

function task(behave: string): WorkerTask {
  return {
    jobId: behave,
    type: 'convert-image',
    parameters: { behave, seconds },
    inputs: [],
    outputPath: join(folder, 'out'),
    workDir: folder,
    tools: {
      ffmpeg: null,
      libreOffice: null,
      ytDlp: null,
      ghostscript: null,
      qpdf: null,
      ocrmypdf: null,
    },
    settings: { allowedUrlHosts: [], officeProfileDir: folder },
  };
}

function run(
  behave: string,
  options: { timeLimitMs?: number; memoryLimitMb?: number; signal?: AbortSignal } = {},
): Promise<WorkerOutcome> {
  return (pool as ProcessPool).run(task(behave), {
    signal: options.signal ?? new AbortController().signal,
    timeLimitMs: options.timeLimitMs ?? 30_000,
    memoryLimitMb: options.memoryLimitMb ?? 1024,
    graceMs: 300,
    onProgress: () => {},
  });
}

/** This test's live descendants whose command is `sleep`. */
async function sleepers(): Promise<number[]> {
  const table = readProcessTable();
  const { readFileSync } = await import('node:fs');
  return descendantsOf(process.pid, table).filter((pid) => {
    if (table.get(pid)?.state === 'Z') return false;
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'sleep';
    } catch {
      return false;
    }
  });
}

/** Every sleep started by the entry, wherever it was reparented: by its unique argument. */
async function anySleeper(): Promise<boolean> {
  const table = readProcessTable();
  const { readFileSync } = await import('node:fs');
  return [...table.values()].some((stat) => {
    if (stat.state === 'Z') return false;
    try {
      return readFileSync(`/proc/${stat.pid}/cmdline`, 'utf8') === `sleep\x00${seconds}\x00`;
    } catch {
      return false;
    }
  });
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'process-pool-'));
  entry = join(folder, 'entry.mjs');
  writeFileSync(entry, misbehavingEntry);
});

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.skipIf(process.platform !== 'linux')('ProcessPool', () => {
  it('runs jobs in long-lived processes and passes their answers through', async () => {
    pool = new ProcessPool(1, entry);
    await pool.started();
    const first = await run('ok');
    const second = await run('ok');
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
  });

  it('kills a job that ignores its time limit, with all it started, after the grace', async () => {
    pool = new ProcessPool(1, entry);
    const started = Date.now();
    const outcome = await run('ignore-stop', { timeLimitMs: 300 });
    expect(outcome).toEqual({ ok: false, code: 'timeout', message: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await sleepers()).toEqual([]);
    expect(await anySleeper()).toBe(false);
    // Replaced: the next job runs.
    expect(await run('ok')).toMatchObject({ ok: true });
  });

  it('stops a cancelled job the same way, failing it for the reason given', async () => {
    pool = new ProcessPool(1, entry);
    const stop = new AbortController();
    const outcome = run('ignore-stop', { signal: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.abort('cancelled');
    expect(await outcome).toEqual({ ok: false, code: 'cancelled', message: 'cancelled' });
    expect(await anySleeper()).toBe(false);
  });

  it('kills a job past its memory limit and says which limit', async () => {
    pool = new ProcessPool(1, entry);
    const started = Date.now();
    const outcome = await run('hold-memory', { memoryLimitMb: 200 });
    expect(outcome).toMatchObject({
      ok: false,
      code: 'memory_limit',
      message:
        'Image conversion needed more than 200 MB of memory and was stopped. Please try a smaller file.',
      memoryLimitMb: 200,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await run('ok')).toMatchObject({ ok: true });
  });

  it('fails only the job of a process that dies, and replaces the process', async () => {
    pool = new ProcessPool(1, entry);
    const before = await run('ok');
    expect(await run('exit')).toMatchObject({
      ok: false,
      code: 'internal_error',
      internal: expect.stringContaining('exit code 3'),
    });
    // Killed outright by someone else (the kernel's OOM killer does that): a memory failure.
    expect(await run('sigkill')).toMatchObject({ ok: false, code: 'memory_limit' });
    const after = await run('ok');
    expect(after).toMatchObject({ ok: true });
    expect(after.ok && after.filename).not.toBe(before.ok && before.filename);
  });

  it('replaces a process that kept much memory after its job', async () => {
    pool = new ProcessPool(1, entry);
    const light = await run('ok');
    expect(await run('ok')).toEqual(light);
    const heavy = await run('keep-memory');
    expect(heavy).toEqual(light);
    const after = await run('ok');
    expect(after).toMatchObject({ ok: true });
    expect(after).not.toEqual(heavy);
  });

  it('gives each slot its own process: two jobs run at once', async () => {
    pool = new ProcessPool(2, entry);
    const [one, two] = await Promise.all([run('ok'), run('ok')]);
    expect(one.ok && one.filename).not.toBe(two.ok && two.filename);
  });
});

describe('workerEnvironment', () => {
  it('keeps what programs need and leaves out the secrets', () => {
    expect(
      workerEnvironment({
        PATH: '/usr/bin',
        HOME: '/home/app',
        VIPS_CONCURRENCY: '2',
        COOKIE_SECRET: 'x'.repeat(32),
        SMTP_PASSWORD: 'p',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
        DATABASE_URL: 'postgres://u:p@h/db',
      }),
    ).toEqual({ PATH: '/usr/bin', HOME: '/home/app', VIPS_CONCURRENCY: '2' });
  });
});
