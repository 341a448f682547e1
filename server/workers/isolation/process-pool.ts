import { INTERNAL_MESSAGE, type WorkerOutcome, type WorkerTask } from '../task.ts';
import { MemoryWatch } from './memory-watch.ts';
import { WorkerProcess, type ProcessRunOptions } from './worker-process.ts';

/**
 * N worker processes, one job each at a time (JOB_ISOLATION=process). A job that goes past its
 * memory limit or its time limit, or crashes, takes down only its own process; that process is
 * replaced before its slot takes the next job, as is one that kept much memory after its job. Processes start with the pool, so the first jobs
 * do not wait for Node and the processors' modules to load.
 */
export class ProcessPool {
  readonly size: number;
  private readonly entry: string;
  private readonly memory = new MemoryWatch();
  private readonly idle: WorkerProcess[] = [];
  private readonly busy = new Set<WorkerProcess>();
  private readonly waiting: Array<(worker: WorkerProcess) => void> = [];
  private closed = false;

  constructor(size: number, entry: string) {
    this.size = size;
    this.entry = entry;
    for (let i = 0; i < size; i++) this.idle.push(new WorkerProcess(entry));
  }

  /** Resolves once every worker process has started and loaded its code. */
  async started(): Promise<void> {
    await Promise.all([...this.idle, ...this.busy].map((worker) => worker.ready));
  }

  async run(task: WorkerTask, options: ProcessRunOptions): Promise<WorkerOutcome> {
    const worker = await this.acquire();
    try {
      return await worker.run(task, options, this.memory);
    } catch (error) {
      return {
        ok: false,
        code: 'internal_error',
        message: INTERNAL_MESSAGE,
        internal: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    } finally {
      this.release(worker);
    }
  }

  private acquire(): Promise<WorkerProcess> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    const worker = this.idle.shift();
    if (worker) {
      this.busy.add(worker);
      return Promise.resolve(worker);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: WorkerProcess): void {
    this.busy.delete(worker);
    if (this.closed) return;
    let next = worker;
    if (worker.spent) {
      void worker.close();
      next = new WorkerProcess(this.entry);
    }
    const waiter = this.waiting.shift();
    if (waiter) {
      this.busy.add(next);
      waiter(next);
    } else {
      this.idle.push(next);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.memory.close();
    const all = [...this.idle, ...this.busy];
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.close()));
  }
}
