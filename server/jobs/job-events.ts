import { EventEmitter } from 'node:events';
import { isFinished, type JobUpdate } from '../../src/shared/jobs/view.ts';

/** Job updates published by the service and streamed to whoever watches a job. */
export class JobEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(id: string, update: JobUpdate): void {
    this.emitter.emit(id, update);
  }

  /**
   * Yields `first`, then every later update of the job, until a finished one or until `signal`
   * aborts. Updates that pile up while the consumer is busy are merged into the latest.
   */
  async *watch(id: string, first: JobUpdate, signal?: AbortSignal): AsyncGenerator<JobUpdate> {
    let latest: JobUpdate | undefined;
    let wake: (() => void) | undefined;
    const listener = (update: JobUpdate) => {
      latest = update;
      wake?.();
    };
    const onAbort = () => wake?.();
    this.emitter.on(id, listener);
    signal?.addEventListener('abort', onAbort);
    try {
      yield first;
      if (isFinished(first.status)) return;
      while (!signal?.aborted) {
        if (!latest) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        const update: JobUpdate = latest;
        latest = undefined;
        yield update;
        if (isFinished(update.status)) return;
      }
    } finally {
      this.emitter.off(id, listener);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Resolves with the job's finished update. */
  once(id: string, predicate: (update: JobUpdate) => boolean): Promise<JobUpdate> {
    return new Promise((resolve) => {
      const listener = (update: JobUpdate) => {
        if (!predicate(update)) return;
        this.emitter.off(id, listener);
        resolve(update);
      };
      this.emitter.on(id, listener);
    });
  }
}
