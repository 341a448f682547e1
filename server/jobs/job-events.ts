import { EventEmitter } from 'node:events';
import { isFinished, type JobUpdate } from '../../shared/jobs/view.ts';
import type { EventBus } from '../cluster/event-bus.ts';
import { countDown } from './view.ts';

/** Bus topics of the job system. */
export const topics = {
  /** { id, update }: a job's new state, from the process that changed it. */
  update: 'job-update',
  /** {}: the line moved (a job started or left it); waiting jobs' places changed. */
  queue: 'job-queue',
  /** { id, code }: stop this job wherever it runs. */
  cancel: 'job-cancel',
} as const;

interface UpdateMessage {
  id: string;
  update: JobUpdate;
}

const LIVE_CACHE_LIMIT = 10_000;
/**
 * Bus messages can be lost (a process reconnecting to PostgreSQL misses what was sent meanwhile);
 * a watcher re-reads the job this often, so it never waits forever for an end it did not hear.
 */
export const REREAD_INTERVAL_MS = 3000;
/** The local event on which every watcher of this process re-reads its job. */
const REREAD_TICK = Symbol('reread');
/** The local event of any job's update heard on the bus, with its id. */
const HEARD = Symbol('heard');
/**
 * Least time between two rounds of re-reading waiting jobs' places. The line moves at every start
 * and end of a job, and each move makes every waiting job watched here read its place again: under
 * load, many rounds a second of one read per waiting job, which slowed everything else. A move is
 * passed on at once after a quiet spell; moves within the gap make one more round at its end.
 */
export const QUEUE_REREAD_GAP_MS = 250;

export interface JobEventsOptions {
  /** How often watchers re-read their job; REREAD_INTERVAL_MS unless a test says otherwise. */
  rereadIntervalMs?: number;
  /** Least time between rounds of re-reading places; QUEUE_REREAD_GAP_MS unless a test says. */
  queueRereadGapMs?: number;
}

/**
 * Job updates between processes: every process hears every update on the bus, keeps the latest
 * state of running jobs (so any web process answers a status request with live progress), and
 * streams updates to whoever watches a job here.
 */
export class JobEvents {
  private readonly bus: EventBus;
  private readonly local = new EventEmitter();
  /** The last update of each running job, and when it arrived. */
  private readonly live = new Map<string, { update: JobUpdate; at: number }>();
  private readonly unsubscribe: (() => void)[];
  private readonly rereadIntervalMs: number;
  private readonly queueRereadGapMs: number;
  private ticker: NodeJS.Timeout | undefined;
  private lastQueueRound = Number.NEGATIVE_INFINITY;
  private queueRoundTimer: NodeJS.Timeout | undefined;

  constructor(bus: EventBus, options: JobEventsOptions = {}) {
    this.bus = bus;
    this.rereadIntervalMs = options.rereadIntervalMs ?? REREAD_INTERVAL_MS;
    this.queueRereadGapMs = options.queueRereadGapMs ?? QUEUE_REREAD_GAP_MS;
    this.local.setMaxListeners(0);
    this.unsubscribe = [
      bus.subscribe(topics.update, (message) => this.received(message as UpdateMessage)),
      bus.subscribe(topics.queue, () => this.lineMoved()),
    ];
  }

  /** Passes a move of the line on to the watchers here, at most once per gap (see above). */
  private lineMoved(): void {
    if (this.queueRoundTimer) return;
    const wait = this.lastQueueRound + this.queueRereadGapMs - performance.now();
    const round = () => {
      this.queueRoundTimer = undefined;
      this.lastQueueRound = performance.now();
      this.local.emit(topics.queue);
    };
    if (wait <= 0) round();
    else this.queueRoundTimer = setTimeout(round, wait);
  }

  private received({ id, update }: UpdateMessage): void {
    if (update.status === 'processing') {
      if (this.live.size >= LIVE_CACHE_LIMIT) {
        const oldest = this.live.keys().next().value;
        if (oldest !== undefined) this.live.delete(oldest);
      }
      this.live.set(id, { update, at: Date.now() });
    } else {
      this.live.delete(id);
    }
    this.local.emit(HEARD, id);
    this.local.emit(id, update);
  }

  /** Calls `listener` with the id of every job whose update this process hears, first. */
  onHeard(listener: (id: string) => void): void {
    this.local.on(HEARD, listener);
  }

  /**
   * The last update a running job sent, from any process; its time left counted down since it
   * arrived, so a stage that reports no progress does not keep showing a stale estimate.
   */
  latest(id: string): JobUpdate | undefined {
    const entry = this.live.get(id);
    if (!entry) return undefined;
    const { update, at } = entry;
    if (update.etaSeconds === undefined) return update;
    return { ...update, etaSeconds: countDown(update.etaSeconds, Date.now() - at) };
  }

  publish(id: string, update: JobUpdate): Promise<void> {
    return this.bus.publish(topics.update, { id, update } satisfies UpdateMessage);
  }

  queueMoved(): Promise<void> {
    return this.bus.publish(topics.queue, {});
  }

  /**
   * Yields `first`, then every later update of the job, until a finished one or until `signal`
   * aborts. While the job waits, a move of the line re-reads its place (`rereadPlace`, by
   * default the whole `reread`); every few seconds it is re-read anyway, in case the bus lost its
   * end. Updates that pile up while the consumer is busy are merged into the latest.
   */
  async *watch(
    id: string,
    first: JobUpdate,
    reread: () => Promise<JobUpdate>,
    signal?: AbortSignal,
    rereadPlace: () => Promise<JobUpdate> = reread,
  ): AsyncGenerator<JobUpdate> {
    let latest: JobUpdate | undefined;
    let current = first;
    let wake: (() => void) | undefined;
    let rereading = false;
    let again = false;
    const listener = (update: JobUpdate) => {
      latest = update;
      wake?.();
    };
    const onQueueMoved = () => {
      if (current.status !== 'pending') return;
      if (rereading) {
        again = true;
        return;
      }
      rereading = true;
      rereadPlace()
        .then((update) => {
          // A newer update (the job started, or was cancelled) wins over the re-read place.
          if (!latest && current.status === 'pending') listener(update);
        })
        .catch(() => {})
        .finally(() => {
          rereading = false;
          if (again) {
            again = false;
            onQueueMoved();
          }
        });
    };
    const onAbort = () => wake?.();
    this.local.on(id, listener);
    this.local.on(topics.queue, onQueueMoved);
    signal?.addEventListener('abort', onAbort);
    const stopRereading = this.onRereadTick(() => {
      reread()
        .then((update) => {
          if (!latest && update.status !== current.status) listener(update);
        })
        .catch(() => {});
    });
    try {
      yield first;
      if (isFinished(first.status)) return;
      while (!signal?.aborted) {
        if (!latest) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        current = latest;
        latest = undefined;
        yield current;
        if (isFinished(current.status)) return;
      }
    } finally {
      stopRereading();
      this.local.off(id, listener);
      this.local.off(topics.queue, onQueueMoved);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Resolves with the first update of the job that matches. */
  once(id: string, predicate: (update: JobUpdate) => boolean): Promise<JobUpdate> {
    return new Promise((resolve) => {
      const listener = (update: JobUpdate) => {
        if (!predicate(update)) return;
        this.local.off(id, listener);
        resolve(update);
      };
      this.local.on(id, listener);
    });
  }

  /**
   * Calls `reread` at every tick of one timer that all watchers here share, so the watchers of
   * one job re-read together (a shared read, see JobService) rather than each on its own clock.
   */
  private onRereadTick(reread: () => void): () => void {
    this.local.on(REREAD_TICK, reread);
    if (!this.ticker) {
      this.ticker = setInterval(() => this.local.emit(REREAD_TICK), this.rereadIntervalMs);
      this.ticker.unref();
    }
    return () => {
      this.local.off(REREAD_TICK, reread);
      if (this.local.listenerCount(REREAD_TICK) === 0) {
        clearInterval(this.ticker);
        this.ticker = undefined;
      }
    };
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    clearTimeout(this.queueRoundTimer);
    this.queueRoundTimer = undefined;
    clearInterval(this.ticker);
    this.ticker = undefined;
  }
}
