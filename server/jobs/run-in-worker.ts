import type { JobRow } from '../../db/schema.ts';
import { jobMemoryLimitMb, type JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import type { FileStorage, LocalCopy, NewObject } from '../storage/storage.ts';
import type { ProcessorSettings, ProcessorTools } from '../processing/processor.ts';
import type { WorkerPool } from '../workers/pool.ts';
import { INTERNAL_MESSAGE } from '../workers/task.ts';
import { throughOutage } from '../outage/through-outage.ts';

/** How long a job waits through a storage outage for its inputs or to store its result. */
export const STORAGE_PATIENCE_MS = 120_000;

export type WorkerRun =
  | { ok: true; key: string; size: number; filename?: string; contentType?: string }
  | { ok: false; code: string; message: string; internal?: string | undefined };

export interface WorkerRunOptions {
  storage: FileStorage;
  pool: WorkerPool;
  row: JobRow;
  /** The parameters the processor receives (the row's, its secrets opened). */
  parameters(): Record<string, unknown>;
  definition: JobTypeDefinition;
  timeLimitMs: number;
  signal: AbortSignal;
  /** The external programs, once detected (the first jobs after a start wait for them). */
  tools(): Promise<ProcessorTools>;
  settings: ProcessorSettings;
  onProgress(progress: number, stage: string | undefined, untimed?: boolean): void;
  /** Marks the result's key as in use while it is written (the orphan sweep leaves it). */
  reserve(key: string): void;
  release(key: string): void;
}

/**
 * One job's turn in a worker: a scratch folder, local copies of its inputs and a file for its
 * result are set up, the processor runs, and the result is stored, or discarded when the job
 * failed or was stopped. Whatever happens, the scratch folder and copies are cleaned up, and a
 * storage failure comes back as an internal error rather than an exception.
 */
export async function runInWorker(options: WorkerRunOptions): Promise<WorkerRun> {
  const { storage, row, definition } = options;
  // The inputs are read and the result stored again while the storage is down, rather than the
  // job failing for an outage.
  const patience = { patienceMs: STORAGE_PATIENCE_MS, signal: options.signal };
  let scratch: { path: string; remove(): Promise<void> } | undefined;
  let output: NewObject | undefined;
  let copies: LocalCopy[] = [];
  try {
    scratch = await storage.createScratch();
    output = await storage.createObject();
    options.reserve(output.key);
    copies = await Promise.all(
      row.inputFiles.map((file) => throughOutage(() => storage.openLocal(file.key), patience)),
    );
    const tools = await options.tools();
    const outcome = await options.pool.run(
      {
        jobId: row.id,
        type: definition.type,
        parameters: options.parameters(),
        inputs: row.inputFiles.map((file, index) => ({
          field: file.field ?? definition.inputs[0]?.field ?? 'file',
          path: (copies[index] as LocalCopy).path,
          name: file.name,
          contentType: file.contentType,
          size: file.size,
        })),
        outputPath: output.path,
        workDir: scratch.path,
        tools,
        settings: options.settings,
      },
      {
        signal: options.signal,
        timeLimitMs: options.timeLimitMs,
        memoryLimitMb: jobMemoryLimitMb(definition),
        onProgress: options.onProgress,
      },
    );
    if (!outcome.ok || options.signal.aborted) {
      await output.discard();
      return outcome.ok ? { ok: false, code: String(options.signal.reason), message: '' } : outcome;
    }
    const size = await throughOutage(output.commit, patience).catch(() => 0);
    if (size === 0) {
      await output.discard();
      return {
        ok: false,
        code: 'internal_error',
        message: INTERNAL_MESSAGE,
        internal: 'the processor wrote no result',
      };
    }
    return {
      ok: true,
      key: output.key,
      size,
      filename: outcome.filename,
      contentType: outcome.contentType,
    };
  } catch (error) {
    await output?.discard().catch(() => {});
    return {
      ok: false,
      code: 'internal_error',
      message: INTERNAL_MESSAGE,
      internal: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  } finally {
    if (output) options.release(output.key);
    await Promise.all(copies.map((copy) => copy.release().catch(() => {})));
    await scratch?.remove().catch(() => {});
  }
}
