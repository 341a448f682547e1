import { consoleLog, type ClusterLog } from './log.ts';

/** What travels on the queue: which job to run; everything else about it is in the database. */
export interface QueueItem {
  jobId: string;
  type: string;
}

export type QueueHandler = (item: QueueItem) => Promise<void>;

/**
 * Hands job ids to the processes that run them. Each item sent is given to one handler once; a
 * handler that fails is logged and not retried (the job system decides about runs again).
 */
export interface JobQueue {
  send(item: QueueItem): Promise<void>;
  /**
   * Starts taking items and calling `handler`, with at most `concurrency` running at once in this
   * process. Resolves once it is taking items.
   */
  work(handler: QueueHandler, options: { concurrency: number }): Promise<void>;
  /**
   * Stops taking items at once; the handlers running go on, and `send` still works (a process
   * shutting down hands back what it cannot finish).
   */
  stopTaking(): Promise<void>;
  /** Stops taking items and resolves when the handlers already running have finished. */
  close(): Promise<void>;
}

export function assertConcurrency(concurrency: number): void {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`Queue concurrency must be a whole number of at least 1, not ${concurrency}.`);
  }
}

/** The single-process queue: first in, first out, in memory; items not yet taken die with it. */
export class MemoryJobQueue implements JobQueue {
  private readonly waiting: QueueItem[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly log: ClusterLog;
  private handler: QueueHandler | undefined;
  private concurrency = 0;
  private stopped = false;
  private closed = false;

  constructor(options: { log?: ClusterLog } = {}) {
    this.log = options.log ?? consoleLog;
  }

  async send(item: QueueItem): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed.');
    this.waiting.push({ jobId: item.jobId, type: item.type });
    // A later turn, as on the PostgreSQL queue: the sender's own code runs on before the handler.
    setImmediate(() => this.takeWhatFits());
  }

  async work(handler: QueueHandler, options: { concurrency: number }): Promise<void> {
    assertConcurrency(options.concurrency);
    if (this.handler) throw new Error('This queue already has a handler.');
    if (this.closed) throw new Error('The job queue is closed.');
    this.handler = handler;
    this.concurrency = options.concurrency;
    this.takeWhatFits();
  }

  async stopTaking(): Promise<void> {
    this.stopped = true;
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.closed = true;
    await Promise.allSettled([...this.running]);
  }

  /** How many items wait to be taken (for tests and metrics). */
  get size(): number {
    return this.waiting.length;
  }

  private takeWhatFits(): void {
    const handler = this.handler;
    if (!handler) return;
    while (!this.stopped && this.running.size < this.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      const run: Promise<void> = (async () => handler(item))()
        .catch((error: unknown) =>
          this.log.error(
            { err: error, jobId: item.jobId, type: item.type },
            'a queue handler failed',
          ),
        )
        .finally(() => {
          this.running.delete(run);
          this.takeWhatFits();
        });
      this.running.add(run);
    }
  }
}
