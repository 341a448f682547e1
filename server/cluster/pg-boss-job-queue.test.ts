import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerMessage } from './fixtures/queue-worker-process.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { pause } from './pg-pool.ts';
import { createTestDatabase, median, printFigure, type TestDatabase } from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;
const workerScript = fileURLToPath(new URL('./fixtures/queue-worker-process.ts', import.meta.url));
const quietLog = { warn: () => undefined, error: () => undefined };

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(5);
  }
}

interface WorkerProcess {
  child: ChildProcess;
  runs: Extract<WorkerMessage, { kind: 'ran' }>[];
  stop(): Promise<void>;
}

function startWorker(url: string, schema: string): Promise<WorkerProcess> {
  const child = fork(workerScript, [], {
    env: { ...process.env, DATABASE_URL: url, QUEUE_SCHEMA: schema, CONCURRENCY: '4' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const runs: WorkerProcess['runs'] = [];
  let closed = false;
  const worker: WorkerProcess = {
    child,
    runs,
    async stop() {
      if (child.exitCode !== null || !child.connected) return;
      child.send('stop');
      await waitFor(() => closed, 30_000).catch(() => child.kill('SIGKILL'));
    },
  };
  return new Promise((resolve, reject) => {
    child.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') resolve(worker);
      else if (message.kind === 'ran') runs.push(message);
      else if (message.kind === 'closed') closed = true;
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code} before it was ready`)));
  });
}

describe.skipIf(!serverUrl)('PgBossJobQueue on PostgreSQL', () => {
  const schema = `pgboss_test_${randomBytes(4).toString('hex')}`;
  let database: TestDatabase;
  let producer: PgBossJobQueue;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
    producer = await PgBossJobQueue.start({
      connectionString: database.url,
      schema,
      log: quietLog,
    });
  }, 60_000);

  afterAll(async () => {
    await producer?.close();
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      await database.drop();
    }
  });

  it('keeps its tables in the schema it is given, with retries off and NOTIFY on', async () => {
    const queue = await producer.pgBoss.getQueue(producer.name);
    expect(queue).toMatchObject({ retryLimit: 0, notify: true });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(
      `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = $1`,
      [schema],
    );
    await client.end();
    expect(rows[0].tables).toBeGreaterThan(0);
  });

  it('runs at most `concurrency` handlers and survives a failing one without retrying it', async () => {
    const queueName = `limits-${randomBytes(3).toString('hex')}`;
    const errors: object[] = [];
    const queue = await PgBossJobQueue.start({
      connectionString: database.url,
      schema,
      queueName,
      log: { warn: () => undefined, error: (details) => errors.push(details) },
    });
    const calls = new Map<string, number>();
    let inFlight = 0;
    let most = 0;
    await queue.work(
      async (item) => {
        calls.set(item.jobId, (calls.get(item.jobId) ?? 0) + 1);
        inFlight++;
        most = Math.max(most, inFlight);
        await pause(30);
        inFlight--;
        if (item.type === 'fails') throw new Error('processor crashed');
      },
      { concurrency: 3 },
    );
    await queue.send({ jobId: 'bad', type: 'fails' });
    for (let i = 0; i < 15; i++) await queue.send({ jobId: `ok-${i}`, type: 'fine' });
    await waitFor(() => calls.size === 16, 20_000);
    await pause(1500);
    expect(most).toBe(3);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(errors).toContainEqual(expect.objectContaining({ jobId: 'bad', type: 'fails' }));
    const failed = await queue.pgBoss.findJobs<{ jobId: string }>(queueName, {
      data: { jobId: 'bad' },
    });
    expect(failed.map((job) => job.state)).toEqual(['failed']);

    await queue.close();
    await expect(queue.send({ jobId: 'late', type: 'fine' })).rejects.toThrow(/closed/);
  }, 60_000);

  it('close stops taking items and resolves only after the running handler has finished', async () => {
    const queue = await PgBossJobQueue.start({
      connectionString: database.url,
      schema,
      queueName: `close-${randomBytes(3).toString('hex')}`,
      log: quietLog,
    });
    const events: string[] = [];
    await queue.work(
      async (item) => {
        events.push(`start ${item.jobId}`);
        await pause(400);
        events.push(`end ${item.jobId}`);
      },
      { concurrency: 1 },
    );
    await queue.send({ jobId: 'running', type: 't' });
    await waitFor(() => events.length === 1, 5000);
    await queue.send({ jobId: 'waiting', type: 't' });
    await queue.close();
    events.push('closed');
    await pause(300);
    expect(events).toEqual(['start running', 'end running', 'closed']);
  }, 60_000);

  it('stopTaking lets the running handler finish while another instance takes what is sent', async () => {
    const queueName = `handback-${randomBytes(3).toString('hex')}`;
    const start = (log = quietLog) =>
      PgBossJobQueue.start({ connectionString: database.url, schema, queueName, log });
    const [stopping, other] = await Promise.all([start(), start()]);
    const events: string[] = [];
    let release: (() => void) | undefined;
    await stopping.work(
      async (item) => {
        events.push(`stopping took ${item.jobId}`);
        await new Promise<void>((resolve) => (release = resolve));
        events.push(`stopping ended ${item.jobId}`);
      },
      { concurrency: 1 },
    );
    await stopping.send({ jobId: 'running', type: 't' });
    await waitFor(() => events.length === 1, 5000);
    await stopping.stopTaking();
    await other.work(
      async (item) => {
        events.push(`other took ${item.jobId}`);
      },
      { concurrency: 1 },
    );
    // What a stopping worker hands back goes to the other at once (NOTIFY), not after an expiry.
    const sentAt = Date.now();
    await stopping.send({ jobId: 'handed-back', type: 't' });
    await waitFor(() => events.includes('other took handed-back'), 10_000);
    printFigure('handed-back item taken by the other instance after', `${Date.now() - sentAt} ms`);
    release?.();
    await stopping.close();
    await other.close();
    expect(events).toEqual([
      'stopping took running',
      'other took handed-back',
      'stopping ended running',
    ]);
  }, 60_000);

  it('runs 1000 items over two worker processes, each exactly once', async () => {
    const workers = await Promise.all([
      startWorker(database.url, schema),
      startWorker(database.url, schema),
    ]);
    try {
      const ids = Array.from({ length: 1000 }, () => randomUUID());
      const started = performance.now();
      await Promise.all(ids.map((jobId) => producer.send({ jobId, type: 'convert-image' })));
      const sendSeconds = (performance.now() - started) / 1000;
      const allRuns = () => workers.flatMap((worker) => worker.runs);
      await waitFor(() => allRuns().length >= ids.length, 60_000);
      const seconds = (performance.now() - started) / 1000;
      await pause(1500);
      const runs = allRuns();
      const counts = new Map<string, number>();
      for (const run of runs) counts.set(run.jobId, (counts.get(run.jobId) ?? 0) + 1);
      expect(runs.length).toBe(1000);
      expect(new Set(counts.keys())).toEqual(new Set(ids));
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const perProcess = workers.map((worker) => worker.runs.length);
      expect(perProcess.every((count) => count > 0)).toBe(true);
      printFigure(
        'pg-boss 1000 items over 2 processes (4 slots each)',
        `${seconds.toFixed(2)} s from the first send to the last run (sending took ${sendSeconds.toFixed(2)} s), ` +
          `${Math.round(1000 / seconds)} items/s, split ${perProcess.join('/')}`,
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  }, 120_000);

  it('picks an item up in another process well under 100 ms after it is sent to an idle queue', async () => {
    const worker = await startWorker(database.url, schema);
    try {
      const latencies: number[] = [];
      for (let i = 0; i < 30; i++) {
        // Idle long enough that every worker sleeps past its last fetch.
        await pause(150);
        const jobId = randomUUID();
        const sent = performance.timeOrigin + performance.now();
        await producer.send({ jobId, type: 'convert-image' });
        await waitFor(() => worker.runs.some((run) => run.jobId === jobId), 5000);
        latencies.push(worker.runs.find((run) => run.jobId === jobId)!.at - sent);
      }
      const middle = median(latencies);
      printFigure(
        'pg-boss idle pick-up latency (30 items, other process)',
        `median ${middle.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
      );
      expect(middle).toBeLessThan(100);
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
