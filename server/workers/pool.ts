import { jobMemoryLimitMb, jobRegistry } from '../../shared/jobs/job-types.ts';
import { locations } from '../locations.ts';
import { ProcessPool } from './isolation/process-pool.ts';
import type { WorkerOutcome, WorkerTask } from './task.ts';
import { ThreadPool } from './thread-pool.ts';

/** How long a processor may take to stop after Cancel or its time limit before it is killed. */
export const STOP_GRACE_MS = 3000;

/**
 * Where jobs run (JOB_ISOLATION): `process`, a worker process per slot whose memory and time are
 * limited alone, or `thread`, worker threads sharing the server's memory (V8 heap limit only).
 */
export const jobIsolations = ['process', 'thread'] as const;
export type JobIsolation = (typeof jobIsolations)[number];

export interface WorkerPoolOptions {
  isolation?: JobIsolation;
  /** JOB_MEMORY_LIMIT_MB: when set, every job's memory limit in place of its type's own. */
  memoryLimitMb?: number | undefined;
}

export interface RunOptions {
  onProgress(progress: number, stage: string | undefined, untimed?: boolean): void;
  /** Aborted with a reason code ('cancelled', 'expired') to stop the job. */
  signal: AbortSignal;
  timeLimitMs: number;
  /** The job type's memory limit (registry `memoryLimitMb`); past it the job fails `memory_limit`. */
  memoryLimitMb: number;
}

/**
 * The workers that run processors, one job per slot. The jobs service hands it one job per free
 * slot, so no queue builds up here and the service knows every job's place in line.
 */
export class WorkerPool {
  readonly size: number;
  readonly isolation: JobIsolation;
  private readonly memoryLimitOverride: number | undefined;
  private readonly options: WorkerPoolOptions;
  private workers: ProcessPool | ThreadPool | undefined;

  /** Starts no worker yet: `start` does (the server calls it once listening), or the first job. */
  constructor(size: number, options: WorkerPoolOptions = {}) {
    this.size = size;
    this.isolation = options.isolation ?? 'process';
    this.memoryLimitOverride = options.memoryLimitMb;
    this.options = options;
  }

  /** Starts the worker processes or threads, once; later calls return the same ones. */
  start(): ProcessPool | ThreadPool {
    this.workers ??=
      this.isolation === 'process'
        ? new ProcessPool(this.size, locations.workerProcessEntry)
        : new ThreadPool(
            this.size,
            locations.workerEntry,
            this.options.memoryLimitMb ??
              Math.max(...Object.values(jobRegistry).map((entry) => jobMemoryLimitMb(entry))),
          );
    return this.workers;
  }

  /** Starts the workers and resolves once they are up (processes started, their code loaded). */
  async started(): Promise<void> {
    const workers = this.start();
    if (workers instanceof ProcessPool) await workers.started();
  }

  run(task: WorkerTask, options: RunOptions): Promise<WorkerOutcome> {
    return this.start().run(task, {
      ...options,
      memoryLimitMb: this.memoryLimitOverride ?? options.memoryLimitMb,
      graceMs: STOP_GRACE_MS,
    });
  }

  async close(): Promise<void> {
    await this.workers?.close();
  }
}
