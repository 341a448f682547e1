import { TRPCClientError } from '@trpc/client';
import type { JobParametersInput, JobType } from '../../../shared/jobs/job-types.ts';
import {
  downloadPath,
  isFinished,
  type JobUpdate,
  type JobView,
} from '../../../shared/jobs/view.ts';
import { api } from '../api.ts';
import { CarriedFile } from './carried-file.ts';
import { JobUpload, type JobInputFile, type UploadProgress } from './job-upload.ts';
import { jobTexts } from './messages.ts';
import { isPassingFailure, recheckDelayMs } from './reconnect.ts';

export type { JobInputFile } from './job-upload.ts';

export type JobPhase =
  | 'idle'
  | 'uploading'
  | 'starting'
  | 'queued'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'cancelled';

export interface JobResultLink {
  id: string;
  /** The job type that made it: the next steps leave it out. */
  type: JobType;
  filename: string;
  size: number;
  contentType: string;
  url: string;
}

export interface JobRunnerState {
  phase: JobPhase;
  upload?: UploadProgress;
  job?: {
    id: string;
    progress: number;
    stage?: string;
    queuePosition?: number;
    etaSeconds?: number;
    /** When `etaSeconds` arrived (ms): the page counts it down from there. */
    etaAt?: number;
  };
  result?: JobResultLink;
  error?: { code: string; message: string };
  /** When the visitor pressed start, for the processing time the analytics report. */
  startedAt?: number;
}

const idle: JobRunnerState = { phase: 'idle' };

/** The message of an API error, from a tus response body or a tRPC error. */
function errorOf(error: unknown, fallback: string): { code: string; message: string } {
  if (error instanceof TRPCClientError) {
    const data = error.data as { appCode?: string } | undefined;
    return { code: data?.appCode ?? 'error', message: error.message };
  }
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    return { code: String(error.code), message: String(error.message) };
  }
  console.error(error);
  return { code: 'error', message: fallback };
}

/**
 * Runs one server job for a screen: uploads the files (JobUpload: resumable, over tus), creates
 * the job, follows it live over SSE, and offers its result. The job's id is kept for the tab's session, so a reload finds the job again.
 */
export class JobRunner<T extends JobType = JobType> {
  readonly type: T;
  private readonly storageKey: string;
  private state: JobRunnerState = idle;
  private readonly listeners = new Set<() => void>();
  private transfer: JobUpload | undefined;
  private subscription: { unsubscribe(): void } | undefined;
  private run = 0;

  constructor(type: T, storageKey: string) {
    this.type = type;
    this.storageKey = `everyday-tools:job:${storageKey}`;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): JobRunnerState => this.state;

  private set(next: JobRunnerState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private patch(part: Partial<JobRunnerState>): void {
    this.set({ ...this.state, ...part });
  }

  get busy(): boolean {
    return ['uploading', 'starting', 'queued', 'processing'].includes(this.state.phase);
  }

  /** Uploads the files, creates the job and follows it. */
  async start(files: JobInputFile[], parameters: JobParametersInput<T>): Promise<void> {
    this.stop();
    const run = ++this.run;
    // A result carried from the previous tool stays on the server: it is named, not uploaded.
    const carried = files.find((f) => f.file instanceof CarriedFile)?.file as
      CarriedFile | undefined;
    const toSend = files.filter((f) => f.file !== carried);
    const total = toSend.reduce((sum, f) => sum + f.file.size, 0);
    this.set({
      phase: toSend.length ? 'uploading' : 'starting',
      upload: { sent: 0, total, retrying: false },
      startedAt: Date.now(),
    });
    try {
      const uploads = toSend.length ? await this.upload(toSend, run) : [];
      if (run !== this.run) return;
      this.patch({ phase: 'starting' });
      const view = await api.jobs.create.mutate({
        type: this.type,
        uploads,
        ...(carried ? { from: carried.fromJob } : {}),
        parameters: parameters as Record<string, unknown>,
      });
      if (run !== this.run) {
        void api.jobs.cancel.mutate({ id: view.id }).catch(() => {});
        return;
      }
      this.remember(view.id);
      this.follow(view, run);
    } catch (error) {
      if (run !== this.run) return;
      this.fail(errorOf(error, jobTexts.errors.uploadCheckConnection));
    }
  }

  private async upload(files: JobInputFile[], run: number): Promise<string[]> {
    const transfer = new JobUpload(this.type, files, (upload) => {
      if (run === this.run) this.patch({ upload });
    });
    this.transfer = transfer;
    try {
      return await transfer.run();
    } finally {
      if (this.transfer === transfer) this.transfer = undefined;
    }
  }

  private follow(view: JobView | (JobUpdate & { id: string }), run: number): void {
    this.apply(view.id, view);
    if (isFinished(view.status)) return;
    this.subscription = api.jobs.onUpdate.subscribe(
      { id: view.id },
      {
        onData: ({ data }) => {
          if (run !== this.run) return;
          this.apply(view.id, data);
          if (isFinished(data.status)) this.subscription?.unsubscribe();
        },
        // The stream failed for good (the browser reconnects by itself after a dropped connection
        // or a restarting web process; this is an answer it cannot retry, or the page unloading):
        // look again shortly, and keep the job's id so a reload still finds it.
        onError: () => {
          if (run !== this.run) return;
          setTimeout(() => void this.recheck(view.id, run), 1000);
        },
      },
    );
  }

  /**
   * Looks at the job again and follows it anew. While no answer comes, or a 5xx (a web process
   * restarting, a proxy with none ready), it looks again later; the screen keeps its progress.
   */
  private async recheck(id: string, run: number, attempt = 0): Promise<void> {
    if (run !== this.run) return;
    this.subscription?.unsubscribe();
    try {
      const view = await api.jobs.get.query({ id });
      if (run === this.run) this.follow(view, run);
    } catch (error) {
      if (run !== this.run) return;
      const lost = errorOf(error, jobTexts.errors.serverLost);
      const delay = recheckDelayMs(attempt);
      if (lost.code === 'not_found') this.fail(lost);
      else if (delay !== undefined && isPassingFailure(error)) {
        setTimeout(() => void this.recheck(id, run, attempt + 1), delay);
      } else this.patch({ phase: 'failed', error: lost });
    }
  }

  private apply(id: string, update: JobUpdate | JobView): void {
    const job = {
      id,
      progress: update.progress ?? 0,
      stage: update.stage,
      queuePosition: update.queuePosition,
      etaSeconds: update.etaSeconds,
      etaAt: update.etaSeconds === undefined ? undefined : Date.now(),
    };
    if (update.status === 'completed') {
      const result = update.result;
      if (!result) {
        this.fail({
          code: 'expired',
          message: jobTexts.errors.resultGone,
        });
        return;
      }
      this.patch({
        phase: 'completed',
        job: { ...job, progress: 100 },
        result: { id, type: this.type, ...result, url: downloadPath(id) },
      });
      return;
    }
    if (update.status === 'failed') {
      this.forget();
      const error = update.error ?? { code: 'failed', message: jobTexts.errors.jobFailed };
      this.patch({ phase: error.code === 'cancelled' ? 'cancelled' : 'failed', job, error });
      return;
    }
    this.patch({ phase: update.status === 'pending' ? 'queued' : 'processing', job });
  }

  private fail(error: { code: string; message: string }): void {
    this.forget();
    this.patch({ phase: 'failed', error });
  }

  /** Stops the upload (deleting what reached the server) or the job (deleting its files). */
  async cancel(): Promise<void> {
    const id = this.state.job?.id;
    const uploading = this.state.phase === 'uploading';
    this.transfer?.cancel();
    this.stop();
    this.forget();
    this.set({ phase: 'cancelled' });
    if (id && !uploading) await api.jobs.cancel.mutate({ id }).catch(() => {});
  }

  /** Back to the start: a new file was chosen, or the tab changed. */
  reset(): void {
    if (this.busy) void this.cancel();
    this.stop();
    this.forget();
    this.set(idle);
  }

  /** Finds the job this tab started before a reload, if it is still running or its result kept. */
  async restore(): Promise<void> {
    let id: string | null = null;
    try {
      id = sessionStorage.getItem(this.storageKey);
    } catch {
      return;
    }
    if (!id || this.state.phase !== 'idle') return;
    const run = ++this.run;
    try {
      const view = await api.jobs.get.query({ id });
      if (run !== this.run) return;
      if (view.status === 'failed' || (view.status === 'completed' && !view.result)) {
        this.forget();
        return;
      }
      this.set({ phase: 'idle', startedAt: Date.parse(view.createdAt) });
      this.follow(view, run);
    } catch {
      this.forget();
    }
  }

  private remember(id: string): void {
    try {
      sessionStorage.setItem(this.storageKey, id);
    } catch {
      // Storage may be off: the job simply is not found again after a reload.
    }
  }

  private forget(): void {
    try {
      sessionStorage.removeItem(this.storageKey);
    } catch {
      // As above.
    }
  }

  /** Ends the current run's timers and streams; the state stays. */
  private stop(): void {
    this.run++;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.transfer?.stopWatching();
  }

  /**
   * The screen went away: its job goes on, and a later visit in this tab finds it again; or, when
   * `abandon` (a tab switched away), the job is cancelled and forgotten.
   */
  dispose(abandon = false): void {
    if (abandon) {
      if (this.busy) void this.cancel();
      this.forget();
    }
    this.stop();
    this.transfer?.destroy();
    this.transfer = undefined;
    if (this.state.phase !== 'completed') this.set(idle);
  }
}
