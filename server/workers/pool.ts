import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { locations } from '../locations.ts';
import {
  INTERNAL_MESSAGE,
  type FromWorker,
  type ToWorker,
  type WorkerOutcome,
  type WorkerTask,
} from './task.ts';

/** How long a processor may take to stop after Cancel or its time limit before its thread is ended. */
export const STOP_GRACE_MS = 3000;

export interface RunOptions {
  onProgress(progress: number, stage: string | undefined): void;
  /** Aborted with a reason code ('cancelled', 'expired') to stop the job. */
  signal: AbortSignal;
  timeLimitMs: number;
}

/**
 * The worker threads that run processors. The jobs service hands it one job per free thread, so
 * piscina's own queue stays empty and the service knows every job's place in line.
 */
export class WorkerPool {
  readonly size: number;
  private readonly piscina: Piscina<WorkerTask, WorkerOutcome>;

  constructor(size: number) {
    this.size = size;
    this.piscina = new Piscina({
      filename: pathToFileURL(locations.workerEntry).href,
      minThreads: size,
      maxThreads: size,
      idleTimeout: 60_000,
    });
  }

  async run(task: WorkerTask, options: RunOptions): Promise<WorkerOutcome> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: FromWorker) => {
      if (message.type === 'progress') options.onProgress(message.progress, message.stage);
    });
    const hardStop = new AbortController();
    let stopReason: string | undefined;
    const stop = (reason: string) => {
      if (stopReason) return;
      stopReason = reason;
      port1.postMessage({ type: 'cancel', reason } satisfies ToWorker);
      setTimeout(() => hardStop.abort(reason), STOP_GRACE_MS).unref();
    };
    const onAbort = () => stop(String(options.signal.reason ?? 'cancelled'));
    if (options.signal.aborted) onAbort();
    options.signal.addEventListener('abort', onAbort);
    const timer = setTimeout(() => stop('timeout'), options.timeLimitMs);
    timer.unref();
    try {
      const outcome = await this.piscina.run({ ...task, port: port2 } as WorkerTask, {
        transferList: [port2] as never,
        signal: hardStop.signal,
      });
      if (!outcome.ok && stopReason) return { ok: false, code: stopReason, message: stopReason };
      return outcome;
    } catch (error) {
      if (stopReason) return { ok: false, code: stopReason, message: stopReason };
      return {
        ok: false,
        code: 'internal_error',
        message: INTERNAL_MESSAGE,
        internal: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    } finally {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      port1.close();
    }
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
