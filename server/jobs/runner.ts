import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../../db/schema.ts';
import { jobDefinition, type JobType } from '../../shared/jobs/job-types.ts';
import type { EventBus } from '../cluster/event-bus.ts';
import type { JobQueue } from '../cluster/job-queue.ts';
import type { AppConfig } from '../config.ts';
import { fileNameForms, privateParameters, withoutFileNames } from '../logging/file-names.ts';
import type { AppMetrics, JobOutcome } from '../metrics/metrics.ts';
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
  private leaseTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

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
    await this.o.queue.work((item) => this.take(item.jobId), { concurrency: this.o.pool.size });
  }

  /** Runs a delivered job if it is still waiting (it may have been cancelled or taken). */
  private async take(id: string): Promise<void> {
    const row = await this.o.store.claim(id, this.o.settings.leaseMs);
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
      lastWrite: 0,
      lastPublish: 0,
      publishTimer: undefined,
      row,
      log,
    };
    this.running.set(id, job);
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
      if (this.o.handBackOnClose && (await this.o.store.requeue(job.id, { refundAttempt: true }))) {
        await this.o.queue.send({ jobId: job.id, type: job.type });
      }
      return 'handed_back';
    }
    let ended: JobRow | undefined;
    if (run.ok) {
      const named = definition.result(row.parameters as never, row.inputFiles);
      ended = await this.o.store.end(
        job.id,
        {
          status: 'completed',
          resultKey: run.key,
          resultName: run.filename ?? named.filename,
          resultType: run.contentType ?? named.contentType,
          resultSize: run.size,
        },
        ['processing'],
      );
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
      ended = await this.o.store.end(
        job.id,
        {
          status: 'failed',
          errorCode: run.code,
          errorMessage: failureMessage(run, definition.title, limitSeconds),
        },
        ['processing'],
      );
    }
    // Those who follow the job hear its end first; the inputs, no longer needed, go after.
    try {
      if (ended) await this.o.events.publish(job.id, jobUpdate(jobView(ended)));
    } finally {
      await this.o.deleteKeys(row.inputFiles.map((file) => file.key));
    }
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

  /** The ids of the jobs running here. */
  get runningIds(): string[] {
    return [...this.running.keys()];
  }

  /**
   * Stops taking jobs and stops the running ones: in the scaled shape they go back in line for
   * another worker; on a single machine they stay 'processing' and run again at the next start.
   */
  async close(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.unsubscribe?.();
    for (const job of this.running.values()) {
      job.endedBy = 'shutdown';
      job.stop.abort('shutdown');
    }
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
