import pg from 'pg';
import { KeyedMutex, type ClusterLock } from './cluster-lock.ts';
import { consoleLog, type ClusterLog } from './log.ts';
import { advisoryKey, createPgPool } from './pg-pool.ts';

export interface PgClusterLockOptions {
  connectionString: string;
  /**
   * `runExclusive` holds one of its connections while it waits and runs; without a pool the lock
   * makes (and closes) its own.
   */
  pool?: pg.Pool;
  /** Names the leadership session in pg_stat_activity. */
  applicationName?: string;
  log?: ClusterLog;
}

/**
 * The cluster lock on PostgreSQL advisory locks. `runExclusive` takes a session lock on a pooled
 * connection around `fn`. Leadership is a session lock on one dedicated connection kept open: the
 * server drops it when that connection ends, so a process that dies or is cut off stops leading
 * and the next to ask takes over.
 */
export class PgClusterLock implements ClusterLock {
  private readonly options: PgClusterLockOptions;
  private readonly log: ClusterLog;
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly leading = new Set<string>();
  /** Leadership calls one at a time, so the session and the set above stay in step. */
  private readonly leadership = new KeyedMutex();
  /**
   * Calls of this process for one name wait here, in memory, one at a time: only one of them
   * holds a pooled connection waiting on the advisory lock. Were every caller to wait on the
   * database, a burst of them (job admissions under load) would take every connection of the
   * pool, and what else needs one (NOTIFY, the next admission) would time out waiting for it.
   */
  private readonly local = new KeyedMutex();
  private session: pg.Client | undefined;
  private closed = false;

  constructor(options: PgClusterLockOptions) {
    this.options = options;
    this.log = options.log ?? consoleLog;
    this.ownsPool = !options.pool;
    this.pool =
      options.pool ??
      createPgPool(options.connectionString, {
        max: 4,
        applicationName: options.applicationName ?? 'toolbox-lock',
        log: this.log,
      });
  }

  runExclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
    return this.local.run(name, () => this.runLocked(name, fn));
  }

  private async runLocked<T>(name: string, fn: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The cluster lock is closed.');
    const key = advisoryKey('cluster-lock', name);
    const client = await this.pool.connect();
    let failure: Error | undefined;
    const onError = (error: Error) => {
      failure = error;
      this.log.warn({ err: error, lock: name }, 'lost the connection holding a cluster lock');
    };
    client.on('error', onError);
    try {
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
      try {
        return await fn();
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1::bigint)', [key])
          .catch((error: Error) => (failure ??= error));
      }
    } catch (error) {
      failure ??= error instanceof Error ? error : undefined;
      throw error;
    } finally {
      client.off('error', onError);
      // A connection in doubt is closed, which releases any lock it might still hold.
      client.release(failure);
    }
  }

  tryLead(name: string): Promise<boolean> {
    return this.leadership.run('leadership', () => this.lead(name));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.leadership.run('leadership', async () => {
      this.leading.clear();
      const session = this.session;
      this.session = undefined;
      await session?.end().catch(() => undefined);
    });
    if (this.ownsPool) await this.pool.end();
  }

  private async lead(name: string): Promise<boolean> {
    if (this.closed) return false;
    let session: pg.Client;
    try {
      session = await this.openSession();
      if (this.leading.has(name)) {
        // Still connected means still holding; a session that died took the lock with it.
        await session.query('SELECT 1');
        return true;
      }
      const { rows } = await session.query<{ got: boolean }>(
        'SELECT pg_try_advisory_lock($1::bigint) AS got',
        [advisoryKey('cluster-lead', name)],
      );
      if (rows[0]?.got) this.leading.add(name);
      return rows[0]?.got === true;
    } catch (error) {
      this.log.warn({ err: error, lead: name }, 'cannot reach PostgreSQL to lead; not leading');
      this.dropSession();
      return false;
    }
  }

  private async openSession(): Promise<pg.Client> {
    if (this.session) return this.session;
    const session = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName ?? 'toolbox-leader',
      keepAlive: true,
    });
    session.on('error', (error) => {
      if (this.session !== session) return;
      this.log.warn(
        { err: error },
        'the leadership session dropped; leading nothing until renewed',
      );
      this.dropSession();
    });
    session.on('end', () => {
      if (this.session === session) this.dropSession();
    });
    await session.connect();
    this.session = session;
    return session;
  }

  private dropSession(): void {
    const session = this.session;
    this.session = undefined;
    this.leading.clear();
    session?.end().catch(() => undefined);
  }
}
