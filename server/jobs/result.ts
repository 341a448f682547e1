import type { Readable } from 'node:stream';
import type { JobRow } from '../../db/schema.ts';
import { durationLabel } from '../../shared/duration.ts';
import { AppError } from '../http/errors.ts';
import { isNotFound } from '../storage/s3-client.ts';
import type { FileStorage } from '../storage/storage.ts';

export interface ResultStream {
  filename: string;
  contentType: string;
  size: number;
  open(range?: { start: number; end: number }): Promise<Readable>;
}

/** A job's finished result for download: 410 deleted, 409 not (or never) ready. */
export async function resultOf(
  row: JobRow,
  storage: FileStorage,
  retentionMs: number,
): Promise<ResultStream> {
  if (row.filesDeletedAt) {
    throw new AppError(
      410,
      'expired',
      `This result has been deleted: files are kept for ${durationLabel(retentionMs / 1000)} at most. Please run the tool again.`,
    );
  }
  if (row.status === 'failed') {
    throw new AppError(409, 'job_failed', row.errorMessage ?? 'The job failed; it has no result.');
  }
  if (row.status !== 'completed' || !row.resultKey) {
    throw new AppError(409, 'not_ready', `The job is ${row.status}; its result is not ready yet.`);
  }
  const key = row.resultKey;
  const gone = () =>
    new AppError(410, 'expired', 'This result has been deleted. Please run the tool again.');
  // The row holds the size stored at the job's end: no request to the store before the read.
  const size = row.resultSize ?? (await storage.size(key));
  if (size === undefined) throw gone();
  return {
    filename: row.resultName ?? 'result',
    contentType: row.resultType ?? 'application/octet-stream',
    size,
    open: (range) =>
      storage.read(key, range).catch((error: unknown) => {
        throw isMissing(error) ? gone() : error;
      }),
  };
}

/** A stored file that is not there: S3's 404, or a local file's ENOENT. */
function isMissing(error: unknown): boolean {
  return isNotFound(error) || (error as { code?: unknown } | undefined)?.code === 'ENOENT';
}
