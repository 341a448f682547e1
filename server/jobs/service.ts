import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRow } from '../../db/schema.ts';
import { jobTypes, type JobType, type JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import { isFinished, type JobUpdate, type JobView } from '../../shared/jobs/view.ts';
import type { Cluster } from '../cluster/index.ts';
import type { AppConfig } from '../config.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { unavailable } from '../outage/outage-error.ts';
import { SteadyDatabase } from '../outage/steady-database.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { WorkerPool } from '../workers/pool.ts';
import type { ProcessorSettings, ProcessorTools } from '../processing/processor.ts';
import { assertCapacity, capKeys, restarting } from './admission.ts';
import { checkCountsAndSizes, type IncomingFile } from './inputs.ts';
import { checkIncomingFiles } from './intake-checks.ts';
import { ClosingStreams } from './closing-streams.ts';
import { JobEvents, REREAD_INTERVAL_MS, topics } from './job-events.ts';
import { jobTypeFor } from './job-type-lookup.ts';
import { JobStore } from './job-store.ts';
import { JobViews } from './job-views.ts';
import { JobIntake } from './intake.ts';
import { KeysInUse } from './keys-in-use.ts';
import { parseParameters } from './parameters.ts';
import { Retention } from './retention.ts';
import { resultOf, type ResultStream } from './result.ts';
import { JobRunner } from './runner.ts';
import { PlacesInLine } from './places-in-line.ts';
import { SharedReads } from './shared-reads.ts';
import { sealSecrets, secretParametersKey } from './secret-parameters.ts';
import { checkUrlInput } from './url-input.ts';
import { jobUpdate } from './view.ts';

export { MAX_ATTEMPTS } from './retention.ts';
export type { ResultStream } from './result.ts';

export interface CreateJobInput {
  type: JobType;
  parameters: unknown;
  files: IncomingFile[];
  clientKeys: readonly string[];
  visitorId: string | undefined;
  /**
   * The caller counted the capacity just before it received the files (`assertCapacity`), so the
   * first count is not made again; the count under the admission lock always is.
   */
  capacityChecked?: boolean;
  /** The request's logger (its lines carry the request id); the service's own when absent. */
  log?: FastifyBaseLogger;
}

const failureMessages: Record<string, string> = {
  cancelled: 'The job was cancelled.',
  expired: 'The job was stopped because its files reached the end of their time on our server.',
  interrupted: 'The server restarted while this job was running. Please try again.',
};

export interface JobServiceOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  cluster: Cluster;
  /** The worker threads or processes; absent in a web-only process (ROLE=web). */
  pool: WorkerPool | undefined;
  settings: AppConfig['jobs'];
  log: FastifyBaseLogger;
  /** Keys the network-address caps (an HMAC, so no address is stored). */
  secret: string;
  /** The external programs (ffmpeg, LibreOffice, yt-dlp), detected once; jobs wait for them. */
  tools(): Promise<ProcessorTools>;
  processorSettings: ProcessorSettings;
  /** URL inputs may reach these hosts even on private addresses (ALLOWED_URL_HOSTS, tests). */
  allowedUrlHosts: readonly string[];
  /** Where the runner records each job's end (absent: not recorded). */
  metrics?: AppMetrics;
  /** On close, how long running jobs may take to finish before they are handed back. */
  shutdownGraceMs: number;
}

/**
 * The job system as the HTTP faces see it: admission, status, updates, cancel and results, over
 * the shared database; the runner (worker side) and the retention sweep are its parts. One
 * process or many: the database holds the truth, the queue carries jobs to workers and the bus
 * carries updates and cancels between processes.
 */
export class JobService {
  readonly events: JobEvents;
  /** How the faces hand a job its files (streamed in, or finished uploads). */
  readonly intake: JobIntake;
  private readonly o: JobServiceOptions;
  private readonly store: JobStore;
  private readonly secretKey: Buffer;
  private readonly keysInUse = new KeysInUse();
  private readonly missingTools = new Set<JobType>();
  private readonly runner: JobRunner | undefined;
  private readonly retention: Retention;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly watchReads = new SharedReads((id) => this.update(id));
  private readonly line: PlacesInLine;
  private readonly views: JobViews;
  private sweeping: Promise<void> | undefined;
  private readonly steadiness: SteadyDatabase;
  private readonly streams = new ClosingStreams();
  private closed = false;

  constructor(options: JobServiceOptions) {
    this.o = options;
    this.store = new JobStore(options.database);
    this.line = new PlacesInLine(() => this.store.waitingInOrder());
    this.steadiness = new SteadyDatabase(() => options.database.ping(), options.settings.leaseMs);
    this.secretKey = secretParametersKey(options.secret);
    this.events = new JobEvents(options.cluster.events);
    this.views = new JobViews(this.store, this.events, this.line);
    this.intake = new JobIntake(options.storage, this.keysInUse, {
      findJob: (id) => this.store.find(id),
      retentionMs: options.settings.retentionMs,
    });
    const deleteKeys = (keys: readonly string[]) => this.deleteKeys(keys);
    if (options.pool) {
      this.runner = new JobRunner({
        store: this.store,
        storage: options.storage,
        pool: options.pool,
        queue: options.cluster.queue,
        bus: options.cluster.events,
        events: this.events,
        keysInUse: this.keysInUse,
        settings: options.settings,
        log: options.log,
        tools: options.tools,
        processorSettings: options.processorSettings,
        deleteKeys,
        handBackOnClose: options.cluster.kind === 'postgres',
        shutdownGraceMs: options.shutdownGraceMs,
        metrics: options.metrics,
        secretKey: this.secretKey,
      });
    }
    this.retention = new Retention({
      database: options.database,
      store: this.store,
      storage: options.storage,
      queue: options.cluster.queue,
      keysInUse: this.keysInUse,
      settings: options.settings,
      log: options.log,
      endActive: async (id, code) => {
        await this.end(id, code);
      },
      deleteFiles: (row) => this.deleteFiles(row),
    });
  }

  /** The types this server runs: those whose program was found (every type has a processor). */
  get available(): ReadonlySet<JobType> {
    return new Set(jobTypes.filter((type) => !this.missingTools.has(type)));
  }

  /** Whether new jobs are taken (false once the service is closing). */
  get accepting(): boolean {
    return !this.closed;
  }

  /** Takes types out of service whose external program turned out to be missing. */
  markUnavailable(types: Iterable<JobType>): void {
    for (const type of types) this.missingTools.add(type);
  }

  /** The type's module; 400 for an unknown type, 501 for one whose program is not installed. */
  definition(type: unknown): JobTypeDefinition {
    return jobTypeFor(type, this.missingTools);
  }

  /** Refuses new work at once while the storage is known to be down (no upload waits it out). */
  assertAvailable(): void {
    if (this.o.storage.available === false) throw unavailable('storage');
  }

  /** Refuses new work when the line is full or this client already has its share waiting or running. */
  async assertCapacity(clientKeys: readonly string[]): Promise<void> {
    this.assertOpen();
    await assertCapacity(this.store, this.o.settings, capKeys(clientKeys, this.o.secret));
  }

  /** Refuses new work while the storage is down or this process is shutting down. */
  private assertOpen(): void {
    this.assertAvailable();
    if (this.closed) throw restarting();
  }

  /**
   * Validates a job fully (capacity, parameters, files by count, size and real content type, the
   * budgets), then stores it and puts it in line. On any refusal the given files are deleted.
   */
  async create(input: CreateJobInput): Promise<JobView> {
    return this.views.of(await this.admit(input));
  }

  /** As `create`, answering with the stored row: no read of the job's place in line. */
  async admit(input: CreateJobInput): Promise<JobRow> {
    try {
      const definition = this.definition(input.type);
      if (input.capacityChecked) this.assertOpen();
      else await this.assertCapacity(input.clientKeys);
      const parameters = parseParameters(definition, input.parameters);
      const url = (parameters as { url?: unknown }).url;
      if (typeof url === 'string') await checkUrlInput(url, this.o.allowedUrlHosts);
      checkCountsAndSizes(definition, input.files);
      const files = await checkIncomingFiles(
        this.o.storage,
        definition,
        input.files,
        parameters,
        this.o.settings.budgets,
        { ffmpeg: async () => (await this.o.tools()).ffmpeg },
      );
      const keys = capKeys(input.clientKeys, this.o.secret);
      // Counted again and stored under one lock: others may have taken the last places meanwhile.
      const row = await this.o.cluster.lock.runExclusive('job-admission', async () => {
        await this.assertCapacity(input.clientKeys);
        const now = Date.now();
        const id = randomBytes(16).toString('base64url');
        return this.store.insert({
          id,
          type: definition.type,
          toolSlug: definition.toolSlug,
          status: 'pending',
          progress: 0,
          parameters: sealSecrets(
            parameters as Record<string, unknown>,
            definition.secretParameters,
            this.secretKey,
            id,
          ),
          inputFiles: files,
          visitorId: input.visitorId ?? null,
          clientAddress: keys.clientAddress ?? null,
          createdAt: now,
          expiresAt: now + this.o.settings.retentionMs,
        });
      });
      for (const file of input.files) this.keysInUse.delete(file.key);
      await this.o.cluster.queue.send({ jobId: row.id, type: definition.type });
      (input.log ?? this.o.log).info(
        { jobId: row.id, type: definition.type, files: files.length },
        'job accepted',
      );
      return row;
    } catch (error) {
      for (const file of input.files) this.keysInUse.delete(file.key);
      await this.deleteKeys(input.files.map((f) => f.key));
      throw error;
    }
  }

  /** Waiting and running jobs by type, from the shared job table (for the metrics). */
  activeCounts(): Promise<Partial<Record<string, { waiting: number; running: number }>>> {
    return this.store.activeByType();
  }

  /** The job's row; 404 when there is none. */
  row(id: string): Promise<JobRow> {
    return this.store.row(id);
  }

  async view(id: string): Promise<JobView> {
    return this.views.view(id);
  }

  /** The view for a status request (GET /api/jobs/:id, jobs.get): see JobViews.status. */
  async status(id: string): Promise<JobView> {
    return this.views.status(id);
  }

  private async update(id: string): Promise<JobUpdate> {
    return jobUpdate(await this.view(id));
  }

  /** Streams the job's updates until it finishes (jobs.onUpdate; see ClosingStreams). */
  async watch(id: string, signal?: AbortSignal): Promise<AsyncGenerator<JobUpdate>> {
    const first = await this.watchReads.get(id);
    const reread = () => this.watchReads.get(id);
    const rereadPlace = () => this.line.update(id, reread);
    return this.streams.follow(
      (both) => this.events.watch(id, first, reread, both, rereadPlace),
      first,
      signal,
    );
  }

  /** Ends every progress stream of this process, for a shutdown (see ClosingStreams). */
  closeStreams(): void {
    this.streams.close();
  }

  /** Takes no more jobs from the queue; the running ones go on (the first step of a shutdown). */
  async stopTaking(): Promise<void> {
    await this.runner?.stopTaking();
  }

  /** Resolves once the job has finished, with its final view (heard on the bus, or re-read). */
  async waitUntilFinished(id: string): Promise<JobView> {
    const ended = this.events.once(id, (update) => isFinished(update.status));
    for (;;) {
      const view = await this.view(id);
      if (isFinished(view.status)) return view;
      const heard = await Promise.race([
        ended.then(() => true),
        new Promise<false>((resolve) => setTimeout(resolve, REREAD_INTERVAL_MS, false).unref()),
      ]);
      if (heard) return this.view(id);
    }
  }

  /**
   * Stops a waiting or running job, wherever it runs, and deletes its files at once; it ends
   * failed with code 'cancelled'. A finished job's files are deleted too (its status stays).
   */
  async cancel(id: string, log?: FastifyBaseLogger): Promise<JobView> {
    await this.store.row(id);
    return this.end(id, 'cancelled', log);
  }

  private async end(
    id: string,
    code: 'cancelled' | 'expired' | 'interrupted',
    log = this.o.log,
  ): Promise<JobView> {
    const before = await this.store.row(id);
    const ended = await this.store.end(id, {
      status: 'failed',
      errorCode: code,
      errorMessage: failureMessages[code] ?? failureMessages.cancelled,
    });
    if (ended) {
      this.views.forget(id);
      log.info({ jobId: id, type: before.type, code, was: before.status }, 'job ended early');
      if (before.status === 'processing') {
        await this.o.cluster.events.publish(topics.cancel, { id, code });
      } else {
        void this.events.queueMoved().catch(() => {});
      }
    }
    await this.deleteFiles(await this.store.row(id));
    const view = await this.view(id);
    await this.events.publish(id, jobUpdate(view)).catch((error: unknown) => {
      this.o.log.warn({ err: error }, 'could not publish a job update');
    });
    return view;
  }

  /** The finished result for download: 404 unknown, 410 deleted, 409 not (or never) ready. */
  async result(id: string): Promise<ResultStream> {
    return resultOf(await this.store.row(id), this.o.storage, this.o.settings.retentionMs);
  }

  // ---- files -----------------------------------------------------------------------------------

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.o.storage.delete(key).catch((error: unknown) => {
          this.o.log.warn({ err: error }, 'could not delete a stored file');
        }),
      ),
    );
  }

  /** Deletes a job's inputs and result; the row records it first. */
  private async deleteFiles(row: JobRow): Promise<void> {
    await this.deleteKeys(await this.store.forgetFiles(row));
  }

  // ---- start, upkeep and stop ------------------------------------------------------------------

  /**
   * Single machine: whatever a stop or crash left waiting or running is picked up again (this is
   * the only process, so nothing else runs it) and files nobody owns are deleted at once.
   */
  private async recoverAtStart(): Promise<void> {
    await this.o.storage.clearScratch();
    const unfinished = await this.store.unfinished();
    await this.retention.recoverLostJobs(unfinished.filter((row) => row.status === 'processing'));
    for (const row of unfinished) {
      if (row.status !== 'pending') continue;
      await this.o.cluster.queue.send({ jobId: row.id, type: row.type as JobType });
    }
    await this.retention.sweep(0);
  }

  /** Runs the retention sweep now (tests, and the timer below); one process of the cluster leads. */
  async sweep(orphanAgeMs?: number): Promise<void> {
    if (!(await this.o.cluster.lock.tryLead('job-retention'))) return;
    await this.retention.sweep(orphanAgeMs);
  }

  private every(ms: number, work: () => Promise<void>, name: string): void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || this.closed) return;
      busy = true;
      const run = work()
        .catch((error: unknown) => this.o.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          busy = false;
        });
      if (name === 'sweep') this.sweeping = run;
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** Recovers (single machine), starts the runner (worker roles) and the upkeep timers. */
  async start(): Promise<void> {
    if (this.o.cluster.kind === 'memory') await this.recoverAtStart();
    await this.runner?.start();
    this.every(this.o.settings.sweepIntervalMs, () => this.sweep(), 'sweep');
    this.every(
      Math.max(500, Math.floor(this.o.settings.leaseMs / 2)),
      async () => {
        if (!(await this.steadiness.steady())) return;
        if (await this.o.cluster.lock.tryLead('job-retention')) {
          await this.retention.recoverLostJobs();
        }
      },
      'lease check',
    );
  }

  /**
   * Stops for a shutdown: no new jobs; running ones get the shutdown grace to finish, the rest are
   * handed back (see JobRunner.close: to another worker in the scaled shape, to the next start on
   * a single machine).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closeStreams();
    for (const timer of this.timers) clearInterval(timer);
    await this.sweeping;
    await this.runner?.close();
    this.events.close();
  }
}
