import type { MessagePort } from 'node:worker_threads';
import { jobDefinition } from '../../src/shared/jobs/registry.ts';
import { ProcessingError } from '../processing-error.ts';
import { loadProcessor } from './processors.ts';
import {
  INTERNAL_MESSAGE,
  type FromWorker,
  type ToWorker,
  type WorkerOutcome,
  type WorkerTask,
} from './task.ts';

/** The piscina entry: runs one job's processor and reports its progress through the task's port. */
export default async function runJob(
  task: WorkerTask & { port: MessagePort },
): Promise<WorkerOutcome> {
  const { port } = task;
  const controller = new AbortController();
  port.on('message', (message: ToWorker) => {
    if (message.type === 'cancel') controller.abort(message.reason);
  });
  let last = -1;
  const progress = (percent: number, stage?: string) => {
    const value = Math.max(0, Math.min(100, Math.round(percent * 10) / 10));
    if (value === last && stage === undefined) return;
    last = value;
    port.postMessage({ type: 'progress', progress: value, stage } satisfies FromWorker);
  };
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
      signal: controller.signal,
      progress,
      tools: task.tools,
      settings: task.settings,
    });
    if (controller.signal.aborted) return aborted(controller.signal);
    return { ok: true, ...(output ?? {}) };
  } catch (error) {
    // A stopped job fails for the reason it was stopped (cancelled, timeout, expired), whatever
    // the processor threw on the way out.
    if (controller.signal.aborted) return aborted(controller.signal);
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
    port.close();
  }
}

function aborted(signal: AbortSignal): WorkerOutcome {
  const reason = String(signal.reason ?? 'cancelled');
  return { ok: false, code: reason, message: reason };
}
