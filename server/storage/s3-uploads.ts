import type { S3 } from '@aws-sdk/client-s3';
import { isNotFound } from './s3-client.ts';
import { S3UploadStore } from './s3-upload-store.ts';
import {
  assertKey,
  keyPattern,
  newKey,
  type UploadArea,
  type UploadInfo,
  uploadInfo,
} from './storage.ts';

/** Where the upload store keeps an upload, at the bucket's top level. */
const uploadKeyPattern = /^([0-9a-f]{32})(\.info|\.part)?$/;

export interface S3UploadsOptions {
  client: S3;
  bucket: string;
  expiryMs: number;
  /** The size of the multipart parts a PATCH is cut into (at least 5 MiB). */
  partSize: number;
  /** Parts of one upload sent at once: an upload holds this many parts and one more in memory. */
  partsAtOnce: number;
  filesPrefix: string;
}

/**
 * tus uploads in the bucket through S3UploadStore: `<id>` is the multipart upload (the whole file
 * once finished), `<id>.info` its size and metadata, `<id>.part` its offset and the bytes past
 * its last full part. All of it is in the bucket, so any process can resume, finish or remove an
 * upload.
 */
export class S3Uploads implements UploadArea {
  readonly store: S3UploadStore;
  private readonly client: S3;
  private readonly bucket: string;
  private readonly expiryMs: number;
  private readonly filesPrefix: string;

  constructor(options: S3UploadsOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.expiryMs = options.expiryMs;
    this.filesPrefix = options.filesPrefix;
    this.store = new S3UploadStore({
      client: options.client,
      bucket: options.bucket,
      expiryMs: options.expiryMs,
      partSize: options.partSize,
      partsAtOnce: options.partsAtOnce,
    });
  }

  async get(id: string): Promise<UploadInfo | undefined> {
    if (!keyPattern.test(id)) return undefined;
    try {
      return uploadInfo(id, await this.store.getUpload(id));
    } catch {
      return undefined;
    }
  }

  /**
   * A server-side copy of the finished file under the objects' prefix; the upload's objects are
   * deleted (the copy succeeded, so its multipart upload was completed: none to abort).
   */
  async adopt(id: string): Promise<string> {
    const key = newKey();
    await this.client.copyObject({
      Bucket: this.bucket,
      CopySource: `${this.bucket}/${assertKey(id)}`,
      Key: `${this.filesPrefix}${key}`,
    });
    await this.store.discardFinished(id);
    return key;
  }

  /** Aborts the multipart upload if it is still open and deletes every object of the upload. */
  async remove(id: string): Promise<void> {
    if (!keyPattern.test(id)) return;
    await this.store.discard(id);
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
}
