import { ERRORS, type Lock } from '@tus/utils';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgEventBus } from './pg-event-bus.ts';
import { createPgPool, pause } from './pg-pool.ts';
import {
  createTestDatabase,
  printFigure,
  terminateConnections,
  type TestDatabase,
} from './test-database.ts';
import { PgTusLocker, TUS_RELEASE_TOPIC } from './tus-locker.ts';

const serverUrl = process.env.DATABASE_URL;
const quietLog = { warn: () => undefined, error: () => undefined };
const never = new AbortController().signal;

/** One web process's share: its own pool, event bus and locker. */
interface Process {
  pool: pg.Pool;
  events: PgEventBus;
  locker: PgTusLocker;
}

async function startProcess(url: string, name: string, timeoutMs: number): Promise<Process> {
  const pool = createPgPool(url, { max: 5, applicationName: name, log: quietLog });
  const events = await PgEventBus.start({
    connectionString: url,
    applicationName: `${name}-events`,
    log: quietLog,
  });
  const locker = new PgTusLocker({ pool, events, acquireLockTimeoutMs: timeoutMs, log: quietLog });
  return { pool, events, locker };
}

async function stopProcess(process: Process | undefined): Promise<void> {
  if (!process) return;
  await process.locker.close();
  await process.events.close();
  await process.pool.end();
}

describe.skipIf(!serverUrl)('PgTusLocker on PostgreSQL', () => {
  let database: TestDatabase;
  let a: Process;
  let b: Process;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
    a = await startProcess(database.url, 'locker-a', 400);
    b = await startProcess(database.url, 'locker-b', 400);
  });

  afterAll(async () => {
    await stopProcess(a);
    await stopProcess(b);
    await database?.drop();
  });

  it('lets one process at a time hold an upload, fails the other after the timeout, and asks the holder', async () => {
    const asked: string[] = [];
    const held = a.locker.newLock('upload-1');
    await held.lock(never, () => {
      asked.push('release requested');
    });
    const started = Date.now();
    await expect(b.locker.newLock('upload-1').lock(never, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    await held.unlock();
    const next = b.locker.newLock('upload-1');
    await next.lock(never, () => undefined);
    await next.unlock();
  });

  it('does not make different uploads wait for each other', async () => {
    const first = a.locker.newLock('upload-x');
    const second = b.locker.newLock('upload-y');
    await first.lock(never, () => undefined);
    const started = Date.now();
    await second.lock(never, () => undefined);
    expect(Date.now() - started).toBeLessThan(100);
    await first.unlock();
    await second.unlock();
  });

  it('gets the lock once the holder in the other process honours the release request', async () => {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const held: Lock = a.locker.newLock('upload-2');
      // As tus does: the release callback ends the stalled PATCH, which then unlocks.
      await held.lock(never, () => void pause(5).then(() => held.unlock()));
      const wanted = b.locker.newLock('upload-2');
      const started = performance.now();
      await wanted.lock(never, () => undefined);
      times.push(performance.now() - started);
      await wanted.unlock();
    }
    printFigure(
      'tus lock hand-over between processes (10 times)',
      `median ${times.sort((x, y) => x - y)[5]!.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
    expect(Math.max(...times)).toBeLessThan(1000);
  });

  it('does not end a lock on a release request sent before it was taken, only on a later one', async () => {
    const held = b.locker.newLock('upload-late');
    let asked = 0;
    await held.lock(never, () => void asked++);
    // The request of a waiter that has since had the lock and let it go, arriving late.
    await a.events.publish(TUS_RELEASE_TOPIC, { id: 'upload-late', at: Date.now() - 1000 });
    await pause(200);
    expect(asked).toBe(0);
    await a.events.publish(TUS_RELEASE_TOPIC, { id: 'upload-late', at: Date.now() });
    for (let i = 0; i < 50 && asked === 0; i++) await pause(10);
    expect(asked).toBe(1);
    await held.unlock();
  });

  it('hands a lock over within one process too, through the same request', async () => {
    const held = a.locker.newLock('upload-3');
    await held.lock(never, () => void held.unlock());
    const wanted = a.locker.newLock('upload-3');
    await wanted.lock(never, () => undefined);
    await wanted.unlock();
  });

  it('stops waiting when the request is aborted', async () => {
    const held = a.locker.newLock('upload-4');
    await held.lock(never, () => undefined);
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 50);
    const started = Date.now();
    await expect(b.locker.newLock('upload-4').lock(stop.signal, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    expect(Date.now() - started).toBeLessThan(300);
    await held.unlock();
  });

  it('frees the lock when the holding connection dies, and tells the holder to stop', async () => {
    const holder = await startProcess(database.url, 'locker-doomed', 400);
    try {
      let toldToStop = false;
      const held = holder.locker.newLock('upload-5');
      await held.lock(never, () => {
        toldToStop = true;
      });
      expect(await terminateConnections(database.url, 'locker-doomed')).toBeGreaterThanOrEqual(1);
      const wanted = b.locker.newLock('upload-5');
      await wanted.lock(never, () => undefined);
      expect(toldToStop).toBe(true);
      await expect(held.unlock()).resolves.toBeUndefined();
      await wanted.unlock();
    } finally {
      await stopProcess(holder);
    }
  });

  it('refuses to unlock a lock it does not hold', async () => {
    await expect(a.locker.newLock('upload-6').unlock()).rejects.toThrow(/unlocked lock/);
  });
});
