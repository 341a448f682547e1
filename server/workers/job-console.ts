import { hostname } from 'node:os';
import { format } from 'node:util';
import { fileNameForms, privateParameters, withoutFileNames } from '../logging/file-names.ts';

/** The job a worker thread or process runs now: its lines carry its id and type. */
interface JobContext {
  jobId: string;
  type: string;
  /** The visitor's file names, kept out of every line. */
  names: string[];
}

let current: JobContext | undefined;

const levels = { debug: 20, log: 30, info: 30, warn: 40, error: 50 } as const;
const LONGEST_MESSAGE = 4000;

/** Says which job the lines written from now on are about (undefined: none). */
export function setJobContext(
  task:
    | { jobId: string; type: string; parameters?: unknown; inputs: readonly { name: string }[] }
    | undefined,
): void {
  current = task && {
    jobId: task.jobId,
    type: task.type,
    names: fileNameForms([
      ...task.inputs.map((input) => input.name),
      ...privateParameters(task.parameters),
    ]),
  };
}

/** One log line as the server's logger writes them (pino's JSON), about the current job. */
export function jobLogLine(level: number, message: string, time = Date.now()): string {
  const msg = withoutFileNames(message.slice(0, LONGEST_MESSAGE), current?.names ?? []);
  const job = current ? { jobId: current.jobId, type: current.type } : {};
  return `${JSON.stringify({ level, time, pid: process.pid, hostname: hostname(), role: 'job', ...job, msg })}\n`;
}

/**
 * Makes console.* in a worker thread or process write JSON lines with the job's id and type, as
 * the server's own lines are: the libraries processors use (pdf.js, ...) print warnings there,
 * and the server's output stays one JSON object per line.
 */
export function installJobConsole(
  write: (line: string) => void = (line) => process.stdout.write(line),
): void {
  const methods = Object.entries(levels).map(([method, level]) => [
    method,
    (...args: unknown[]) => write(jobLogLine(level, format(...args))),
  ]);
  Object.assign(console, Object.fromEntries(methods));
}
