import type { JobType } from '../../shared/jobs/job-types.ts';
import type { ProcessorInput, ProcessorSettings, ProcessorTools } from '../processing/processor.ts';

/** What the main thread sends a worker for one job. */
export interface WorkerTask {
  jobId: string;
  type: JobType;
  parameters: unknown;
  inputs: ProcessorInput[];
  outputPath: string;
  workDir: string;
  tools: ProcessorTools;
  settings: ProcessorSettings;
}

/** What a worker answers: it never throws, so codes and messages cross the thread intact. */
export type WorkerOutcome =
  | { ok: true; filename?: string; contentType?: string }
  | {
      ok: false;
      code: string;
      message: string;
      internal?: string | undefined;
      /** With code `memory_limit`: the limit the job went past, in MB. */
      memoryLimitMb?: number;
    };

/** Messages on a thread task's port, and from the pool to a worker process. */
export type ToWorker = { type: 'cancel'; reason: string };
export type FromWorker = {
  type: 'progress';
  progress: number;
  stage?: string;
  /** The stage reports no progress of its own: no time-left estimate until the next report. */
  untimed?: boolean;
};

/** What the pool sends a worker process over IPC: one job at a time, or a stop request. */
export type ToWorkerProcess = { type: 'run'; task: WorkerTask } | ToWorker;

/** What a worker process sends back: once that it is ready, progress, then the job's outcome. */
export type FromWorkerProcess =
  { type: 'ready' } | FromWorker | { type: 'done'; outcome: WorkerOutcome };

/** What a visitor sees when the fault is ours; the details go to the log with the job id. */
export const INTERNAL_MESSAGE =
  'Something went wrong on our side while processing your file. Please try again.';
