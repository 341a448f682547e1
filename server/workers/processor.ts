import type { JobParameters, JobType } from '../../src/shared/jobs/registry.ts';

/**
 * THE PROCESSOR INTERFACE. A job type is served once `server/workers/processors/<type>.ts` exists
 * and default-exports `defineProcessor('<type>', async (job) => { ... })`. Nothing else needs to
 * change: the registry (src/shared/jobs/registry.ts) already says what the type accepts and how
 * its result is named; the jobs service finds the file at start and reports the type available
 * (GET /api/health, `capabilities.jobTypes`); until then jobs of the type are refused with 501.
 *
 * A processor runs in a worker thread of the pool. It receives:
 * - `parameters`: already validated and defaulted by the type's zod schema;
 * - `inputs`: local files, in the order sent, each with the slot `field` it came in, the
 *   visitor's file name (for display only: never build a path from it) and the content type
 *   found from its bytes;
 * - `outputPath`: write the result there (one file; zip several);
 * - `workDir`: a private scratch folder, deleted after the job whatever happens;
 * - `signal`: aborted on Cancel or when the type's time limit passes. Stop promptly: kill child
 *   processes (ffmpeg, soffice) and return or throw. After a grace period the worker thread is
 *   terminated, and a child process it started would be left running, so listen to it.
 * - `progress(percent, stage?)`: report real progress (pages done, frames done, ffmpeg's time);
 *   calls are cheap, throttled on the way to the browser, and kept monotonic.
 * It returns nothing, or `{ filename, contentType }` to override the registry's result name.
 *
 * Errors: throw `ProcessingError` for anything about the visitor's file (corrupt, encrypted, no
 * audio track, too many pixels...): the job fails with that code and message and the REST answer
 * is 422. Anything else is our fault: it is logged with the job id and the visitor sees a generic
 * message (500).
 */

export interface ProcessorInput {
  field: string;
  path: string;
  name: string;
  contentType: string;
  size: number;
}

export interface ProcessorJob<T extends JobType> {
  id: string;
  type: T;
  parameters: JobParameters<T>;
  inputs: ProcessorInput[];
  outputPath: string;
  workDir: string;
  signal: AbortSignal;
  progress(percent: number, stage?: string): void;
}

export interface ProcessorOutput {
  filename?: string;
  contentType?: string;
}

export type ProcessorFunction<T extends JobType> = (
  job: ProcessorJob<T>,
) => Promise<ProcessorOutput | void>;

export interface Processor<T extends JobType> {
  type: T;
  run: ProcessorFunction<T>;
}

export function defineProcessor<T extends JobType>(
  type: T,
  run: ProcessorFunction<T>,
): Processor<T> {
  return { type, run };
}

/** A failure caused by the visitor's file or request: shown to them as is (422). */
export class ProcessingError extends Error {
  override name = 'ProcessingError';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Throws the signal's reason when the job was cancelled or ran out of time. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new JobAbortedError(String(signal.reason ?? 'cancelled'));
}

export class JobAbortedError extends Error {
  override name = 'JobAbortedError';
}
