import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { memoryLimitOutcome } from './memory-limit.ts';
import {
  INTERNAL_MESSAGE,
  type FromWorker,
  type ToWorker,
  type WorkerOutcome,
  type WorkerTask,
} from './task.ts';

export interface ThreadRunOptions {
  onProgress(progress: number, stage: string | undefined, untimed?: boolean): void;
  signal: AbortSignal;
  timeLimitMs: number;
  graceMs: number;
}

/**
 * Worker threads that run processors (JOB_ISOLATION=thread). They share the server's memory, so
 * the only limit a thread can have is its V8 heap (`heapLimitMb`, piscina's resourceLimits): the
 * native memory of libvips, pdf.js's canvas or ffmpeg is not bounded, and a job that takes too
 * much of it can take the whole server down. A thread past its heap limit is ended and its job
 * fails with `memory_limit`.
 */
export class ThreadPool {
  readonly size: number;
  private readonly heapLimitMb: number;
  private readonly piscina: Piscina<WorkerTask, WorkerOutcome>;

  constructor(size: number, entry: string, heapLimitMb: number) {
    this.size = size;
    this.heapLimitMb = heapLimitMb;
    this.piscina = new Piscina({
      filename: pathToFileURL(entry).href,
      minThreads: size,
      maxThreads: size,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
    });
  }

  async run(task: WorkerTask, options: ThreadRunOptions): Promise<WorkerOutcome> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: FromWorker) => {
      if (message.type === 'progress')
        options.onProgress(message.progress, message.stage, message.untimed);
    });
    const hardStop = new AbortController();
    let stopReason: string | undefined;
    const stop = (reason: string) => {
      if (stopReason) return;
      stopReason = reason;
      port1.postMessage({ type: 'cancel', reason } satisfies ToWorker);
      setTimeout(() => hardStop.abort(reason), options.graceMs).unref();
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
      const internal = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return memoryLimitOutcome(task.type, this.heapLimitMb, internal);
      }
      return { ok: false, code: 'internal_error', message: INTERNAL_MESSAGE, internal };
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
