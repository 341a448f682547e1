import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { jobTypes } from '../../shared/jobs/job-types.ts';
import { registerRoundTrips } from './round-trips.ts';

/** Waiting and running jobs of each type, as the shared job table holds them now. */
export type ActiveJobCounts = Partial<Record<string, { waiting: number; running: number }>>;

/** How a job's run ended, for the job histograms: a small fixed set, never a visitor's words. */
export type JobOutcome = 'completed' | 'failed' | 'cancelled' | 'expired' | 'handed_back';

export interface MetricsOptions {
  /** Read at each scrape, so every process reports the same line (the database is the truth). */
  activeJobs(): Promise<ActiveJobCounts>;
  /** Whether to add prom-client's process metrics (CPU, memory, event loop, GC). */
  processMetrics: boolean;
  /** A scrape whose job counts cannot be read still answers, without them; this hears why. */
  onReadError?(error: unknown): void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const JOB_SECONDS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];
const WAIT_SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * The Prometheus metrics of one server (its own registry, so two servers in one test process do
 * not mix). Labels hold only our own names (job types, route patterns, error codes, statuses).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly jobDuration: Histogram<'type' | 'outcome'>;
  readonly jobQueueWait: Histogram<'type' | 'outcome'>;
  readonly uploadBytes: Counter;
  readonly watchers: Gauge;
  readonly httpRequests: Histogram<'method' | 'route' | 'status'>;
  readonly refusals: Counter<'code'>;

  constructor(options: MetricsOptions) {
    const registers = [this.registry];
    // The two gauges of one scrape are collected together and share one read; the next scrape
    // reads again.
    let reading: Promise<ActiveJobCounts | undefined> | undefined;
    const readCounts = () => {
      reading ??= options
        .activeJobs()
        .catch((error: unknown) => {
          options.onReadError?.(error);
          return undefined;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    const activeGauge = (name: string, help: string, pick: 'waiting' | 'running') =>
      new Gauge({
        name,
        help,
        labelNames: ['type'],
        registers,
        async collect() {
          const found = await readCounts();
          this.reset();
          if (!found) return;
          for (const type of jobTypes) this.set({ type }, found[type]?.[pick] ?? 0);
        },
      });
    activeGauge('toolbox_jobs_waiting', 'Jobs waiting in line for a worker, by type.', 'waiting');
    activeGauge('toolbox_jobs_running', 'Jobs a worker is running now, by type.', 'running');
    this.jobDuration = new Histogram({
      name: 'toolbox_job_duration_seconds',
      help: 'Time a job ran on a worker, from its start to its end, by type and outcome.',
      labelNames: ['type', 'outcome'],
      buckets: JOB_SECONDS,
      registers,
    });
    this.jobQueueWait = new Histogram({
      name: 'toolbox_job_queue_wait_seconds',
      help: 'Time a job waited from its creation until a worker started it, by type and outcome.',
      labelNames: ['type', 'outcome'],
      buckets: WAIT_SECONDS,
      registers,
    });
    this.uploadBytes = new Counter({
      name: 'toolbox_upload_received_bytes_total',
      help: 'Bytes of uploads received and stored (tus).',
      registers,
    });
    this.watchers = new Gauge({
      name: 'toolbox_job_watchers',
      help: 'Open progress streams (server-sent events) following a job.',
      registers,
    });
    this.httpRequests = new Histogram({
      name: 'toolbox_http_request_duration_seconds',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.refusals = new Counter({
      name: 'toolbox_refusals_total',
      help: 'Error answers sent, by their error code (over_budget, too_many_jobs, queue_full...).',
      labelNames: ['code'],
      registers,
    });
    if (options.processMetrics) {
      collectDefaultMetrics({ register: this.registry });
      registerRoundTrips(this.registry);
    }
  }

  /** Records a job's end where it ran: its time running, and its time in line before. */
  jobEnded(type: string, outcome: JobOutcome, times: { waitedMs: number; ranMs: number }): void {
    this.jobDuration.observe({ type, outcome }, Math.max(0, times.ranMs) / 1000);
    this.jobQueueWait.observe({ type, outcome }, Math.max(0, times.waitedMs) / 1000);
  }

  refused(code: string): void {
    this.refusals.inc({ code: /^[a-z_]{1,40}$/.test(code) ? code : 'other' });
  }
}
