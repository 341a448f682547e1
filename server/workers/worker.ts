import type { MessagePort } from 'node:worker_threads';
import { installJobConsole } from './job-console.ts';
import { runTask } from './run-task.ts';
import type { FromWorker, ToWorker, WorkerOutcome, WorkerTask } from './task.ts';

installJobConsole();

/** The piscina entry (JOB_ISOLATION=thread): runs one job, reporting through the task's port. */
export default async function runJob(
  task: WorkerTask & { port: MessagePort },
): Promise<WorkerOutcome> {
  const { port, ...job } = task;
  const controller = new AbortController();
  port.on('message', (message: ToWorker) => {
    if (message.type === 'cancel') controller.abort(message.reason);
  });
  try {
    return await runTask(job, controller.signal, (message: FromWorker) =>
      port.postMessage(message),
    );
  } finally {
    port.close();
  }
}
