import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limitLabel } from '../../shared/jobs/limits.ts';
import type { JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import { AppError } from '../http/errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import { displayName, type IncomingFile } from './inputs.ts';
import type { KeysInUse } from './keys-in-use.ts';
import { takeResult, type ResultInputOptions } from './result-input.ts';

const MIB = 1024 * 1024;

/**
 * How a job's files come in, for both faces: the REST form streams each file in (`receive`), the
 * typed face hands over finished tus uploads (`takeUploads`), and either may name a finished job of
 * the same visitor whose result to continue with (`takeResult`). Storage keys never leave the job
 * system: the faces get IncomingFiles to pass to `JobService.create`, or to `discard` when the
 * request is refused before that.
 */
export class JobIntake {
  private readonly storage: FileStorage;
  private readonly keysInUse: KeysInUse;
  private readonly results: ResultInputOptions;

  constructor(
    storage: FileStorage,
    keysInUse: KeysInUse,
    results: Omit<ResultInputOptions, 'storage' | 'keysInUse'>,
  ) {
    this.storage = storage;
    this.keysInUse = keysInUse;
    this.results = { ...results, storage, keysInUse };
  }

  /**
   * A copy of the visitor's finished job `from`'s result as this job's file: 404 for an unknown
   * job or another visitor's, 409 unfinished or failed, 410 deleted, 413 too large for the slot.
   */
  takeResult(
    definition: JobTypeDefinition,
    from: unknown,
    visitorId: string | undefined,
  ): Promise<IncomingFile> {
    return takeResult(this.results, definition, from, visitorId);
  }

  /**
   * Streams one file into storage as it arrives, never held in memory, refusing it with 413 past
   * `limit` bytes. On any failure what was written is deleted before the error is thrown.
   */
  async receive(
    source: Readable,
    file: { field: string; filename: string | undefined; limit: number },
  ): Promise<IncomingFile> {
    const object = await this.storage.createObject();
    this.keysInUse.add(object.key);
    const tooLarge = () =>
      new AppError(413, 'too_large', `File too large. Maximum size is ${limitLabel(file.limit)}`, {
        field: file.field,
      });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > file.limit) callback(tooLarge());
        else callback(null, chunk);
      },
    });
    try {
      // 1 MiB of buffering lets the multipart parser's small chunks go to disk in large writes.
      await pipeline(source, counter, createWriteStream(object.path, { highWaterMark: MIB }));
      // A multipart reader may stop a file at its own limit without an error.
      if ((source as { truncated?: boolean }).truncated) throw tooLarge();
      const { size, local } = await object.commitKeepingLocal();
      return { field: file.field, key: object.key, name: displayName(file.filename), size, local };
    } catch (error) {
      this.keysInUse.delete(object.key);
      await object.discard().catch(() => {});
      throw error;
    }
  }

  /**
   * Takes finished tus uploads (in order) as a job's files: 404 for an unknown or used one, 409
   * for an unfinished one, 400 for one listed twice or uploaded for another tool.
   */
  async takeUploads(
    definition: JobTypeDefinition,
    ids: readonly string[],
  ): Promise<IncomingFile[]> {
    if (new Set(ids).size !== ids.length) {
      throw new AppError(400, 'invalid_input', 'The same upload is listed twice.', {
        field: 'uploads',
      });
    }
    const infos = await Promise.all(ids.map((id) => this.storage.uploads.get(id)));
    infos.forEach((info, index) => {
      if (!info) {
        throw new AppError(
          404,
          'upload_not_found',
          'The uploaded file was not found: it may have expired or been used already. Please upload it again.',
          { field: `uploads.${index}` },
        );
      }
      if (info.size === undefined || info.offset !== info.size) {
        throw new AppError(409, 'upload_unfinished', 'The file has not finished uploading yet.', {
          field: `uploads.${index}`,
        });
      }
      if (info.metadata.jobType !== definition.type) {
        throw new AppError(400, 'upload_mismatch', 'This file was uploaded for another tool.', {
          field: `uploads.${index}`,
        });
      }
    });
    const files: IncomingFile[] = [];
    try {
      for (const info of infos) {
        if (!info) continue;
        const key = await this.storage.uploads.adopt(info.id);
        this.keysInUse.add(key);
        files.push({
          field: info.metadata.field ?? definition.inputs[0]?.field ?? 'file',
          key,
          name: info.metadata.filename ?? 'file',
          size: info.size ?? 0,
        });
      }
    } catch (error) {
      await this.discard(files);
      throw error;
    }
    return files;
  }

  /**
   * The request's files with `from`'s result added (when named); on a refusal the files the
   * request brought are deleted too.
   */
  async addResult(
    definition: JobTypeDefinition,
    files: IncomingFile[],
    from: unknown,
    visitorId: string | undefined,
  ): Promise<IncomingFile[]> {
    if (from === undefined) return files;
    try {
      return [...files, await this.takeResult(definition, from, visitorId)];
    } catch (error) {
      await this.discard(files);
      throw error;
    }
  }

  /** Deletes the files of a request refused before its job was created. */
  async discard(files: readonly IncomingFile[]): Promise<void> {
    await Promise.all(
      files.map(async (file) => {
        this.keysInUse.delete(file.key);
        await this.storage.delete(file.key).catch(() => {});
      }),
    );
  }
}
