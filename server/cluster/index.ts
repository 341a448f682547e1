import { MemoryLocker } from '@tus/server';
import type { Locker } from '@tus/utils';
import { MemoryClusterLock, type ClusterLock } from './cluster-lock.ts';
import { MemoryEventBus, type EventBus } from './event-bus.ts';
import { MemoryJobQueue, type JobQueue } from './job-queue.ts';
import { consoleLog, type ClusterLog } from './log.ts';

export type { ClusterLock } from './cluster-lock.ts';
export type { EventBus } from './event-bus.ts';
export type { JobQueue, QueueHandler, QueueItem } from './job-queue.ts';
export type { ClusterLog } from './log.ts';
export { TUS_RELEASE_TOPIC } from './tus-locker.ts';

/** What the job system, the tus server and the sweeper share with the other processes. */
export interface Cluster {
  readonly kind: 'memory' | 'postgres';
  events: EventBus;
  queue: JobQueue;
  /** For @tus/server's `locker` option. */
  locker: Locker;
  lock: ClusterLock;
  /**
   * Throws, saying what, while a connection the cluster keeps open is down (the LISTEN connection
   * that carries progress and cancels is being opened again after an outage).
   */
  check(): void;
  /** Stops taking queue items, waits for running handlers, then closes every connection. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  log?: ClusterLog;
  /** pg-boss's schema (default `pgboss`). */
  queueSchema?: string;
  /** Most connections of the pool for NOTIFY and `runExclusive`; default 10. */
  poolMax?: number;
  /**
   * Most connections for tus locks; default 20. Each PATCH, HEAD or other tus request holds one
   * while it has its upload's lock, so this bounds the uploads one web process serves at once.
   */
  tusPoolMax?: number;
  /** How long a tus request waits for an upload's lock before failing; default 30 s. */
  tusLockTimeoutMs?: number;
  /** Prefix of this process's connection names in pg_stat_activity; default `toolbox`. */
  applicationName?: string;
}

/**
 * The cluster parts for the settings: in-process ones without a database URL (one process, the
 * default), PostgreSQL ones with it. The PostgreSQL code is loaded only when it is used.
 */
export async function createCluster(
  databaseUrl: string | undefined,
  options: ClusterOptions = {},
): Promise<Cluster> {
  if (databaseUrl) {
    const { createPgCluster } = await import('./pg-cluster.ts');
    return createPgCluster(databaseUrl, options);
  }
  const log = options.log ?? consoleLog;
  const queue = new MemoryJobQueue({ log });
  const events = new MemoryEventBus({ log });
  return {
    kind: 'memory',
    events,
    queue,
    locker: new MemoryLocker({ acquireLockTimeout: options.tusLockTimeoutMs ?? 30_000 }),
    lock: new MemoryClusterLock(),
    check() {},
    async close() {
      await queue.close();
      await events.close();
    },
  };
}
