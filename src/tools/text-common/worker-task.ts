/** Thrown when a worker took longer than allowed and was stopped. */
export class WorkerTimeoutError extends Error {
  constructor(ms: number) {
    super(`Stopped after ${ms} ms`);
    this.name = 'WorkerTimeoutError';
  }
}

/** Thrown for a request that a newer one replaced before it finished. */
export class WorkerSupersededError extends Error {
  constructor() {
    super('Replaced by a newer request');
    this.name = 'WorkerSupersededError';
  }
}

/**
 * Runs one request at a time in a Web Worker. A request that runs too long, or that a newer
 * request replaces while it still runs, ends with its worker: the only way to stop a runaway
 * computation such as a catastrophically backtracking regular expression.
 */
export class WorkerTask<Request, Response> {
  private worker: Worker | undefined;
  private active:
    { reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> } | undefined;
  private readonly create: () => Worker;

  constructor(create: () => Worker) {
    this.create = create;
  }

  run(request: Request, timeoutMs: number): Promise<Response> {
    if (this.active) {
      this.active.reject(new WorkerSupersededError());
      this.stop();
    }
    const worker = (this.worker ??= this.create());
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new WorkerTimeoutError(timeoutMs));
        this.stop();
      }, timeoutMs);
      this.active = { reject, timer };
      worker.onmessage = (event: MessageEvent<Response>) => {
        clearTimeout(timer);
        this.active = undefined;
        resolve(event.data);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        clearTimeout(timer);
        this.active = undefined;
        reject(new Error(event.message || 'The worker stopped'));
        this.stop();
      };
      worker.postMessage(request);
    });
  }

  private stop() {
    if (this.active) clearTimeout(this.active.timer);
    this.active = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }

  dispose(): void {
    this.active?.reject(new WorkerSupersededError());
    this.stop();
  }
}
