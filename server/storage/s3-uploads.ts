import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { S3, S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type KvStore } from '@tus/utils';
import { isNotFound } from './s3-client.ts';
import {
  assertKey,
  keyPattern,
  newKey,
  type UploadArea,
  type UploadInfo,
  uploadInfo,
} from './storage.ts';

/** Where @tus/s3-store keeps an upload, at the bucket's top level. */
const uploadKeyPattern = /^([0-9a-f]{32})(\.info|\.part)?$/;

/**
 * @tus/s3-store caches each upload's info object in process memory by default. Another process
 * may since have finished or removed the upload (the cached info then makes a removed upload look
 * finished), so the store reads the info from the bucket every time: one small GET.
 */
class NoCache implements KvStore<MetadataValue> {
  async get(): Promise<undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
}

/**
 * Gathers the request's 64 KiB pieces into 1 MiB ones: the store appends each piece it gets to
 * a part file on disk, one file system call apiece.
 */
class Coalescer extends Transform {
  private pieces: Buffer[] = [];
  private size = 0;

  override _transform(piece: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pieces.push(piece);
    this.size += piece.length;
    if (this.size >= 1024 * 1024) this.release();
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.size > 0) this.release();
    done();
  }

  private release(): void {
    this.push(Buffer.concat(this.pieces, this.size));
    this.pieces = [];
    this.size = 0;
  }
}

/**
 * The S3 store drops the part it was filling when the request body fails, so a connection cut
 * every few megabytes (a mobile network) would lose every PATCH and never finish. Here a body
 * that breaks off ends like a short PATCH instead: what arrived is kept (as a part, or as the
 * store's incomplete part) before tus answers or unlocks the upload, and the client resumes from
 * there. A body longer than the upload still fails and keeps nothing of the part it was filling.
 */
class CutTolerantS3Store extends S3Store {
  /** Set by S3Uploads: removes a finished upload too (the S3 store answers 404 for those). */
  removeUpload: ((id: string) => Promise<void>) | undefined;

  override async remove(id: string): Promise<void> {
    if (!this.removeUpload) return super.remove(id);
    if (!(await this.getUpload(id).catch(() => undefined))) throw ERRORS.FILE_NOT_FOUND;
    await this.removeUpload(id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const body = new Coalescer();
    // The store's own pipeline reports a failed body; this listener only keeps a body failed
    // after the store stopped listening (a 413 at the very end) from crashing the process.
    body.on('error', () => {});
    let cut: unknown;
    readable.once('error', (error: unknown) => {
      readable.unpipe(body);
      if ((error as { status_code?: number }).status_code === 413) {
        body.destroy(ERRORS.ERR_SIZE_EXCEEDED as unknown as Error);
      } else {
        cut = error;
        body.end();
      }
    });
    readable.pipe(body);
    const end = await super.write(body, id, offset);
    if (cut) throw cut;
    return end;
  }

  /**
   * Every PATCH asks for the incomplete part of the one before, which is usually not there. A GET
   * answered 404 costs radosgw about 50 ms (its error body comes in a second, delayed segment);
   * a HEAD has no body and answers at once.
   */
  protected override async getIncompletePart(id: string): Promise<Readable | undefined> {
    if ((await this.getIncompletePartSize(id)) === undefined) return undefined;
    return super.getIncompletePart(id);
  }
}

export interface S3UploadsOptions {
  client: S3;
  clientConfig: S3ClientConfig;
  bucket: string;
  expiryMs: number;
  /** The size of the multipart parts a PATCH is cut into (at least 5 MiB). */
  partSize: number;
  filesPrefix: string;
}

/**
 * tus uploads in the bucket through @tus/s3-store: `<id>` is the multipart upload (the whole file
 * once finished), `<id>.info` its size and metadata, `<id>.part` bytes of a PATCH that did not
 * fill a part. All of it is in the bucket, so any process can resume, finish or remove an upload.
 */
export class S3Uploads implements UploadArea {
  readonly store: S3Store;
  private readonly client: S3;
  private readonly bucket: string;
  private readonly expiryMs: number;
  private readonly filesPrefix: string;

  constructor(options: S3UploadsOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.expiryMs = options.expiryMs;
    this.filesPrefix = options.filesPrefix;
    const store = new CutTolerantS3Store({
      partSize: options.partSize,
      expirationPeriodInMilliseconds: options.expiryMs,
      cache: new NoCache(),
      s3ClientConfig: { ...options.clientConfig, bucket: options.bucket },
    });
    store.removeUpload = (id) => this.remove(id);
    this.store = store;
  }

  async get(id: string): Promise<UploadInfo | undefined> {
    if (!keyPattern.test(id)) return undefined;
    try {
      return uploadInfo(id, await this.store.getUpload(id));
    } catch {
      return undefined;
    }
  }

  /** A server-side copy of the finished file under the objects' prefix; the upload is removed. */
  async adopt(id: string): Promise<string> {
    const key = newKey();
    await this.client.copyObject({
      Bucket: this.bucket,
      CopySource: `${this.bucket}/${assertKey(id)}`,
      Key: `${this.filesPrefix}${key}`,
    });
    await this.remove(id);
    return key;
  }

  /** Aborts the multipart upload if it is still open and deletes every object of the upload. */
  async remove(id: string): Promise<void> {
    if (!keyPattern.test(id)) return;
    const uploadId = await this.multipartUploadId(id);
    if (uploadId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch((error: unknown) => {
          // Already completed or aborted.
          if (!isNotFound(error)) throw error;
        });
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true },
    });
  }

  /**
   * Uploads whose info object is older than the expiry (it is written at creation and again when
   * the upload finishes), finished or not, and leftovers without one (a multipart upload begun
   * just before a crash): every object of them is deleted. Returns how many uploads.
   */
  async deleteExpired(): Promise<number> {
    const cutoff = Date.now() - this.expiryMs;
    const infoTimes = new Map<string, number>();
    const otherTimes = new Map<string, number>();
    const note = (times: Map<string, number>, id: string, time: number) =>
      times.set(id, Math.max(times.get(id) ?? 0, time));

    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Delimiter: '/',
        ContinuationToken: token,
      });
      for (const object of page.Contents ?? []) {
        const match = uploadKeyPattern.exec(object.Key ?? '');
        if (!match?.[1]) continue;
        const time = object.LastModified?.getTime() ?? Date.now();
        note(match[2] === '.info' ? infoTimes : otherTimes, match[1], time);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);

    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      });
      for (const upload of page.Uploads ?? []) {
        if (!keyPattern.test(upload.Key ?? '')) continue;
        note(otherTimes, upload.Key ?? '', upload.Initiated?.getTime() ?? Date.now());
      }
      const more = page.IsTruncated === true;
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);

    let deleted = 0;
    for (const id of new Set([...infoTimes.keys(), ...otherTimes.keys()])) {
      const age = infoTimes.get(id) ?? otherTimes.get(id) ?? Date.now();
      if (age >= cutoff) continue;
      await this.removeAll(id);
      deleted++;
    }
    return deleted;
  }

  /** Like remove, also for a multipart upload whose info object is gone: aborts every one. */
  private async removeAll(id: string): Promise<void> {
    const page = await this.client.listMultipartUploads({ Bucket: this.bucket, Prefix: id });
    for (const upload of page.Uploads ?? []) {
      if (upload.Key !== id) continue;
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: upload.UploadId })
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
    }
    await this.remove(id);
  }

  /** The open multipart upload's id, from the info object; undefined when there is none. */
  private async multipartUploadId(id: string): Promise<string | undefined> {
    try {
      const head = await this.client.headObject({ Bucket: this.bucket, Key: `${id}.info` });
      return head.Metadata?.['upload-id'];
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }
}
