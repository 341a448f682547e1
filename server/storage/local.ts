import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import {
  assertKey,
  keyPattern,
  newKey,
  type FileStorage,
  type NewObject,
  type UploadArea,
  type UploadInfo,
  uploadInfo,
} from './storage.ts';

/**
 * The local folder storage:
 *   <dataDir>/uploads/<id> and <id>.json   tus uploads (the tus file store)
 *   <dataDir>/files/<key>                  job inputs and results
 *   <dataDir>/work/<key>/                  scratch folders of running jobs
 * Taking an upload over is a rename on the same disk: no copy, whatever the size.
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly uploads: UploadArea;
  private readonly filesDir: string;
  private readonly workDir: string;

  constructor(dataDir: string, uploadExpiryMs: number) {
    this.filesDir = join(dataDir, 'files');
    this.workDir = join(dataDir, 'work');
    this.uploads = new LocalUploads(join(dataDir, 'uploads'), this.filesDir, uploadExpiryMs);
  }

  /** Writes and deletes a small file beside the stored objects: the folder is there and writable. */
  async check(): Promise<void> {
    const probe = join(this.filesDir, `.ready-${newKey()}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  }

  async init(): Promise<void> {
    await mkdir(this.filesDir, { recursive: true });
    await mkdir(this.workDir, { recursive: true });
    await mkdir((this.uploads as LocalUploads).directory, { recursive: true });
  }

  private pathOf(key: string): string {
    return join(this.filesDir, assertKey(key));
  }

  async createObject(): Promise<NewObject> {
    const key = newKey();
    const path = this.pathOf(key);
    return {
      key,
      path,
      commit: async () => (await stat(path)).size,
      commitKeepingLocal: async () => ({ size: (await stat(path)).size, local: undefined }),
      discard: () => rm(path, { force: true }),
    };
  }

  async openLocal(key: string) {
    return { path: this.pathOf(key), release: async () => {} };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return undefined;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    // 1 MiB reads: a 47 MB result goes out in 47 chunks rather than 750.
    const stream = createReadStream(this.pathOf(key), { ...range, highWaterMark: 1024 * 1024 });
    // Surface a missing file as a rejected promise rather than a broken stream.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: number }> {
    for (const name of await readdir(this.filesDir)) {
      if (!keyPattern.test(name)) continue;
      try {
        const info = await stat(join(this.filesDir, name));
        yield { key: name, modifiedAt: info.mtimeMs };
      } catch {
        // Deleted meanwhile.
      }
    }
  }

  async createScratch() {
    const path = join(this.workDir, newKey());
    await mkdir(path, { recursive: true });
    return { path, remove: () => rm(path, { recursive: true, force: true }) };
  }

  async clearScratch(): Promise<void> {
    for (const name of await readdir(this.workDir)) {
      await rm(join(this.workDir, name), { recursive: true, force: true });
    }
  }
}

/**
 * The tus file store, writing each PATCH straight to the file with a 1 MiB buffer instead of the
 * store's 16 KiB one and a byte-counting stage: what reached the disk is what the write stream
 * counted, also when the connection drops half-way (the client then resumes from there). A body
 * that runs past the declared Upload-Length keeps none of its bytes: the file is cut back to where
 * that PATCH began.
 */
class DirectFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const path = join(this.directory, assertKey(id));
    const out = createWriteStream(path, { flags: 'r+', start: offset, highWaterMark: 1024 * 1024 });
    try {
      await pipeline(readable, out);
    } catch (error) {
      if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED || error === ERRORS.ERR_SIZE_EXCEEDED) {
        await truncate(path, offset);
        throw ERRORS.ERR_SIZE_EXCEEDED;
      }
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + out.bytesWritten;
  }
}

class LocalUploads implements UploadArea {
  readonly store: DirectFileStore;
  readonly directory: string;
  private readonly filesDir: string;

  constructor(directory: string, filesDir: string, expiryMs: number) {
    this.directory = directory;
    this.filesDir = filesDir;
    this.store = new DirectFileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  }

  async get(id: string): Promise<UploadInfo | undefined> {
    if (!keyPattern.test(id)) return undefined;
    try {
      return uploadInfo(id, await this.store.getUpload(id));
    } catch {
      return undefined;
    }
  }

  async adopt(id: string): Promise<string> {
    const key = newKey();
    await rename(join(this.directory, assertKey(id)), join(this.filesDir, key));
    await unlink(join(this.directory, `${id}.json`)).catch(() => {});
    return key;
  }

  async remove(id: string): Promise<void> {
    if (!keyPattern.test(id)) return;
    await this.store.remove(id).catch(() => {});
  }

  async deleteExpired(): Promise<number> {
    return this.store.deleteExpired();
  }
}
