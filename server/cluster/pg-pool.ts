import { createHash } from 'node:crypto';
import pg from 'pg';
import type { ClusterLog } from './log.ts';

export interface PgPoolOptions {
  /** Most connections open at once. */
  max?: number;
  /** Shown in pg_stat_activity, to tell this process's connections apart. */
  applicationName?: string;
  /** How long to wait for a free connection, or a new one to open, before failing (10 s). */
  connectionTimeoutMs?: number;
  log: ClusterLog;
}

/**
 * Waiting longer than this for a connection (none free, or PostgreSQL not accepting) is an outage
 * answered with a 503, not a wait without end. A stopped server refuses at once anyway.
 */
export const PG_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Keeps a connection's failure from ending the process while it is checked out of its pool: the
 * pool listens only while a connection is idle, and an `error` event nobody hears is thrown. The
 * query running on it fails with the same error, and the pool drops it when it comes back.
 */
export function surviveCheckedOutErrors(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/** A node-postgres pool whose connections may die (a restart, a terminated backend) safely. */
export function createPgPool(connectionString: string, options: PgPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    application_name: options.applicationName ?? 'toolbox',
    connectionTimeoutMillis: options.connectionTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // Without a listener, an idle connection's error would be thrown and end the process.
  pool.on('error', (error) =>
    options.log.warn({ err: error }, 'an idle PostgreSQL connection failed; the pool replaces it'),
  );
  surviveCheckedOutErrors(pool);
  return pool;
}

/**
 * The 64-bit key of a PostgreSQL advisory lock for `name`, as a decimal string for a `$1::bigint`
 * parameter. The namespace keeps, say, a tus upload and a cluster lock of the same name apart.
 */
export function advisoryKey(namespace: string, name: string): string {
  return createHash('sha256').update(`${namespace}\0${name}`).digest().readBigInt64BE(0).toString();
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
