import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client.ts';
import { jobs, type JobRow, type StoredFile } from '../../db/schema.ts';
import {
  isJobType,
  jobDefinition,
  type JobType,
  type JobTypeDefinition,
} from '../../src/shared/jobs/registry.ts';
import { isFinished, type JobView } from '../../src/shared/jobs/view.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { statusOfCode } from '../processing-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { WorkerPool } from '../workers/pool.ts';
import type { ProcessorSettings, ProcessorTools } from '../workers/processor.ts';
import { durationLabel } from '../../src/shared/duration.ts';
import { pruneRecords } from '../services/record-pruning.ts';
import { checkBudgets } from './budgets/index.ts';
import { checkContentTypes, checkCountsAndSizes, type IncomingFile } from './inputs.ts';
import { JobEvents } from './job-events.ts';
import { deleteOrphans } from './orphans.ts';
import { parseParameters } from './parameters.ts';
import { runInWorker } from './run-in-worker.ts';
import { checkUrlInput } from './url-input.ts';
import { countDown, estimateSecondsLeft, jobUpdate, jobView, type LiveState } from './view.ts';

/** A job that crashed the server this many times is failed instead of run again. */
export const MAX_ATTEMPTS = 2;
const PUBLISH_INTERVAL_MS = 250;
const WRITE_INTERVAL_MS = 1000;

interface ActiveJob {
  id: string;
  type: JobType;
  /** The caps this job counts against: its network address and, when known, its visitor. */
  clientKeys: readonly string[];
  progress: number;
  stage: string | undefined;
  startedAt: number | undefined;
  /** The time-left estimate made when progress last moved, and when. */
  eta: { seconds: number; at: number } | undefined;
  stop: AbortController;
  /** Set when the job was ended from outside (cancel, expiry, shutdown). */
  endedBy: string | undefined;
  lastWrite: number;
  lastPublish: number;
  publishTimer: NodeJS.Timeout | undefined;
}

export interface CreateJobInput {
  type: JobType;
  parameters: unknown;
  files: IncomingFile[];
  clientKeys: readonly string[];
  visitorId: string | undefined;
}

export interface ResultStream {
  filename: string;
  contentType: string;
  size: number;
  open(range?: { start: number; end: number }): Promise<Readable>;
}

const failureMessages: Record<string, string> = {
  cancelled: 'The job was cancelled.',
  expired: 'The job was stopped because its files reached the end of their time on our server.',
  interrupted: 'The server restarted while this job was running. Please try again.',
};

export interface JobServiceOptions {
  db: AppDatabase;
  storage: FileStorage;
  pool: WorkerPool;
  settings: AppConfig['jobs'];
  log: FastifyBaseLogger;
  /** The types whose processor file exists. */
  available: ReadonlySet<JobType>;
  /** The external programs (ffmpeg, LibreOffice, yt-dlp), detected once; jobs wait for them. */
  tools(): Promise<ProcessorTools>;
  processorSettings: ProcessorSettings;
  /** URL inputs may reach these hosts even on private addresses (ALLOWED_URL_HOSTS, tests). */
  allowedUrlHosts: readonly string[];
}

/**
 * The job system: creates jobs, keeps them in line for the worker pool, stores and publishes their
 * progress, answers for their results, and deletes their files when their hour is up.
 */
export class JobService {
  readonly events = new JobEvents();
  private readonly processors: ReadonlySet<JobType>;
  private readonly missingTools = new Set<JobType>();
  private readonly tools: () => Promise<ProcessorTools>;
  private readonly processorSettings: ProcessorSettings;
  private readonly allowedUrlHosts: readonly string[];
  private readonly db: AppDatabase;
  private readonly storage: FileStorage;
  private readonly pool: WorkerPool;
  private readonly settings: AppConfig['jobs'];
  private readonly log: FastifyBaseLogger;
  private readonly queue: ActiveJob[] = [];
  private readonly running = new Map<string, ActiveJob>();
  private readonly active = new Map<string, ActiveJob>();
  /** Storage keys being written that no job row names yet: the orphan sweep leaves them. */
  private readonly reserved = new Set<string>();
  private readonly runs = new Set<Promise<void>>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private closed = false;

  constructor(options: JobServiceOptions) {
    this.db = options.db;
    this.storage = options.storage;
    this.pool = options.pool;
    this.settings = options.settings;
    this.log = options.log;
    this.processors = options.available;
    this.tools = options.tools;
    this.processorSettings = options.processorSettings;
    this.allowedUrlHosts = options.allowedUrlHosts;
  }

  /** The types this server runs: a processor exists and the program it needs was found. */
  get available(): ReadonlySet<JobType> {
    return new Set([...this.processors].filter((type) => !this.missingTools.has(type)));
  }

  /** Takes types out of service whose external program turned out to be missing. */
  /** Whether new jobs are taken (false once the service is closing). */
  get accepting(): boolean {
    return !this.closed;
  }

  markUnavailable(types: Iterable<JobType>): void {
    for (const type of types) this.missingTools.add(type);
  }

  /** The type's registry entry; 400 for an unknown type, 501 for one this server cannot run yet. */
  definition(type: unknown): JobTypeDefinition {
    if (!isJobType(type)) {
      throw new AppError(
        400,
        'unknown_type',
        typeof type === 'string' && type
          ? `Unknown job type '${type.slice(0, 50)}'.`
          : 'The job type is missing.',
        { field: 'type' },
      );
    }
    if (this.missingTools.has(type)) {
      throw new AppError(
        501,
        'type_unavailable',
        `${jobDefinition(type).title} is not available on this server: a program it needs (ffmpeg) is not installed.`,
        { field: 'type' },
      );
    }
    if (!this.processors.has(type)) {
      throw new AppError(
        501,
        'type_unavailable',
        `${jobDefinition(type).title} is not available on this server yet.`,
        { field: 'type' },
      );
    }
    return jobDefinition(type);
  }

  /** Refuses new work when the line is full or this client already has its share running. */
  assertCapacity(clientKeys: readonly string[]): void {
    if (this.closed) {
      throw new AppError(
        503,
        'shutting_down',
        'The server is restarting. Please try again shortly.',
        {
          headers: { 'retry-after': '10' },
        },
      );
    }
    if (this.queue.length >= this.settings.queueLimit) {
      throw new AppError(
        429,
        'queue_full',
        'Too many files are waiting to be processed right now. Please try again in a minute.',
        { headers: { 'retry-after': '30' } },
      );
    }
    for (const key of clientKeys) {
      let mine = 0;
      for (const job of this.active.values()) if (job.clientKeys.includes(key)) mine++;
      const cap = key.startsWith('ip:') ? this.settings.perAddress : this.settings.perClient;
      if (mine >= cap) {
        throw new AppError(
          429,
          'too_many_jobs',
          `You already have ${mine} files being processed. Please wait for one to finish.`,
          { headers: { 'retry-after': '5' } },
        );
      }
    }
  }

  reserve(key: string): void {
    this.reserved.add(key);
  }

  release(key: string): void {
    this.reserved.delete(key);
  }

  /**
   * Validates a job fully (capacity, parameters, files by count, size and real content type),
   * then stores it and puts it in line. On any refusal the given files are deleted.
   */
  async create(input: CreateJobInput): Promise<JobView> {
    try {
      const definition = this.definition(input.type);
      this.assertCapacity(input.clientKeys);
      const parameters = parseParameters(definition, input.parameters);
      const url = (parameters as { url?: unknown }).url;
      if (typeof url === 'string') await checkUrlInput(url, this.allowedUrlHosts);
      checkCountsAndSizes(definition, input.files);
      const files = await checkContentTypes(this.storage, definition, input.files);
      await checkBudgets(this.storage, definition, files, parameters, this.settings.budgets, {
        ffmpeg: async () => (await this.tools()).ffmpeg,
      });
      // Checked again: the content check awaited, and others may have taken the last places.
      this.assertCapacity(input.clientKeys);
      const now = Date.now();
      const id = randomBytes(16).toString('base64url');
      const row = this.db
        .insert(jobs)
        .values({
          id,
          type: definition.type,
          toolSlug: definition.toolSlug,
          status: 'pending',
          progress: 0,
          parameters: parameters as Record<string, unknown>,
          inputFiles: files,
          visitorId: input.visitorId ?? null,
          createdAt: now,
          expiresAt: now + this.settings.retentionMs,
        })
        .returning()
        .get();
      for (const file of input.files) this.release(file.key);
      this.enqueue(row, input.clientKeys);
      return this.view(id);
    } catch (error) {
      for (const file of input.files) this.release(file.key);
      await this.deleteKeys(input.files.map((f) => f.key));
      throw error;
    }
  }

  /** The job's row; 404 when there is none. */
  row(id: string): JobRow {
    const row = this.db.select().from(jobs).where(eq(jobs.id, id)).get();
    if (!row) throw new AppError(404, 'not_found', 'There is no job with this id.');
    return row;
  }

  view(id: string): JobView {
    return jobView(this.row(id), this.liveState(id));
  }

  private liveState(id: string): LiveState | undefined {
    const job = this.active.get(id);
    if (!job) return undefined;
    const index = this.queue.indexOf(job);
    return {
      progress: job.progress,
      stage: job.stage,
      queuePosition: index >= 0 ? index + 1 : undefined,
      etaSeconds: job.eta ? countDown(job.eta.seconds, Date.now() - job.eta.at) : undefined,
    };
  }

  /** Streams the job's updates until it finishes (jobs.onUpdate). */
  watch(id: string, signal?: AbortSignal) {
    return this.events.watch(id, jobUpdate(this.view(id)), signal);
  }

  /** Resolves once the job has finished, with its final view. */
  async waitUntilFinished(id: string): Promise<JobView> {
    const ended = this.events.once(id, (update) => isFinished(update.status));
    const view = this.view(id);
    if (isFinished(view.status)) return view;
    await ended;
    return this.view(id);
  }

  /**
   * Stops a pending or running job and deletes its files at once; it ends failed with code
   * 'cancelled'. A finished job's files are deleted too (its status stays).
   */
  async cancel(id: string, code: 'cancelled' | 'expired' = 'cancelled'): Promise<JobView> {
    const row = this.row(id);
    const job = this.active.get(id);
    if (job) {
      job.endedBy = code;
      const index = this.queue.indexOf(job);
      if (index >= 0) this.queue.splice(index, 1);
      job.stop.abort(code);
      this.finish(row.id, {
        status: 'failed',
        errorCode: code,
        errorMessage: failureMessages[code] ?? failureMessages.cancelled,
      });
      if (index >= 0) {
        this.forget(job);
        this.publishPositions();
      }
    }
    await this.deleteFiles(this.row(id));
    this.publish(id, true);
    return this.view(id);
  }

  /** The finished result for download: 404 unknown, 410 deleted, 409 not (or never) ready. */
  async result(id: string): Promise<ResultStream> {
    const row = this.row(id);
    if (row.filesDeletedAt) {
      throw new AppError(
        410,
        'expired',
        `This result has been deleted: files are kept for ${durationLabel(this.settings.retentionMs / 1000)} at most. Please run the tool again.`,
      );
    }
    if (row.status === 'failed') {
      throw new AppError(
        409,
        'job_failed',
        row.errorMessage ?? 'The job failed; it has no result.',
      );
    }
    if (row.status !== 'completed' || !row.resultKey) {
      throw new AppError(
        409,
        'not_ready',
        `The job is ${row.status}; its result is not ready yet.`,
      );
    }
    const key = row.resultKey;
    const size = await this.storage.size(key);
    if (size === undefined) {
      throw new AppError(
        410,
        'expired',
        'This result has been deleted. Please run the tool again.',
      );
    }
    return {
      filename: row.resultName ?? 'result',
      contentType: row.resultType ?? 'application/octet-stream',
      size,
      open: (range) => this.storage.read(key, range),
    };
  }

  // ---- the line and the workers -------------------------------------------------------------

  private enqueue(row: JobRow, clientKeys: readonly string[]): void {
    const job: ActiveJob = {
      id: row.id,
      type: row.type as JobType,
      clientKeys,
      progress: 0,
      stage: undefined,
      startedAt: undefined,
      eta: undefined,
      stop: new AbortController(),
      endedBy: undefined,
      lastWrite: 0,
      lastPublish: 0,
      publishTimer: undefined,
    };
    this.active.set(job.id, job);
    this.queue.push(job);
    this.pump();
    this.publish(job.id);
  }

  private pump(): void {
    if (this.closed) return;
    let moved = false;
    while (this.running.size < this.pool.size && this.queue.length > 0) {
      const job = this.queue.shift() as ActiveJob;
      this.running.set(job.id, job);
      const run = this.execute(job).catch((error: unknown) => {
        this.log.error({ err: error, jobId: job.id }, 'job runner failed');
      });
      this.runs.add(run);
      void run.finally(() => this.runs.delete(run));
      moved = true;
    }
    if (moved) this.publishPositions();
  }

  private async execute(job: ActiveJob): Promise<void> {
    const definition = jobDefinition(job.type);
    const started = Date.now();
    job.startedAt = started;
    job.stage = 'Starting';
    const row = this.db
      .update(jobs)
      .set({
        status: 'processing',
        startedAt: started,
        progress: 0,
        stage: job.stage,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(eq(jobs.id, job.id))
      .returning()
      .get();
    this.publish(job.id, true);

    const limitSeconds = Math.min(
      definition.timeLimitSeconds,
      this.settings.timeLimitCapSeconds ?? Number.POSITIVE_INFINITY,
    );
    const run = await runInWorker({
      storage: this.storage,
      pool: this.pool,
      row,
      definition,
      timeLimitMs: limitSeconds * 1000,
      signal: job.stop.signal,
      tools: this.tools,
      settings: { ...this.processorSettings, budgets: this.settings.budgets },
      onProgress: (progress, stage) => this.onProgress(job, progress, stage),
      reserve: (key) => this.reserve(key),
      release: (key) => this.release(key),
    });
    if (!job.endedBy) {
      if (run.ok) {
        const named = definition.result(row.parameters as never);
        this.finish(job.id, {
          status: 'completed',
          resultKey: run.key,
          resultName: run.filename ?? named.filename,
          resultType: run.contentType ?? named.contentType,
          resultSize: run.size,
        });
      } else {
        if (statusOfCode(run.code) >= 500) {
          this.log.error(
            { jobId: job.id, type: job.type, code: run.code, detail: run.internal },
            'job failed',
          );
        } else if (run.internal) {
          this.log.info(
            { jobId: job.id, type: job.type, code: run.code, detail: run.internal },
            'job refused the input',
          );
        }
        this.finish(job.id, {
          status: 'failed',
          errorCode: run.code,
          errorMessage:
            run.code === 'timeout'
              ? `${definition.title} took longer than ${limitSeconds} seconds and was stopped. Please try a smaller file.`
              : run.message,
        });
      }
    }
    this.running.delete(job.id);
    this.forget(job);
    if (job.endedBy !== 'shutdown') {
      // Inputs are no longer needed once a job has ended.
      await this.deleteKeys(row.inputFiles.map((file) => file.key));
      this.publish(job.id, true);
    }
    this.pump();
  }

  private onProgress(job: ActiveJob, progress: number, stage: string | undefined): void {
    if (job.endedBy) return;
    const now = Date.now();
    const next = Math.max(job.progress, Math.min(99, progress));
    if (next > job.progress && job.startedAt) {
      const seconds = estimateSecondsLeft(next, now - job.startedAt);
      job.eta = seconds === undefined ? undefined : { seconds, at: now };
    }
    job.progress = next;
    if (stage !== undefined) job.stage = stage;
    if (now - job.lastWrite >= WRITE_INTERVAL_MS) {
      job.lastWrite = now;
      this.db
        .update(jobs)
        .set({ progress: Math.round(job.progress), stage: job.stage ?? null })
        .where(eq(jobs.id, job.id))
        .run();
    }
    this.publish(job.id);
  }

  private finish(
    id: string,
    values: Partial<
      Pick<
        JobRow,
        | 'status'
        | 'errorCode'
        | 'errorMessage'
        | 'resultKey'
        | 'resultName'
        | 'resultType'
        | 'resultSize'
      >
    >,
  ): void {
    this.db
      .update(jobs)
      .set({
        ...values,
        progress: values.status === 'completed' ? 100 : undefined,
        stage: null,
        finishedAt: Date.now(),
      })
      .where(eq(jobs.id, id))
      .run();
  }

  private forget(job: ActiveJob): void {
    if (job.publishTimer) clearTimeout(job.publishTimer);
    job.publishTimer = undefined;
    this.active.delete(job.id);
  }

  /** Publishes a job's state: at once when `now`, else at most every 250 ms. */
  private publish(id: string, now = false): void {
    const job = this.active.get(id);
    if (job && !now) {
      const wait = job.lastPublish + PUBLISH_INTERVAL_MS - Date.now();
      if (wait > 0) {
        job.publishTimer ??= setTimeout(() => {
          job.publishTimer = undefined;
          this.publish(id, true);
        }, wait);
        return;
      }
    }
    if (job) {
      job.lastPublish = Date.now();
      if (job.publishTimer) clearTimeout(job.publishTimer);
      job.publishTimer = undefined;
    }
    try {
      this.events.publish(id, jobUpdate(this.view(id)));
    } catch {
      // The row is gone (only in tests that drop the database); nothing to publish.
    }
  }

  private publishPositions(): void {
    for (const job of this.queue) this.publish(job.id);
  }

  // ---- files, expiry and restarts --------------------------------------------------------------

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.storage.delete(key).catch((error: unknown) => {
          this.log.warn({ err: error }, 'could not delete a stored file');
        }),
      ),
    );
  }

  /**
   * Deletes a job's inputs and result. The row says so first (it stays, without file keys), so
   * from that moment a download answers 410, never a half-deleted file.
   */
  private async deleteFiles(row: JobRow): Promise<void> {
    const keys = row.inputFiles.map((file: StoredFile) => file.key);
    if (row.resultKey) keys.push(row.resultKey);
    this.db
      .update(jobs)
      .set({
        inputFiles: row.inputFiles.map(({ name, size, contentType, field }) => ({
          key: '',
          name,
          size,
          contentType,
          field,
        })),
        resultKey: null,
        filesDeletedAt: row.filesDeletedAt ?? Date.now(),
      })
      .where(eq(jobs.id, row.id))
      .run();
    await this.deleteKeys(keys.filter(Boolean));
  }

  /**
   * At start: jobs left pending or processing by a stop or a crash are run again once (or failed
   * when they already crashed once or their files are gone), scratch folders are emptied, and
   * files that no job names any more are deleted.
   */
  async recover(): Promise<void> {
    await this.storage.clearScratch();
    const unfinished = this.db
      .select()
      .from(jobs)
      .where(inArray(jobs.status, ['pending', 'processing']))
      .orderBy(asc(jobs.createdAt))
      .all();
    const now = Date.now();
    for (const row of unfinished) {
      const inputsThere = await Promise.all(
        row.inputFiles.map(
          async (file) => file.key !== '' && (await this.storage.size(file.key)) !== undefined,
        ),
      );
      const crashedBefore = row.status === 'processing' && row.attempts >= MAX_ATTEMPTS;
      if (row.expiresAt <= now || crashedBefore || inputsThere.includes(false)) {
        this.finish(row.id, {
          status: 'failed',
          errorCode: 'interrupted',
          errorMessage: failureMessages.interrupted,
        });
        await this.deleteFiles(this.row(row.id));
        this.log.warn({ jobId: row.id }, 'job interrupted by a restart: failed');
        continue;
      }
      this.db
        .update(jobs)
        .set({ status: 'pending', progress: 0, stage: null, startedAt: null })
        .where(eq(jobs.id, row.id))
        .run();
      this.log.info(
        { jobId: row.id, attempts: row.attempts },
        'job interrupted by a restart: queued again',
      );
      this.enqueue(this.row(row.id), row.visitorId ? [`visitor:${row.visitorId}`] : []);
    }
    await this.sweep(0);
  }

  /**
   * Deletes what has outlived its time: files of jobs past `expiresAt` (running ones are stopped),
   * expired tus uploads, and stored files no job names that are older than `orphanAgeMs`.
   */
  async sweep(orphanAgeMs = this.settings.retentionMs): Promise<void> {
    const now = Date.now();
    const expired = this.db
      .select()
      .from(jobs)
      .where(and(lte(jobs.expiresAt, now), isNull(jobs.filesDeletedAt)))
      .all();
    for (const row of expired) {
      if (this.active.has(row.id)) await this.cancel(row.id, 'expired');
      else await this.deleteFiles(row);
    }
    const uploadsDeleted = await this.storage.uploads.deleteExpired().catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not delete expired uploads');
      return 0;
    });
    const orphans = await deleteOrphans(this.db, this.storage, this.reserved, orphanAgeMs);
    const pruned = pruneRecords(this.db, this.settings.recordRetentionMs, now);
    if (expired.length || uploadsDeleted || orphans || pruned.jobs || pruned.visitors) {
      this.log.info(
        { jobs: expired.length, uploads: uploadsDeleted, orphans, pruned },
        'deleted files past their time',
      );
    }
  }

  /** Recovers, then sweeps on the configured interval. */
  async start(): Promise<void> {
    await this.recover();
    this.sweepTimer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = this.sweep()
        .catch((error: unknown) => this.log.error({ err: error }, 'sweep failed'))
        .finally(() => {
          this.sweeping = undefined;
        });
    }, this.settings.sweepIntervalMs);
    this.sweepTimer.unref();
  }

  /**
   * Stops for a shutdown: no new jobs; running ones are stopped and stay 'processing' in the
   * database, so the next start runs them again.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.sweeping;
    for (const job of this.running.values()) {
      job.endedBy = 'shutdown';
      job.stop.abort('shutdown');
    }
    await Promise.allSettled([...this.runs]);
    await this.pool.close();
  }
}
