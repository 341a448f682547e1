import type { Cluster, ClusterOptions } from './index.ts';
import { consoleLog } from './log.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { PgClusterLock } from './pg-cluster-lock.ts';
import { PgEventBus } from './pg-event-bus.ts';
import { createPgPool } from './pg-pool.ts';
import { PgTusLocker } from './tus-locker.ts';

/**
 * The cluster parts on one PostgreSQL. tus locks get a pool of their own: they hold connections for
 * as long as an upload's request lasts, and must not starve the events and job admission.
 */
export async function createPgCluster(
  databaseUrl: string,
  options: ClusterOptions,
): Promise<Cluster> {
  const log = options.log ?? consoleLog;
  const name = options.applicationName ?? 'toolbox';
  const pool = createPgPool(databaseUrl, {
    max: options.poolMax ?? 10,
    applicationName: name,
    log,
  });
  const lockTimeoutMs = options.tusLockTimeoutMs ?? 30_000;
  const tusPool = createPgPool(databaseUrl, {
    max: options.tusPoolMax ?? 20,
    applicationName: `${name}-tus`,
    // Waiting for a free connection counts against the lock's own wait.
    connectionTimeoutMs: lockTimeoutMs,
    log,
  });
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
    await tusPool.end();
    await pool.end();
  };
  try {
    events = await PgEventBus.start({
      connectionString: databaseUrl,
      pool,
      applicationName: `${name}-events`,
      log,
    });
    locker = new PgTusLocker({ pool: tusPool, events, acquireLockTimeoutMs: lockTimeoutMs, log });
    queue = await PgBossJobQueue.start({
      connectionString: databaseUrl,
      schema: options.queueSchema,
      log,
    });
    const bus = events;
    const check = () => {
      if (!bus.listening) throw new Error('the event connection is being opened again');
    };
    return { kind: 'postgres', events, queue, locker, lock, check, close: onlyOnce(close) };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

function onlyOnce(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
