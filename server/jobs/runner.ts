import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../../db/schema.ts';
import { jobDefinition, type JobType } from '../../shared/jobs/job-types.ts';
import type { EventBus } from '../cluster/event-bus.ts';
import type { JobQueue } from '../cluster/job-queue.ts';
import type { AppConfig } from '../config.ts';
import { fileNameForms, privateParameters, withoutFileNames } from '../logging/file-names.ts';
import type { AppMetrics, JobOutcome } from '../metrics/metrics.ts';
import { throughOutage } from '../outage/through-outage.ts';
import { statusOfCode } from '../processing-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { WorkerPool } from '../workers/pool.ts';
import type { ProcessorSettings, ProcessorTools } from '../processing/processor.ts';
import { topics, type JobEvents } from './job-events.ts';
import type { JobStore } from './job-store.ts';
import type { KeysInUse } from './keys-in-use.ts';
import { runInWorker } from './run-in-worker.ts';
import { openSecrets } from './secret-parameters.ts';
import { countDown, estimateSecondsLeft, jobUpdate, jobView } from './view.ts';

const PUBLISH_INTERVAL_MS = 250;
/** How long a job's claim or end waits through a database outage before it is given up. */
const DATABASE_PATIENCE_MS = 120_000;
const WRITE_INTERVAL_MS = 1000;

interface RunningJob {
  id: string;
  type: JobType;
  progress: number;
  stage: string | undefined;
  startedAt: number;
  eta: { seconds: number; at: number } | undefined;
  stop: AbortController;
  /** Set when the job was ended from outside (cancel, expiry, shutdown). */
  endedBy: string | undefined;
  lastWrite: number;
  lastPublish: number;
  publishTimer: NodeJS.Timeout | undefined;
  row: JobRow;
  /** Every line about this job carries its id and type. */
  log: FastifyBaseLogger;
}

export interface JobRunnerOptions {
  store: JobStore;
  storage: FileStorage;
  pool: WorkerPool;
  queue: JobQueue;
  bus: EventBus;
  events: JobEvents;
  keysInUse: KeysInUse;
  settings: AppConfig['jobs'];
  log: FastifyBaseLogger;
  tools(): Promise<ProcessorTools>;
  processorSettings: ProcessorSettings;
  /** Deletes stored files, logging (not throwing) a failure. */
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** True in the scaled shape: a stopped job goes back in line for another worker at once. */
  handBackOnClose: boolean;
  /** On close, how long running jobs may take to finish before they are stopped and handed back. */
  shutdownGraceMs: number;
  metrics?: AppMetrics | undefined;
  /** Opens the secret parameters the web process sealed in the job row. */
  secretKey: Buffer;
}

/**
 * The worker side of the job system: takes jobs from the queue as threads come free, claims each
 * in the database (so a job runs once however often it is delivered), runs its processor, keeps
 * its lease, publishes its progress, stops it when any process cancels it, and stores its end.
 */
export class JobRunner {
  private readonly o: JobRunnerOptions;
  private readonly running = new Map<string, RunningJob>();
  /** Every delivery being handled (claimed or not), so close() can wait for them all. */
  private readonly takes = new Set<Promise<void>>();
  private leaseTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  /** When this process stopped taking jobs (its shutdown began). */
  private stoppedAt: number | undefined;
  /** Set once the grace is over: whatever still runs, or is claimed now, is handed back. */
  private graceOver = false;
  private closing: Promise<void> | undefined;

  constructor(options: JobRunnerOptions) {
    this.o = options;
  }

  async start(): Promise<void> {
    this.unsubscribe = this.o.bus.subscribe(topics.cancel, (message) => {
      const { id, code } = message as { id: string; code: string };
      const job = this.running.get(id);
      if (!job || job.endedBy) return;
      job.endedBy = code;
      job.stop.abort(code);
    });
    const leaseMs = this.o.settings.leaseMs;
    this.leaseTimer = setInterval(
      () => {
        this.o.store
          .renewLeases([...this.running.keys()], leaseMs)
          .catch((error: unknown) => this.o.log.warn({ err: error }, 'could not renew job leases'));
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    this.leaseTimer.unref();
    await this.o.queue.work(
      async (item) => {
        const take = this.take(item);
        this.takes.add(take);
        try {
          await take;
        } finally {
          this.takes.delete(take);
        }
      },
      { concurrency: this.o.pool.size },
    );
  }

  /** Runs a delivered job if it is still waiting (it may have been cancelled or taken). */
  private async take(item: { jobId: string; type: string }): Promise<void> {
    const id = item.jobId;
    if (this.stoppedAt !== undefined) {
      // Fetched just as this process stopped taking: back in line, unclaimed, for another worker.
      await this.o.queue.send({ jobId: id, type: item.type });
      return;
    }
    const row = await throughOutage(
      () => this.o.store.claim(id, this.o.settings.leaseMs),
      this.databasePatience(id),
    );
    if (!row) return;
    const log = this.o.log.child({ jobId: id, type: row.type });
    const job: RunningJob = {
      id,
      type: row.type as JobType,
      progress: 0,
      stage: 'Starting',
      startedAt: row.startedAt ?? Date.now(),
      eta: undefined,
      stop: new AbortController(),
      endedBy: undefined,
      // The row's progress is for processes that did not hear the bus: written at most once a
      // second, the first a second in, so a short job costs no write of it.
      lastWrite: Date.now(),
      lastPublish: 0,
      publishTimer: undefined,
      row,
      log,
    };
    this.running.set(id, job);
    if (this.graceOver) {
      job.endedBy = 'shutdown';
      job.stop.abort('shutdown');
    }
    const waitedMs = job.startedAt - row.createdAt;
    log.info({ attempt: row.attempts, waitedMs }, 'job started');
    try {
      void this.o.events.queueMoved().catch(() => {});
      this.publishNow(job);
      const outcome = await this.execute(job);
      const ranMs = Date.now() - job.startedAt;
      this.o.metrics?.jobEnded(job.type, outcome, { waitedMs, ranMs });
      log.info({ outcome, ms: ranMs }, 'job ended');
    } catch (error) {
      log.error({ err: error }, 'job runner failed');
    } finally {
      if (job.publishTimer) clearTimeout(job.publishTimer);
      this.running.delete(id);
    }
  }

  /** Runs the job and stores its end; says how it ended here. */
  private async execute(job: RunningJob): Promise<JobOutcome> {
    const { row } = job;
    const definition = jobDefinition(job.type);
    const limitSeconds = Math.min(
      definition.timeLimitSeconds,
      this.o.settings.timeLimitCapSeconds ?? Number.POSITIVE_INFINITY,
    );
    const run = await runInWorker({
      storage: this.o.storage,
      pool: this.o.pool,
      row,
      parameters: () => openSecrets(row.parameters, this.o.secretKey, row.id),
      definition,
      timeLimitMs: limitSeconds * 1000,
      signal: job.stop.signal,
      tools: this.o.tools,
      settings: { ...this.o.processorSettings, budgets: this.o.settings.budgets },
      onProgress: (progress, stage, untimed) => this.onProgress(job, progress, stage, untimed),
      reserve: (key) => this.o.keysInUse.add(key),
      release: (key) => this.o.keysInUse.delete(key),
    });
    if (job.endedBy === 'shutdown') {
      if (run.ok) await this.o.deleteKeys([run.key]);
      await this.handBack(job);
      return 'handed_back';
    }
    let ended: JobRow | undefined;
    if (run.ok) {
      const named = definition.result(row.parameters as never, row.inputFiles);
      ended = await throughOutage(
        () =>
          this.o.store.end(
            job.id,
            {
              status: 'completed',
              resultKey: run.key,
              resultName: run.filename ?? named.filename,
              resultType: run.contentType ?? named.contentType,
              resultSize: run.size,
            },
            ['processing'],
          ),
        this.databasePatience(job.id),
      );
      // A write that landed before its connection was lost reads as not landed when run again.
      if (!ended) ended = await this.endedWith(job.id, run.key);
      // Cancelled (or expired) meanwhile by another process: the result has no owner.
      if (!ended) await this.o.deleteKeys([run.key]);
    } else if (!job.endedBy) {
      const names = fileNameForms([
        ...row.inputFiles.map((file) => file.name),
        ...privateParameters(row.parameters),
      ]);
      const detail = run.internal && withoutFileNames(run.internal, names);
      if (statusOfCode(run.code) >= 500) {
        job.log.error({ code: run.code, detail }, 'job failed');
      } else if (run.internal) {
        job.log.info({ code: run.code, detail }, 'job refused the input');
      }
      ended = await throughOutage(
        () =>
          this.o.store.end(
            job.id,
            {
              status: 'failed',
              errorCode: run.code,
              errorMessage: failureMessage(run, definition.title, limitSeconds),
            },
            ['processing'],
          ),
        this.databasePatience(job.id),
      );
    }
    // Inputs are no longer needed once a job has ended.
    await this.o.deleteKeys(row.inputFiles.map((file) => file.key));
    if (ended) await this.o.events.publish(job.id, jobUpdate(jobView(ended)));
    if (ended) return ended.status === 'completed' ? 'completed' : 'failed';
    return job.endedBy === 'expired' ? 'expired' : 'cancelled';
  }

  private onProgress(
    job: RunningJob,
    progress: number,
    stage: string | undefined,
    untimed = false,
  ): void {
    if (job.endedBy) return;
    const now = Date.now();
    const next = Math.max(job.progress, Math.min(99, progress));
    if (untimed) {
      job.eta = undefined;
    } else if (next > job.progress) {
      const seconds = estimateSecondsLeft(next, now - job.startedAt);
      job.eta = seconds === undefined ? undefined : { seconds, at: now };
    }
    job.progress = next;
    if (stage !== undefined) job.stage = stage;
    if (now - job.lastWrite >= WRITE_INTERVAL_MS) {
      job.lastWrite = now;
      this.o.store
        .saveProgress(job.id, job.progress, job.stage)
        .catch((error: unknown) => job.log.warn({ err: error }, 'could not store progress'));
    }
    const wait = job.lastPublish + PUBLISH_INTERVAL_MS - now;
    if (wait <= 0) this.publishNow(job);
    else job.publishTimer ??= setTimeout(() => this.publishNow(job), wait);
  }

  private publishNow(job: RunningJob): void {
    if (job.publishTimer) clearTimeout(job.publishTimer);
    job.publishTimer = undefined;
    if (job.endedBy) return;
    job.lastPublish = Date.now();
    const update = jobUpdate(
      jobView(
        {
          ...job.row,
          status: 'processing',
          progress: Math.round(job.progress),
          stage: job.stage ?? null,
        },
        {
          progress: job.progress,
          stage: job.stage,
          queuePosition: undefined,
          etaSeconds: job.eta ? countDown(job.eta.seconds, Date.now() - job.eta.at) : undefined,
        },
      ),
    );
    this.o.events.publish(job.id, update).catch((error: unknown) => {
      job.log.warn({ err: error }, 'could not publish progress');
    });
  }

  /**
   * A job's claim and end are written again while the database is down: the work done is kept,
   * and the job is not left to its lease (another run) for an outage of a minute or two.
   */
  private databasePatience(id: string) {
    let said = false;
    return {
      patienceMs: DATABASE_PATIENCE_MS,
      onOutage: (dependency: string, error: unknown) => {
        if (said) return;
        said = true;
        this.o.log.warn({ err: error, jobId: id, dependency }, 'waiting for the database');
      },
    };
  }

  /** The row when it already ended with this result (the end was written, its answer lost). */
  private async endedWith(id: string, resultKey: string): Promise<JobRow | undefined> {
    const row = await this.o.store.find(id);
    return row?.status === 'completed' && row.resultKey === resultKey ? row : undefined;
  }

  /** The ids of the jobs running here. */
  get runningIds(): string[] {
    return [...this.running.keys()];
  }

  /**
   * A job stopped by the shutdown goes back in line, its attempt refunded (the visitor's job goes
   * on): in the scaled shape on the queue at once, for another worker; on a single machine it is
   * picked up at the next start. Watchers hear it wait again, so no process shows stale progress.
   */
  private async handBack(job: RunningJob): Promise<void> {
    if (!(await this.o.store.requeue(job.id, { refundAttempt: true }))) return;
    if (this.o.handBackOnClose) await this.o.queue.send({ jobId: job.id, type: job.type });
    job.log.info('job handed back to the line');
    const row = await this.o.store.find(job.id);
    if (row?.status === 'pending') {
      await this.o.events.publish(job.id, jobUpdate(jobView(row))).catch((error: unknown) => {
        job.log.warn({ err: error }, 'could not publish the hand-back');
      });
    }
  }

  /** Takes no more jobs from the queue (the first step of a shutdown); running ones go on. */
  stopTaking(): Promise<void> {
    this.stoppedAt ??= Date.now();
    return this.o.queue.stopTaking();
  }

  /**
   * Stops taking jobs, lets the running ones finish within the shutdown grace (counted from when
   * taking stopped), then stops the rest and hands them back (see handBack).
   */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    await this.stopTaking();
    const left = (this.stoppedAt ?? Date.now()) + this.o.shutdownGraceMs - Date.now();
    if (this.takes.size > 0 && left > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.takes]),
        new Promise((resolve) => (timer = setTimeout(resolve, left))),
      ]);
      clearTimeout(timer);
    }
    if (this.running.size > 0) {
      this.o.log.warn(
        { jobs: this.running.size, graceMs: this.o.shutdownGraceMs },
        'jobs still running at the end of the shutdown grace: handing them back',
      );
    }
    this.graceOver = true;
    for (const job of this.running.values()) {
      job.endedBy = 'shutdown';
      job.stop.abort('shutdown');
    }
    await Promise.allSettled([...this.takes]);
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.unsubscribe?.();
    await this.o.queue.close();
    await this.o.pool.close();
  }
}

function failureMessage(
  run: { code: string; message: string },
  title: string,
  limitSeconds: number,
): string {
  if (run.code === 'timeout') {
    return `${title} took longer than ${limitSeconds} seconds and was stopped. Please try a smaller file.`;
  }
  return run.message;
}
