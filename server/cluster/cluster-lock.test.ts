import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryClusterLock, type ClusterLock } from './cluster-lock.ts';
import { PgClusterLock } from './pg-cluster-lock.ts';
import { createPgPool, pause } from './pg-pool.ts';
import { createTestDatabase, terminateConnections, type TestDatabase } from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;
const quietLog = { warn: () => undefined, error: () => undefined };

/** Many overlapping read-pause-write rounds: any two running together lose an increment. */
async function countUnder(locks: ClusterLock[], rounds: number) {
  let counter = 0;
  let inside = 0;
  let most = 0;
  await Promise.all(
    locks.flatMap((lock) =>
      Array.from({ length: rounds }, () =>
        lock.runExclusive('counter', async () => {
          inside++;
          most = Math.max(most, inside);
          const seen = counter;
          await pause(2);
          counter = seen + 1;
          inside--;
        }),
      ),
    ),
  );
  return { counter, most };
}

describe('MemoryClusterLock', () => {
  it('never runs two calls under one name at once, and passes results and errors through', async () => {
    const lock = new MemoryClusterLock();
    expect(await countUnder([lock], 30)).toEqual({ counter: 30, most: 1 });
    await expect(lock.runExclusive('x', async () => 42)).resolves.toBe(42);
    await expect(
      lock.runExclusive('x', async () => {
        throw new Error('inside');
      }),
    ).rejects.toThrow('inside');
    await expect(lock.runExclusive('x', async () => 'after an error')).resolves.toBe(
      'after an error',
    );
  });

  it('lets calls under different names overlap', async () => {
    const lock = new MemoryClusterLock();
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside++;
      most = Math.max(most, inside);
      await pause(10);
      inside--;
    };
    await Promise.all([lock.runExclusive('a', work), lock.runExclusive('b', work)]);
    expect(most).toBe(2);
  });

  it('always leads', async () => {
    expect(await new MemoryClusterLock().tryLead('sweep')).toBe(true);
  });
});

describe.skipIf(!serverUrl)('PgClusterLock on PostgreSQL', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  const locks: PgClusterLock[] = [];

  /** A lock on a pool of the test's, or (`ownPool`) on one it makes and closes itself. */
  function newLock(name: string, ownPool = false): PgClusterLock {
    const pool = ownPool
      ? undefined
      : createPgPool(database.url, { max: 4, applicationName: name, log: quietLog });
    if (pool) pools.push(pool);
    const lock = new PgClusterLock({
      connectionString: database.url,
      pool,
      applicationName: `${name}-leader`,
      log: quietLog,
    });
    locks.push(lock);
    return lock;
  }

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
  });

  afterAll(async () => {
    await Promise.all(locks.map((lock) => lock.close()));
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it('never runs fn in two processes at once under one name', async () => {
    const result = await countUnder([newLock('count-a'), newLock('count-b')], 25);
    expect(result).toEqual({ counter: 50, most: 1 });
  });

  it('passes the result and the error of fn through and frees the lock either way', async () => {
    const lock = newLock('errors');
    const other = newLock('errors-other');
    await expect(lock.runExclusive('job-admission', async () => 'admitted')).resolves.toBe(
      'admitted',
    );
    await expect(
      lock.runExclusive('job-admission', async () => {
        throw new Error('queue full');
      }),
    ).rejects.toThrow('queue full');
    await expect(other.runExclusive('job-admission', async () => 'next')).resolves.toBe('next');
  });

  it('lets a burst of calls in one process wait in memory, not on connections of its pool', async () => {
    const pool = createPgPool(database.url, { max: 2, applicationName: 'burst', log: quietLog });
    pools.push(pool);
    const lock = new PgClusterLock({ connectionString: database.url, pool, log: quietLog });
    locks.push(lock);
    let inside = 0;
    let most = 0;
    const burst = Array.from({ length: 20 }, () =>
      lock.runExclusive('burst', async () => {
        most = Math.max(most, ++inside);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inside--;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    // One call holds a connection; the pool keeps the other for anything else (NOTIFY...).
    expect(pool.waitingCount).toBe(0);
    await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await Promise.all(burst);
    expect(most).toBe(1);
  });

  it('makes exactly one of three processes the leader, and keeps it there', async () => {
    const candidates = [newLock('lead-a'), newLock('lead-b'), newLock('lead-c')];
    const first = await Promise.all(candidates.map((lock) => lock.tryLead('sweep')));
    expect(first.filter(Boolean)).toHaveLength(1);
    for (let round = 0; round < 3; round++) {
      expect(await Promise.all(candidates.map((lock) => lock.tryLead('sweep')))).toEqual(first);
    }
    // Another name has its own leader.
    const follower = candidates[first.indexOf(false)]!;
    expect(await follower.tryLead('other-sweep')).toBe(true);
  });

  it('moves leadership when the leader closes', async () => {
    const first = newLock('move-a', true);
    const second = newLock('move-b', true);
    expect(await first.tryLead('retention')).toBe(true);
    expect(await second.tryLead('retention')).toBe(false);
    expect(await first.runExclusive('admission', async () => 'own pool')).toBe('own pool');
    await first.close();
    expect(await second.tryLead('retention')).toBe(true);
    expect(await first.tryLead('retention')).toBe(false);
  });

  it("moves leadership when the leader's session dies, and the old leader knows it lost", async () => {
    const first = newLock('cut-a');
    const second = newLock('cut-b');
    expect(await first.tryLead('cut-retention')).toBe(true);
    expect(await second.tryLead('cut-retention')).toBe(false);
    expect(await terminateConnections(database.url, 'cut-a-leader')).toBe(1);
    await pause(50);
    expect(await second.tryLead('cut-retention')).toBe(true);
    expect(await first.tryLead('cut-retention')).toBe(false);
  });
});
