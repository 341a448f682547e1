import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type pg from 'pg';
import type { EventBus } from './event-bus.ts';
import { consoleLog, type ClusterLog } from './log.ts';
import { advisoryKey, pause } from './pg-pool.ts';

/** The topic on which a process asks the holder of an upload's lock to let it go. */
export const TUS_RELEASE_TOPIC = 'tus-release';

/**
 * A request to let an upload's lock go: `at` is when it was sent (Date.now() of the asking
 * process). It is meant for the lock held then: a request that arrives after its sender got the
 * lock, used it and let it go must not end the next holder's PATCH half-way.
 */
export interface ReleaseRequest {
  id: string;
  at: number;
}

export interface PgTusLockerOptions {
  /** Each held lock keeps one of its connections until unlocked. */
  pool: pg.Pool;
  events: EventBus;
  /** How long lock() keeps trying before it fails; tus's MemoryLocker waits 30 s too. */
  acquireLockTimeoutMs?: number;
  log?: ClusterLog;
}

/** Waits between attempts at a held lock: doubling from the first to the last. */
const RETRY_FIRST_MS = 10;
const RETRY_LAST_MS = 200;
/** A release request is sent again this often while waiting, in case the first was missed. */
const ASK_AGAIN_MS = 1000;

/**
 * @tus/server's Locker across processes: an upload's lock is a PostgreSQL advisory lock held on a
 * pooled connection for as long as the lock lives, so whichever web process a PATCH reaches, only
 * one writes to an upload at a time. The lock goes when the connection goes (a crashed process
 * frees its uploads). A process that wants a lock another holds asks for it on the event bus; the
 * holder calls its request's release callback, which ends that stalled PATCH and unlocks, as
 * tus's MemoryLocker does within one process.
 */
export class PgTusLocker implements Locker {
  readonly pool: pg.Pool;
  readonly events: EventBus;
  readonly timeoutMs: number;
  readonly log: ClusterLog;
  /** The locks this process holds, by upload id. */
  private readonly held = new Map<string, Set<PgTusLock>>();
  private readonly stopListening: () => void;

  constructor(options: PgTusLockerOptions) {
    this.pool = options.pool;
    this.events = options.events;
    this.timeoutMs = options.acquireLockTimeoutMs ?? 30_000;
    this.log = options.log ?? consoleLog;
    this.stopListening = this.events.subscribe(TUS_RELEASE_TOPIC, (message) =>
      this.onReleaseRequest(message),
    );
  }

  newLock(id: string): Lock {
    return new PgTusLock(id, this);
  }

  /** Stops answering release requests; locks still held stay held until unlocked. */
  async close(): Promise<void> {
    this.stopListening();
  }

  holding(lock: PgTusLock): void {
    const locks = this.held.get(lock.id) ?? new Set();
    locks.add(lock);
    this.held.set(lock.id, locks);
  }

  released(lock: PgTusLock): void {
    const locks = this.held.get(lock.id);
    locks?.delete(lock);
    if (locks?.size === 0) this.held.delete(lock.id);
  }

  private onReleaseRequest(message: unknown): void {
    const { id, at } = (message ?? {}) as { id?: unknown; at?: unknown };
    if (typeof id !== 'string') return;
    for (const lock of this.held.get(id) ?? []) {
      // Sent before this lock was taken: meant for an earlier holder. (A waiter asks again every
      // second, so a clock behind this one only delays its request; one without `at` is honoured.)
      if (typeof at === 'number' && at < lock.lockedAt) continue;
      lock.askToRelease();
    }
  }
}

class PgTusLock implements Lock {
  readonly id: string;
  private readonly locker: PgTusLocker;
  private readonly key: string;
  private client: pg.PoolClient | undefined;
  private requestRelease: RequestRelease | undefined;
  /** When this process took the lock (Date.now()). */
  lockedAt = 0;
  /** Set when the connection died while held: the lock is already gone on the server. */
  private lost = false;
  private readonly onConnectionError = (error: Error) => this.connectionFailed(error);

  constructor(id: string, locker: PgTusLocker) {
    this.id = id;
    this.locker = locker;
    this.key = advisoryKey('tus-upload', id);
  }

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    if (this.client) throw new Error(`The lock on upload ${this.id} is already held.`);
    const deadline = Date.now() + this.locker.timeoutMs;
    const client = await this.locker.pool.connect();
    client.on('error', this.onConnectionError);
    try {
      let wait = RETRY_FIRST_MS;
      let askedAt = -Infinity;
      while (!stopSignal.aborted) {
        const { rows } = await client.query<{ got: boolean }>(
          'SELECT pg_try_advisory_lock($1::bigint) AS got',
          [this.key],
        );
        if (rows[0]?.got) {
          this.client = client;
          this.requestRelease = requestRelease;
          this.lockedAt = Date.now();
          this.lost = false;
          this.locker.holding(this);
          return;
        }
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          const request: ReleaseRequest = { id: this.id, at: askedAt };
          await this.locker.events.publish(TUS_RELEASE_TOPIC, request).catch((error) => {
            this.locker.log.warn({ err: error, uploadId: this.id }, 'cannot ask for a tus lock');
          });
        }
        const left = deadline - Date.now();
        if (left <= 0) break;
        await pause(Math.min(wait, left), stopSignal);
        wait = Math.min(wait * 2, RETRY_LAST_MS);
      }
      throw ERRORS.ERR_LOCK_TIMEOUT;
    } catch (error) {
      client.off('error', this.onConnectionError);
      // A connection that failed a query is dropped rather than handed to the next user.
      client.release(error instanceof Error ? error : undefined);
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = undefined;
    this.requestRelease = undefined;
    this.locker.released(this);
    client.off('error', this.onConnectionError);
    if (this.lost) {
      client.release(true);
      return;
    }
    try {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [this.key]);
      client.release();
    } catch (error) {
      // Dropping the connection drops the lock with it.
      client.release(error instanceof Error ? error : true);
    }
  }

  askToRelease(): void {
    const requestRelease = this.requestRelease;
    if (!requestRelease) return;
    Promise.resolve()
      .then(requestRelease)
      .catch((error: unknown) =>
        this.locker.log.error({ err: error, uploadId: this.id }, 'a tus release callback failed'),
      );
  }

  /** The server has let the lock go with the connection: whatever is writing must stop now. */
  private connectionFailed(error: Error): void {
    if (!this.client) return;
    this.lost = true;
    this.locker.log.warn(
      { err: error, uploadId: this.id },
      'lost the connection holding a tus lock',
    );
    this.askToRelease();
  }
}
