import type { Cluster, ClusterOptions } from './index.ts';
import { consoleLog } from './log.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { PgClusterLock } from './pg-cluster-lock.ts';
import { PgEventBus } from './pg-event-bus.ts';
import { createPgPool } from './pg-pool.ts';
import { PgTusLocker } from './tus-locker.ts';

/** The cluster parts on one PostgreSQL: one pool shared by events, tus locks and the lock. */
export async function createPgCluster(
  databaseUrl: string,
  options: ClusterOptions,
): Promise<Cluster> {
  const log = options.log ?? consoleLog;
  const name = options.applicationName ?? 'toolbox';
  const pool = createPgPool(databaseUrl, { max: options.poolMax, applicationName: name, log });
  const lock = new PgClusterLock({
    connectionString: databaseUrl,
    pool,
    applicationName: `${name}-leader`,
    log,
  });
  let events: PgEventBus | undefined;
  let locker: PgTusLocker | undefined;
  let queue: PgBossJobQueue | undefined;
  // Running handlers may still publish, lock or hold uploads: the queue goes first, the pool last.
  const close = async () => {
    await queue?.close();
    await locker?.close();
    await lock.close();
    await events?.close();
    await pool.end();
  };
  try {
    events = await PgEventBus.start({
      connectionString: databaseUrl,
      pool,
      applicationName: `${name}-events`,
      log,
    });
    locker = new PgTusLocker({ pool, events, acquireLockTimeoutMs: options.tusLockTimeoutMs, log });
    queue = await PgBossJobQueue.start({
      connectionString: databaseUrl,
      schema: options.queueSchema,
      log,
    });
    return { kind: 'postgres', events, queue, locker, lock, close: onlyOnce(close) };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

function onlyOnce(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
