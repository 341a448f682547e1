import type Uppy from '@uppy/core';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { jobSettings } from './job-settings.ts';
import { secondsToSend, TransferRate } from './transfer-rate.ts';
import { jobTexts } from './messages.ts';

/** A file for one of the job's inputs ('file', 'images', 'audio', 'files'), in order. */
export interface JobInputFile {
  field: string;
  file: File;
}

export interface UploadProgress {
  sent: number;
  total: number;
  bytesPerSecond?: number;
  secondsLeft?: number;
  /** When `secondsLeft` was worked out (ms): the page counts it down from there. */
  estimatedAt?: number;
  /** The connection dropped or stalled and the upload is being retried. */
  retrying: boolean;
}

/** An upload that has not moved for this long is restarted from where the server has it. */
export const STALL_MS = 15_000;
/** Back-off between upload retries; a connection that keeps dropping is retried for minutes. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

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
 * A job's files sent resumably (tus through Uppy): chunks of the server's size, retries with
 * back-off, a stalled upload restarted from where the server has it, and the same file chosen
 * again after a reload resumed. Reports bytes sent, the rate and the time left as it goes;
 * `run` answers the uploads' ids for `jobs.create`.
 */
export class JobUpload {
  private readonly type: JobType;
  private readonly files: readonly JobInputFile[];
  private readonly onProgress: (progress: UploadProgress) => void;
  private uppy: Uppy | undefined;
  private stallTimer: ReturnType<typeof setInterval> | undefined;
  private cancelled = false;

  constructor(
    type: JobType,
    files: readonly JobInputFile[],
    onProgress: (progress: UploadProgress) => void,
  ) {
    this.type = type;
    this.files = files;
    this.onProgress = onProgress;
  }

  async run(): Promise<string[]> {
    // Uppy is loaded when a job starts, not with the page: evaluating it took 20-70 ms of the
    // main thread on every job screen's first load.
    const [{ chunkSize }, { default: UppyCore }, { default: Tus }] = await Promise.all([
      jobSettings(),
      import('@uppy/core'),
      import('@uppy/tus'),
    ]);
    if (this.cancelled) throw { code: 'cancelled', message: jobTexts.errors.uploadFailed };
    const uppy = new UppyCore({
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
    const ids = this.files.map(({ file, field }, index) =>
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
    const total = this.files.reduce((sum, f) => sum + f.file.size, 0);
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
      const sent = sentOf();
      const now = Date.now();
      rate.add(now, sent);
      if (sent !== lastSent) {
        lastSent = sent;
        lastMove = now;
      }
      const bytesPerSecond = rate.bytesPerSecond();
      this.onProgress({
        sent,
        total,
        bytesPerSecond,
        secondsLeft: secondsToSend(total - sent, bytesPerSecond),
        estimatedAt: now,
        retrying,
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
          ? jobTexts.errors.connectionLost
          : jobTexts.errors.uploadFailed,
      };
    });
    try {
      const result = await uppy.upload();
      if (failure || !result || (result.failed?.length ?? 0) > 0) {
        throw failure ?? { code: 'upload_failed', message: jobTexts.errors.uploadFailed };
      }
      return ids.map((id) => {
        const url = uppy.getFile(id)?.response?.uploadURL ?? '';
        return url.split('/').pop() ?? '';
      });
    } finally {
      this.stopWatching();
      this.destroy();
    }
  }

  /** Stops the uploads; tus deletes what reached the server. */
  cancel(): void {
    this.cancelled = true;
    this.uppy?.cancelAll();
  }

  /** Ends the stall watch; the upload itself goes on. */
  stopWatching(): void {
    if (this.stallTimer) clearInterval(this.stallTimer);
    this.stallTimer = undefined;
  }

  /** Lets go of Uppy and everything it holds. */
  destroy(): void {
    this.uppy?.destroy();
    this.uppy = undefined;
  }
}
