import type { JsonMode } from './json-format.ts';
import type { JsonResponse } from './json-job.ts';

/**
 * Sends JSON to a Web Worker and resolves with its answer. One worker serves the page; a newer
 * request makes an older answer irrelevant, which the caller checks by id.
 */
export class JsonWorkerClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending = new Map<number, (response: JsonResponse) => void>();
  private failures = new Map<number, (error: Error) => void>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./json-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<JsonResponse>) => {
      const resolve = this.pending.get(event.data.id);
      this.pending.delete(event.data.id);
      this.failures.delete(event.data.id);
      resolve?.(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new Error(event.message || 'The JSON worker stopped'));
    };
    this.worker = worker;
    return worker;
  }

  private fail(error: Error) {
    for (const reject of this.failures.values()) reject(error);
    this.pending.clear();
    this.failures.clear();
    this.worker?.terminate();
    this.worker = undefined;
  }

  run(text: string, mode: JsonMode): Promise<JsonResponse> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, resolve);
      this.failures.set(id, reject);
      worker.postMessage({ id, mode, text });
    });
  }

  dispose(): void {
    this.fail(new Error('Closed'));
  }
}
