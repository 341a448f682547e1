import { PgBoss } from 'pg-boss';
import {
  assertConcurrency,
  type JobQueue,
  type QueueHandler,
  type QueueItem,
} from './job-queue.ts';
import { consoleLog, type ClusterLog } from './log.ts';
import { PG_CONNECT_TIMEOUT_MS } from './pg-pool.ts';

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema?: string;
  /** The pg-boss queue the items go on. */
  queueName?: string;
  /**
   * The longest a handler may run before pg-boss gives up on it (at most 24 hours, pg-boss's
   * limit). The job system's own time limits are far shorter; this only frees a slot a handler
   * that never returns would hold.
   */
  maxRunSeconds?: number;
  /**
   * Seconds between an idle worker's fetches (default 2): only a backstop, as NOTIFY wakes idle
   * workers when an item arrives. While pg-boss cannot LISTEN, a quarter of it (at least 0.5 s).
   */
  pollingIntervalSeconds?: number;
  /** Most connections pg-boss's own pool opens. */
  poolMax?: number;
  log?: ClusterLog;
}

export const DEFAULT_QUEUE_SCHEMA = 'pgboss';
export const DEFAULT_QUEUE_NAME = 'toolbox-jobs';

/**
 * The job queue on pg-boss 12. Tuned for low latency and for long jobs:
 * - the queue has `notify` and the instance `useListenNotify`, so an idle worker is woken by a
 *   NOTIFY the moment an item is committed; polling only covers a lost notification;
 * - one pg-boss worker per slot, each fetching one item at a time: an item fetched is claimed, so a
 *   batch would keep waiting items from another process that has free slots (a video job can take
 *   minutes). After each item its worker is woken to fetch again at once instead of sleeping out
 *   the polling interval, so a backlog drains at the speed of the database;
 * - retries off (retryLimit 0): a failed handler fails its item, and the job system decides
 *   whether the job runs again.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly queueName: string;
  private readonly options: PgBossJobQueueOptions;
  private readonly log: ClusterLog;
  private readonly workerIds: string[] = [];
  private readonly running = new Set<Promise<void>>();
  private working = false;
  private stopped: Promise<void> | undefined;
  private closed = false;

  private constructor(boss: PgBoss, options: PgBossJobQueueOptions) {
    this.boss = boss;
    this.options = options;
    this.queueName = options.queueName ?? DEFAULT_QUEUE_NAME;
    this.log = options.log ?? consoleLog;
  }

  /** Connects, installs or migrates pg-boss's schema when needed, and makes sure the queue exists. */
  static async start(options: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
    const log = options.log ?? consoleLog;
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? DEFAULT_QUEUE_SCHEMA,
      max: options.poolMax ?? 10,
      application_name: 'toolbox-queue',
      // As the other pools: an outage fails a send (a 503) instead of holding it.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      useListenNotify: true,
      // Cron schedules are not used; the retention sweep has its own timer and cluster lock.
      schedule: false,
    });
    // pg-boss reports fetch, maintenance and handler failures as 'error' events: unheard, Node
    // would throw them and end the process.
    // While PostgreSQL is down every slot's fetch fails twice a second: one line per 5 s says it.
    let quietUntil = 0;
    let unsaid = 0;
    boss.on('error', (error) => {
      const now = Date.now();
      if (now < quietUntil) {
        unsaid++;
        return;
      }
      log.error({ err: error, ...(unsaid ? { unsaid } : {}) }, 'pg-boss reported an error');
      unsaid = 0;
      quietUntil = now + 5000;
    });
    boss.on('warning', (warning) => log.warn({ data: warning.data }, warning.message));
    await boss.start();
    const queue = new PgBossJobQueue(boss, options);
    try {
      await queue.ensureQueue();
    } catch (error) {
      await boss.stop({ graceful: false, close: true });
      throw error;
    }
    return queue;
  }

  async send(item: QueueItem): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed.');
    await this.boss.send(this.queueName, { jobId: item.jobId, type: item.type });
  }

  async work(handler: QueueHandler, options: { concurrency: number }): Promise<void> {
    assertConcurrency(options.concurrency);
    if (this.working) throw new Error('This queue already has a handler.');
    if (this.closed) throw new Error('The job queue is closed.');
    this.working = true;
    const polling = this.options.pollingIntervalSeconds ?? 2;
    for (let n = 0; n < options.concurrency; n++) {
      // Known once work() returns, which is before this slot's first fetch can come back.
      const slot: { workerId?: string } = {};
      slot.workerId = await this.boss.work<QueueItem>(
        this.queueName,
        {
          batchSize: 1,
          localConcurrency: 1,
          pollingIntervalSeconds: Math.max(0.5, polling / 4),
          notifyPollingIntervalSeconds: Math.max(0.5, polling),
        },
        async ([job]) => {
          if (!job) return;
          try {
            await this.run(handler, job.data);
          } finally {
            // There may be more: fetch again now rather than after the polling interval.
            if (slot.workerId) this.boss.notifyWorker(slot.workerId);
          }
        },
      );
      this.workerIds.push(slot.workerId);
    }
  }

  /** The slots fetch no more; the handlers running go on, and pg-boss stays open for `send`. */
  stopTaking(): Promise<void> {
    this.stopped ??= Promise.allSettled(
      this.workerIds.map((id) => this.boss.offWork(this.queueName, { id, wait: false })),
    ).then(() => undefined);
    return this.stopped;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopTaking();
    await Promise.allSettled([...this.running]);
    await this.boss.stop({ graceful: true, close: true });
  }

  /** The pg-boss instance, for tests and the operator's queries. */
  get pgBoss(): PgBoss {
    return this.boss;
  }

  get name(): string {
    return this.queueName;
  }

  private async ensureQueue(): Promise<void> {
    const settings = {
      retryLimit: 0,
      notify: true,
      expireInSeconds: this.options.maxRunSeconds ?? 24 * 60 * 60,
      // A finished item is of no use: the job's record is in the application's own tables.
      deleteAfterSeconds: 60 * 60,
    };
    await this.boss.createQueue(this.queueName, settings);
    // createQueue leaves an existing queue as it was; these settings are part of the contract.
    await this.boss.updateQueue(this.queueName, settings);
  }

  /** Runs one handler, counted so close() can wait for it even past pg-boss's own wait. */
  private async run(handler: QueueHandler, data: QueueItem): Promise<void> {
    const item = { jobId: data.jobId, type: data.type };
    const run = (async () => handler(item))();
    this.running.add(run);
    try {
      await run;
    } catch (error) {
      this.log.error({ err: error, jobId: item.jobId, type: item.type }, 'a queue handler failed');
      // Thrown on so pg-boss records the item as failed; with retries off it is not run again.
      throw error;
    } finally {
      this.running.delete(run);
    }
  }
}
