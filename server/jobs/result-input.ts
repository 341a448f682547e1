import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { JobRow } from '../../db/schema.ts';
import { durationLabel } from '../../shared/duration.ts';
import { limitLabel } from '../../shared/jobs/limits.ts';
import { slotForResult, type JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import { jobIdPattern } from '../../shared/jobs/view.ts';
import { AppError } from '../http/errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { IncomingFile } from './inputs.ts';
import type { KeysInUse } from './keys-in-use.ts';

const MIB = 1024 * 1024;

export interface ResultInputOptions {
  storage: FileStorage;
  keysInUse: KeysInUse;
  findJob(id: string): Promise<JobRow | undefined>;
  retentionMs: number;
}

const notFound = () =>
  new AppError(
    404,
    'source_not_found',
    'There is no result of yours with this job id. Please choose a file.',
    { field: 'from' },
  );

const expired = (retentionMs: number) =>
  new AppError(
    410,
    'source_expired',
    `That result has been deleted: files are kept for ${durationLabel(retentionMs / 1000)} at most. Please choose the file again.`,
    { field: 'from' },
  );

/**
 * The finished job whose result a new job takes as its input (`from`): 404 unless it is the same
 * visitor's, 409 while unfinished or after a failure, 410 once its files were deleted.
 */
async function sourceJob(
  o: ResultInputOptions,
  id: unknown,
  visitorId: string | undefined,
): Promise<JobRow & { resultKey: string }> {
  if (typeof id !== 'string' || !jobIdPattern.test(id)) throw notFound();
  const row = await o.findJob(id);
  // Another visitor's job answers exactly as an unknown one: its existence is not told.
  if (!row || !visitorId || row.visitorId !== visitorId) throw notFound();
  if (row.status === 'failed') {
    throw new AppError(
      409,
      'source_failed',
      'That job failed, so it has no result to continue with.',
      { field: 'from' },
    );
  }
  if (row.filesDeletedAt) throw expired(o.retentionMs);
  if (row.status !== 'completed' || !row.resultKey) {
    throw new AppError(
      409,
      'source_not_ready',
      `That job is ${row.status}; its result is not ready yet.`,
      { field: 'from' },
    );
  }
  return { ...row, resultKey: row.resultKey };
}

/**
 * Copies a finished job's result into a new stored object, as an upload of the same bytes would
 * be: the new job owns its copy, so neither job's cleanup touches the other's file. The size
 * limit is checked before copying; the content type, by the copy's bytes, and the budgets follow
 * in JobService.create as for any file.
 */
export async function takeResult(
  o: ResultInputOptions,
  definition: JobTypeDefinition,
  from: unknown,
  visitorId: string | undefined,
): Promise<IncomingFile> {
  const row = await sourceJob(o, from, visitorId);
  const slot = slotForResult(definition, row.resultType ?? '');
  if (!slot) {
    throw new AppError(400, 'unexpected_file', `${definition.title} takes no file.`, {
      field: 'from',
    });
  }
  const size = await o.storage.size(row.resultKey);
  if (size === undefined) {
    throw expired(o.retentionMs);
  }
  if (size > slot.maxBytes) {
    throw new AppError(
      413,
      'too_large',
      `File too large. Maximum size is ${limitLabel(slot.maxBytes)}`,
      {
        field: slot.field,
      },
    );
  }
  const object = await o.storage.createObject();
  o.keysInUse.add(object.key);
  try {
    await pipeline(
      await o.storage.read(row.resultKey),
      createWriteStream(object.path, { highWaterMark: MIB }),
    );
    const { size, local } = await object.commitKeepingLocal();
    return { field: slot.field, key: object.key, name: row.resultName ?? 'file', size, local };
  } catch (error) {
    o.keysInUse.delete(object.key);
    await object.discard().catch(() => {});
    // The result's hour may have ended while it was being copied.
    if ((await o.storage.size(row.resultKey).catch(() => undefined)) === undefined) {
      throw expired(o.retentionMs);
    }
    throw error;
  }
}
