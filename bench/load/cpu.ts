import { parsePrometheusText, sampleValue } from '../../tests/support/prometheus-text.ts';
import type { LoadProcess } from './processes.ts';

/** What a process's metrics say now: its CPU seconds, and the jobs it ran and their time. */
export interface ProcessReading {
  role: LoadProcess['role'];
  cpuSeconds: number;
  jobs: number;
  jobSeconds: number;
}

export async function readProcess(process: LoadProcess): Promise<ProcessReading> {
  const families = parsePrometheusText(await (await fetch(process.metricsUrl)).text());
  const completed = { type: 'convert-image', outcome: 'completed' };
  return {
    role: process.role,
    cpuSeconds: sampleValue(families, 'process_cpu_seconds_total') ?? 0,
    jobs: sampleValue(families, 'toolbox_job_duration_seconds_count', completed) ?? 0,
    jobSeconds: sampleValue(families, 'toolbox_job_duration_seconds_sum', completed) ?? 0,
  };
}

export function readAll(processes: readonly LoadProcess[]): Promise<ProcessReading[]> {
  return Promise.all(processes.map(readProcess));
}

/**
 * CPU per completed job of the web side (the web processes, or the one process) and of the
 * worker processes (their own CPU: each job runs in a process of its own, not counted here),
 * and the mean time a job ran on a worker (wall time, under the load).
 */
export function perJob(before: ProcessReading[], after: ProcessReading[], completed: number) {
  const sum = (role: (r: ProcessReading) => boolean, pick: (r: ProcessReading) => number) =>
    after.reduce(
      (total, reading, index) =>
        role(reading) ? total + pick(reading) - pick(before[index] as ProcessReading) : total,
      0,
    );
  const jobs = sum(
    () => true,
    (r) => r.jobs,
  );
  return {
    webCpuMs:
      (sum(
        (r) => r.role !== 'worker',
        (r) => r.cpuSeconds,
      ) *
        1000) /
      completed,
    workerCpuMs:
      (sum(
        (r) => r.role === 'worker',
        (r) => r.cpuSeconds,
      ) *
        1000) /
      completed,
    jobRunMs:
      jobs > 0
        ? (sum(
            () => true,
            (r) => r.jobSeconds,
          ) *
            1000) /
          jobs
        : Number.NaN,
  };
}
