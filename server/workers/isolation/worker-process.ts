import { fork, type ChildProcess } from 'node:child_process';
import { memoryLimitOutcome } from '../memory-limit.ts';
import {
  INTERNAL_MESSAGE,
  type FromWorkerProcess,
  type ToWorkerProcess,
  type WorkerOutcome,
  type WorkerTask,
} from '../task.ts';
import { killProcessTree } from './kill-tree.ts';
import { descendantsOf, readProcessTable, readRssBytes } from './process-table.ts';
import type { MemoryWatch } from './memory-watch.ts';

export interface ProcessRunOptions {
  onProgress(progress: number, stage: string | undefined, untimed?: boolean): void;
  signal: AbortSignal;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** How long the processor may take to stop after a stop request before its tree is killed. */
  graceMs: number;
}

/**
 * A worker process still holding more than this after a job is replaced: memory a job freed stays
 * with the process (malloc keeps it; remove-bg keeps its model), and it would count against the
 * next job's limit. An idle worker process holds about 110 MB.
 */
export const RECYCLE_ABOVE_BYTES = 512 * 2 ** 20;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * One long-lived worker process: forked from `entry` in a process group (and session) of its
 * own, it runs one job at a time. A stop (cancel, time limit) is asked for over IPC and enforced
 * after the grace by killing the whole tree; going past the memory limit kills the tree at once.
 * A process that was killed or died is `dead` and the pool replaces it.
 */
export class WorkerProcess {
  readonly ready: Promise<void>;
  private readonly child: ChildProcess;
  private readonly exited: Promise<Exit>;
  private exit: Exit | undefined;
  private closing = false;
  private retired = false;

  constructor(entry: string) {
    this.child = fork(entry, [], {
      // Its own process group: ffmpeg and the like it starts can be killed together with it.
      detached: true,
      // Not the server's flags (--watch, a test runner's loaders): a plain Node for processors.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
      env: workerEnvironment(process.env),
    });
    this.exited = new Promise((resolve) => {
      const done = (exit: Exit) => {
        this.exit ??= exit;
        resolve(this.exit);
      };
      this.child.once('exit', (code, signal) => done({ code, signal }));
      this.child.once('error', () => done({ code: null, signal: null }));
    });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: FromWorkerProcess) => {
        if (message.type !== 'ready') return;
        this.child.off('message', onMessage);
        resolve();
      };
      this.child.on('message', onMessage);
      void this.exited.then((exit) =>
        reject(new Error(`the worker process exited before it was ready (${describe(exit)})`)),
      );
    });
    this.ready.catch(() => {});
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** True once the process has ended: it takes no more jobs. */
  get dead(): boolean {
    return this.exit !== undefined || this.child.exitCode !== null;
  }

  /** True when the pool should put a fresh process in its place. */
  get spent(): boolean {
    return this.dead || this.retired;
  }

  async run(
    task: WorkerTask,
    options: ProcessRunOptions,
    memory: MemoryWatch,
  ): Promise<WorkerOutcome> {
    await this.ready;
    const pid = this.child.pid as number;
    let stopReason: string | undefined;
    let killedFor: 'memory' | 'stop' | undefined;
    let killing: Promise<unknown> | undefined;
    let graceTimer: NodeJS.Timeout | undefined;

    const kill = (reason: 'memory' | 'stop') => {
      if (killing || this.dead) return;
      killedFor = reason;
      killing = killProcessTree(pid);
    };
    const stop = (reason: string) => {
      if (stopReason) return;
      stopReason = reason;
      this.send({ type: 'cancel', reason });
      graceTimer = setTimeout(() => kill('stop'), options.graceMs);
    };
    const onAbort = () => stop(String(options.signal.reason ?? 'cancelled'));
    const timeLimit = setTimeout(() => stop('timeout'), options.timeLimitMs);

    const finished = new Promise<WorkerOutcome | Exit>((resolve) => {
      const onMessage = (message: FromWorkerProcess) => {
        if (message.type === 'progress')
          options.onProgress(message.progress, message.stage, message.untimed);
        else if (message.type === 'done') {
          this.child.off('message', onMessage);
          resolve(message.outcome);
        }
      };
      this.child.on('message', onMessage);
      void this.exited.then((exit) => {
        this.child.off('message', onMessage);
        resolve(exit);
      });
    });
    const unwatch = memory.watch(pid, options.memoryLimitMb * 1024 * 1024, () => kill('memory'));
    if (options.signal.aborted) onAbort();
    options.signal.addEventListener('abort', onAbort);
    this.send({ type: 'run', task });

    let result: WorkerOutcome | Exit;
    try {
      result = await finished;
      // A job that answered while its tree was being killed waits for the kill to end.
      if (killing) {
        await killing;
        result = await this.exited;
      }
    } finally {
      clearTimeout(timeLimit);
      clearTimeout(graceTimer);
      options.signal.removeEventListener('abort', onAbort);
      unwatch();
    }

    if ('ok' in result) {
      // The processor should have ended what it started; whatever it left is ended here, so a
      // stopped job's ffmpeg cannot write after the job is over.
      if (stopReason) await this.killDescendants(pid);
      this.retired = readRssBytes(pid) > RECYCLE_ABOVE_BYTES;
      if (!result.ok && stopReason) return { ok: false, code: stopReason, message: stopReason };
      return result;
    }
    if (this.closing) {
      const code = stopReason ?? 'shutdown';
      return { ok: false, code, message: code };
    }
    if (killedFor === 'memory') {
      return memoryLimitOutcome(
        task.type,
        options.memoryLimitMb,
        `the job's processes went past ${options.memoryLimitMb} MB and were killed`,
      );
    }
    if (stopReason) return { ok: false, code: stopReason, message: stopReason };
    // Killed outright by someone else: on Linux, the kernel's OOM killer.
    if (result.signal === 'SIGKILL') {
      return memoryLimitOutcome(
        task.type,
        options.memoryLimitMb,
        'the worker process was killed with SIGKILL (the kernel ran out of memory?)',
      );
    }
    return {
      ok: false,
      code: 'internal_error',
      message: INTERNAL_MESSAGE,
      internal: `the worker process died during the job (${describe(result)})`,
    };
  }

  /** Ends the process and everything it started; resolves once it has exited. */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.dead && this.child.pid !== undefined) await killProcessTree(this.child.pid);
    await this.exited;
  }

  private send(message: ToWorkerProcess): void {
    if (this.child.connected) this.child.send(message);
  }

  private async killDescendants(pid: number): Promise<void> {
    if (this.dead) return;
    const left = descendantsOf(pid, readProcessTable()).slice(1);
    for (const descendant of left) await killProcessTree(descendant);
  }
}

/**
 * The server's environment without its secrets: processors read hostile files and need none of
 * them (their settings come with each task).
 */
export function workerEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(environment).filter(
      ([name]) => !/SECRET|PASSWORD|ACCESS_KEY|TOKEN|DATABASE_URL|CREDENTIAL/i.test(name),
    ),
  );
}

function describe(exit: Exit): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}
