import { jobDefinition } from '../../shared/jobs/job-types.ts';
import { ProcessingError } from '../processing-error.ts';
import { loadProcessor } from '../processing/load-processor.ts';
import { setJobContext } from './job-console.ts';
import { INTERNAL_MESSAGE, type FromWorker, type WorkerOutcome, type WorkerTask } from './task.ts';

/**
 * Runs one job's processor where it is called from: a worker thread (worker.ts) or a worker
 * process (isolation/child-entry.ts). Progress goes to `report`, rounded and without repeats;
 * `signal` stops the work. It never throws, so codes and messages cross to the pool intact.
 */
export async function runTask(
  task: WorkerTask,
  signal: AbortSignal,
  report: (message: FromWorker) => void,
): Promise<WorkerOutcome> {
  let last = -1;
  const progress = (percent: number, stage?: string, options?: { untimed?: boolean }) => {
    const value = Math.max(0, Math.min(100, Math.round(percent * 10) / 10));
    if (value === last && stage === undefined) return;
    last = value;
    report({
      type: 'progress',
      progress: value,
      stage,
      ...(options?.untimed ? { untimed: true } : {}),
    });
  };
  setJobContext(task);
  try {
    const processor = await loadProcessor(task.type);
    const parameters = jobDefinition(task.type).parameters.parse(task.parameters);
    const output = await processor.run({
      id: task.jobId,
      type: task.type,
      parameters: parameters as never,
      inputs: task.inputs,
      outputPath: task.outputPath,
      workDir: task.workDir,
      signal,
      progress,
      tools: task.tools,
      settings: task.settings,
    });
    if (signal.aborted) return aborted(signal);
    return { ok: true, ...(output ?? {}) };
  } catch (error) {
    // A stopped job fails for the reason it was stopped (cancelled, timeout, expired), whatever
    // the processor threw on the way out.
    if (signal.aborted) return aborted(signal);
    if (error instanceof ProcessingError) {
      return { ok: false, code: error.code, message: error.message, internal: error.detail };
    }
    return {
      ok: false,
      code: 'internal_error',
      message: INTERNAL_MESSAGE,
      internal: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  } finally {
    setJobContext(undefined);
  }
}

function aborted(signal: AbortSignal): WorkerOutcome {
  const reason = String(signal.reason ?? 'cancelled');
  return { ok: false, code: reason, message: reason };
}
