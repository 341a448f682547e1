import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { TRPCClientError } from '@trpc/client';
import type { JobParametersInput, JobType } from '../../shared/jobs/registry.ts';
import { downloadPath, isFinished, type JobUpdate, type JobView } from '../../shared/jobs/view.ts';
import { api } from '../api.ts';
import { secondsToSend, TransferRate } from './transfer-rate.ts';

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
  filename: string;
  size: number;
  contentType: string;
  url: string;
}

export interface JobRunnerState {
  phase: JobPhase;
  upload?: {
    sent: number;
    total: number;
    bytesPerSecond?: number;
    secondsLeft?: number;
    /** When `secondsLeft` was worked out (ms): the page counts it down from there. */
    estimatedAt?: number;
    /** The connection dropped or stalled and the upload is being retried. */
    retrying: boolean;
  };
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

/** A file for one of the job's inputs ('file', 'images', 'audio', 'files'), in order. */
export interface JobInputFile {
  field: string;
  file: File;
}

/** An upload that has not moved for this long is restarted from where the server has it. */
export const STALL_MS = 15_000;
/** Back-off between upload retries; a connection that keeps dropping is retried for minutes. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

const idle: JobRunnerState = { phase: 'idle' };

let settings: Promise<{ chunkSize: number }> | undefined;

/** The server's upload settings, asked for once per page. */
function uploadSettings(): Promise<{ chunkSize: number }> {
  settings ??= api.jobs.settings.query().catch((error: unknown) => {
    settings = undefined;
    throw error;
  });
  return settings;
}

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

/** The JSON error body the server sent for a failed tus request, if any. */
function tusResponseError(response: unknown): { code: string; message: string } | undefined {
  const xhr = (response as { body?: { xhr?: XMLHttpRequest } } | undefined)?.body?.xhr;
  try {
    const body = JSON.parse(xhr?.responseText ?? '') as {
      error?: { code: string; message: string };
    };
    return body.error;
  } catch {
    return undefined;
  }
}

/**
 * Runs one server job for a screen: uploads the files resumably (tus through Uppy: chunks of the
 * server's size, retries with back-off, restart of a stalled upload, resume after a reload when
 * the same file is chosen again), creates the job, follows it live over SSE, and offers its
 * result. The job's id is kept for the tab's session, so a reload finds the job again.
 */
export class JobRunner<T extends JobType = JobType> {
  readonly type: T;
  private readonly storageKey: string;
  private state: JobRunnerState = idle;
  private readonly listeners = new Set<() => void>();
  private uppy: Uppy | undefined;
  private subscription: { unsubscribe(): void } | undefined;
  private stallTimer: ReturnType<typeof setInterval> | undefined;
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
    const total = files.reduce((sum, f) => sum + f.file.size, 0);
    this.set({
      phase: files.length ? 'uploading' : 'starting',
      upload: { sent: 0, total, retrying: false },
      startedAt: Date.now(),
    });
    try {
      const uploads = files.length ? await this.upload(files, run) : [];
      if (run !== this.run) return;
      this.patch({ phase: 'starting' });
      const view = await api.jobs.create.mutate({
        type: this.type,
        uploads,
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
      this.fail(errorOf(error, 'The upload failed. Please check your connection and try again.'));
    }
  }

  private async upload(files: JobInputFile[], run: number): Promise<string[]> {
    const { chunkSize } = await uploadSettings();
    const uppy = new Uppy({
      id: `job-${this.type}`,
      autoProceed: false,
      allowMultipleUploadBatches: false,
    });
    this.uppy = uppy;
    uppy.use(Tus, {
      endpoint: '/api/uploads',
      chunkSize,
      retryDelays: RETRY_DELAYS,
      limit: 2,
      withCredentials: true,
      removeFingerprintOnSuccess: true,
      allowedMetaFields: ['filename', 'filetype', 'jobType', 'field'],
    });
    const ids = files.map(({ file, field }, index) =>
      uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        source: 'Local',
        meta: {
          // Uppy's file id (which also keys resuming after a reload) is made from the file's
          // facts and this path: the place makes a repeated image (a frame twice) a new file.
          relativePath: `${field}/${index}/${file.name}`,
          name: file.name,
          type: file.type,
          filename: file.name,
          filetype: file.type || 'application/octet-stream',
          jobType: this.type,
          field,
        },
      }),
    );
    const rate = new TransferRate();
    let lastMove = Date.now();
    let lastSent = -1;
    const sentOf = () =>
      uppy
        .getFiles()
        .reduce(
          (sum, f) =>
            sum + (f.progress.uploadComplete ? (f.size ?? 0) : f.progress.bytesUploaded || 0),
          0,
        );
    const report = (retrying: boolean) => {
      if (run !== this.run) return;
      const total = this.state.upload?.total ?? 0;
      const sent = sentOf();
      const now = Date.now();
      rate.add(now, sent);
      if (sent !== lastSent) {
        lastSent = sent;
        lastMove = now;
      }
      const bytesPerSecond = rate.bytesPerSecond();
      this.patch({
        upload: {
          sent,
          total,
          bytesPerSecond,
          secondsLeft: secondsToSend(total - sent, bytesPerSecond),
          estimatedAt: now,
          retrying,
        },
      });
    };
    uppy.on('upload-progress', () => report(false));
    uppy.on('upload-retry', () => report(true));
    this.stallTimer = setInterval(() => {
      if (Date.now() - lastMove < STALL_MS) return;
      lastMove = Date.now();
      // Restart every unfinished upload: tus asks the server where it stands and goes on.
      for (const file of uppy.getFiles()) {
        if (file.progress.uploadComplete) continue;
        uppy.pauseResume(file.id);
        uppy.pauseResume(file.id);
      }
      report(true);
    }, 1000);
    let failure: { code: string; message: string } | undefined;
    uppy.on('upload-error', (_file, error, response) => {
      failure ??= tusResponseError(response) ?? {
        code: 'upload_failed',
        message: /network|offline|failed to fetch/i.test(error.message)
          ? 'The connection was lost and the upload could not continue. Please check your connection and try again.'
          : 'The upload failed. Please try again.',
      };
    });
    try {
      const result = await uppy.upload();
      if (failure || !result || (result.failed?.length ?? 0) > 0) {
        throw failure ?? { code: 'upload_failed', message: 'The upload failed. Please try again.' };
      }
      return ids.map((id) => {
        const url = uppy.getFile(id)?.response?.uploadURL ?? '';
        return url.split('/').pop() ?? '';
      });
    } finally {
      clearInterval(this.stallTimer);
      this.stallTimer = undefined;
      uppy.destroy();
      if (this.uppy === uppy) this.uppy = undefined;
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
        // The stream broke (a dropped connection, or the page unloading): look again shortly,
        // and keep the job's id so a reload still finds it.
        onError: () => {
          if (run !== this.run) return;
          setTimeout(() => void this.recheck(view.id, run), 1000);
        },
      },
    );
  }

  private async recheck(id: string, run: number): Promise<void> {
    if (run !== this.run) return;
    this.subscription?.unsubscribe();
    try {
      const view = await api.jobs.get.query({ id });
      if (run === this.run) this.follow(view, run);
    } catch (error) {
      if (run !== this.run) return;
      const lost = errorOf(
        error,
        'The connection to the server was lost. Reload the page to see your job.',
      );
      if (lost.code === 'not_found') this.fail(lost);
      else this.patch({ phase: 'failed', error: lost });
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
          message: 'The result is no longer kept. Please run the tool again.',
        });
        return;
      }
      this.patch({
        phase: 'completed',
        job: { ...job, progress: 100 },
        result: { id, ...result, url: downloadPath(id) },
      });
      return;
    }
    if (update.status === 'failed') {
      this.forget();
      const error = update.error ?? { code: 'failed', message: 'The job failed.' };
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
    this.uppy?.cancelAll();
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
    if (this.stallTimer) clearInterval(this.stallTimer);
    this.stallTimer = undefined;
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
    this.uppy?.destroy();
    this.uppy = undefined;
    if (this.state.phase !== 'completed') this.set(idle);
  }
}
