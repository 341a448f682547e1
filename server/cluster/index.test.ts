import { randomBytes } from 'node:crypto';
import { MemoryLocker } from '@tus/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, type Cluster } from './index.ts';
import { pause } from './pg-pool.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;
const quietLog = { warn: () => undefined, error: () => undefined };

/** The same round of use for either shape: an event, a queue item, a lock, leadership. */
async function exercise(cluster: Cluster) {
  const heard = new Promise((resolve) => cluster.events.subscribe('job:1', resolve));
  await cluster.events.publish('job:1', { progress: 1 });
  const ran = new Promise((resolve) => {
    void cluster.queue.work(
      async (item) => {
        resolve(item);
      },
      { concurrency: 1 },
    );
  });
  await cluster.queue.send({ jobId: 'j1', type: 'convert-image' });
  const upload = cluster.locker.newLock('upload');
  await upload.lock(new AbortController().signal, () => undefined);
  await upload.unlock();
  return {
    heard: await heard,
    ran: await ran,
    inside: await cluster.lock.runExclusive('admission', async () => 'inside'),
    leads: await cluster.lock.tryLead('sweep'),
  };
}

const expected = {
  heard: { progress: 1 },
  ran: { jobId: 'j1', type: 'convert-image' },
  inside: 'inside',
  leads: true,
};

describe('createCluster without a database', () => {
  it('gives the in-process parts, which work together', async () => {
    const cluster = await createCluster(undefined, { log: quietLog });
    expect(cluster.kind).toBe('memory');
    expect(cluster.locker).toBeInstanceOf(MemoryLocker);
    expect(await exercise(cluster)).toEqual(expected);
    await cluster.close();
  });
});

describe.skipIf(!serverUrl)('createCluster with PostgreSQL', () => {
  const queueSchema = `pgboss_test_${randomBytes(4).toString('hex')}`;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('gives the PostgreSQL parts, which work together, and closes every connection', async () => {
    const cluster = await createCluster(database.url, {
      log: quietLog,
      queueSchema,
      applicationName: 'cluster-factory',
    });
    expect(cluster.kind).toBe('postgres');
    expect(await exercise(cluster)).toEqual(expected);
    await cluster.close();
    await cluster.close();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const schemas = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
        queueSchema,
      ]);
      expect(schemas.rowCount).toBe(1);
      await pause(200);
      const open = await client.query(
        `SELECT application_name FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(open.rows).toEqual([]);
      await client.query(`DROP SCHEMA ${queueSchema} CASCADE`);
    } finally {
      await client.end();
    }
  }, 60_000);
});
