import { spawn } from 'node:child_process';
import { ProcessingError, cancelledError } from '../processing-error.ts';

export interface RunProcessOptions {
  /** Killed (SIGKILL) once this many milliseconds have passed; the promise rejects with `timeout`. */
  timeoutMs: number;
  /** Killed when it fires; the promise rejects with `cancelled`. */
  signal?: AbortSignal | undefined;
  cwd?: string;
  /** Added to the small environment every program gets (PATH, HOME, locale, TMPDIR, TZ). */
  env?: NodeJS.ProcessEnv;
  /** Called with each complete line of standard output (then stdout is not kept). */
  onStdoutLine?: (line: string) => void;
  /** Called with each complete line of standard error (it is kept as well). */
  onStderrLine?: (line: string) => void;
  /** Bytes of stdout kept when no line callback is given (default 1 MiB). */
  stdoutLimit?: number;
  /** Bytes of the end of stderr kept (default 64 KiB). */
  stderrLimit?: number;
  /**
   * Start the process in its own process group and kill the whole group: for wrappers such as
   * LibreOffice's `soffice` script, whose real work happens in a child process.
   */
  killGroup?: boolean;
  /** Name used in error messages for the log ('ffmpeg', 'LibreOffice'...). */
  label?: string;
}

export interface ProcessResult {
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  elapsedMs: number;
}

/** What a program inherits from the server's environment: nothing secret (SMTP passwords...). */
const inheritedVariables = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TMPDIR', 'TZ'];

function childEnvironment(extra: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const name of inheritedVariables) {
    if (process.env[name] !== undefined) environment[name] = process.env[name];
  }
  return { ...environment, ...extra };
}

/** Keeps the last `limit` characters of a growing text. */
class Tail {
  private text = '';
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  push(chunk: string) {
    this.text += chunk;
    if (this.text.length > this.limit * 2) this.text = this.text.slice(-this.limit);
  }
  toString() {
    return this.text.length > this.limit ? this.text.slice(-this.limit) : this.text;
  }
}

/** Splits a stream of text into lines, keeping an unfinished last line for the next chunk. */
function lineSplitter(onLine: (line: string) => void) {
  let rest = '';
  return {
    push(chunk: string) {
      const parts = (rest + chunk).split(/\r?\n|\r/);
      rest = parts.pop() ?? '';
      for (const part of parts) onLine(part);
    },
    flush() {
      if (rest) onLine(rest);
      rest = '';
    },
  };
}

/**
 * Runs a program with an argument array (never through a shell), a time limit and cancellation.
 * It resolves with the exit status whatever it is (the caller decides what a failure means) and
 * rejects only when the program cannot start (`tool_missing`), runs out of time (`timeout`) or is
 * cancelled (`cancelled`). In every case it settles only after the process has exited.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  const label = options.label ?? command;
  if (options.signal?.aborted) return Promise.reject(cancelledError());

  return new Promise<ProcessResult>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: childEnvironment(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.killGroup === true,
      shell: false,
      windowsHide: true,
    });

    const stdout = new Tail(options.stdoutLimit ?? 1024 * 1024);
    const stderr = new Tail(options.stderrLimit ?? 64 * 1024);
    const stdoutLines = options.onStdoutLine ? lineSplitter(options.onStdoutLine) : null;
    const stderrLines = options.onStderrLine ? lineSplitter(options.onStderrLine) : null;
    let stopReason: 'timeout' | 'cancelled' | null = null;
    let spawnError: NodeJS.ErrnoException | null = null;

    const kill = () => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      try {
        if (options.killGroup) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const stop = (reason: 'timeout' | 'cancelled') => {
      if (stopReason) return;
      stopReason = reason;
      kill();
    };

    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('cancelled');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdoutLines) stdoutLines.push(chunk);
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: string) => {
      stderr.push(chunk);
      stderrLines?.push(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      spawnError = error;
    });
    child.on('close', (exitCode, exitSignal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      stdoutLines?.flush();
      stderrLines?.flush();
      // A process group may outlive its leader (soffice's script exits, soffice.bin keeps going).
      if (options.killGroup && stopReason && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is gone.
        }
      }
      const elapsedMs = Math.round(performance.now() - started);
      const error = spawnError as NodeJS.ErrnoException | null;
      if (error) {
        reject(
          new ProcessingError(
            'tool_missing',
            'This server cannot run the tool needed for this job.',
            {
              detail: `${label} could not start (${command}): ${error.code ?? ''} ${error.message}`,
              cause: error,
            },
          ),
        );
        return;
      }
      if (stopReason === 'cancelled') {
        reject(cancelledError());
        return;
      }
      if (stopReason === 'timeout') {
        reject(
          new ProcessingError(
            'timeout',
            'The file took too long to process. Try a shorter or smaller file.',
            { detail: `${label} killed after ${options.timeoutMs} ms` },
          ),
        );
        return;
      }
      resolve({
        exitCode,
        exitSignal,
        stdout: stdout.toString(),
        stderr: stderr.toString(),
        elapsedMs,
      });
    });
  });
}
