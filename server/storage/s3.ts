import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { AppConfig } from '../config.ts';
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

type S3Settings = Extract<AppConfig['storage'], { kind: 's3' }>;

const FILES_PREFIX = 'files/';

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * S3-compatible object storage (STORAGE=s3): tus uploads through @tus/s3-store at the bucket's
 * top level, job inputs and results under `files/`. Processors need files on disk, so inputs are
 * copied to a local staging folder for the job and results are written locally, then put.
 * The AWS SDK's default checksums break S3-compatible servers: only when required.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly uploads: UploadArea;
  private readonly client: S3;
  private readonly bucket: string;
  private readonly stagingDir: string;
  private readonly workDir: string;

  constructor(settings: S3Settings, dataDir: string, uploadExpiryMs: number) {
    const clientConfig: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    };
    this.client = new S3(clientConfig);
    this.bucket = settings.bucket;
    this.stagingDir = join(dataDir, 'staging');
    this.workDir = join(dataDir, 'work');
    this.uploads = new S3Uploads(
      new S3Store({
        partSize: 8 * 1024 * 1024,
        expirationPeriodInMilliseconds: uploadExpiryMs,
        s3ClientConfig: { ...clientConfig, bucket: settings.bucket },
      }),
      this.client,
      this.bucket,
      uploadExpiryMs,
    );
  }

  /** The bucket answers, and the local staging folder is there. */
  async check(): Promise<void> {
    await stat(this.stagingDir);
    await this.client.headBucket({ Bucket: this.bucket });
  }

  async init(): Promise<void> {
    await mkdir(this.stagingDir, { recursive: true });
    await mkdir(this.workDir, { recursive: true });
    await this.client.headBucket({ Bucket: this.bucket });
  }

  private objectKey(key: string): string {
    return `${FILES_PREFIX}${assertKey(key)}`;
  }

  async createObject(): Promise<NewObject> {
    const key = newKey();
    const path = join(this.stagingDir, key);
    return {
      key,
      path,
      commit: async () => {
        const { size } = await stat(path);
        await this.client.putObject({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(path),
          ContentLength: size,
        });
        await rm(path, { force: true });
        return size;
      },
      discard: async () => {
        await rm(path, { force: true });
        await this.delete(key);
      },
    };
  }

  async openLocal(key: string) {
    const path = join(this.stagingDir, newKey());
    await pipeline(await this.read(key), createWriteStream(path));
    return { path, release: () => rm(path, { force: true }) };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.headObject({ Bucket: this.bucket, Key: this.objectKey(key) });
      return head.ContentLength;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const object = await this.client.getObject({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    return object.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.objectKey(key) });
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Prefix: FILES_PREFIX,
        ContinuationToken: token,
      });
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(FILES_PREFIX.length) ?? '';
        if (keyPattern.test(key)) {
          yield { key, modifiedAt: object.LastModified?.getTime() ?? Date.now() };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async createScratch() {
    const path = join(this.workDir, newKey());
    await mkdir(path, { recursive: true });
    return { path, remove: () => rm(path, { recursive: true, force: true }) };
  }

  async clearScratch(): Promise<void> {
    for (const folder of [this.workDir, this.stagingDir]) {
      for (const name of await readdir(folder)) {
        await rm(join(folder, name), { recursive: true, force: true });
      }
    }
  }
}

class S3Uploads implements UploadArea {
  readonly store: S3Store;
  private readonly client: S3;
  private readonly bucket: string;
  private readonly expiryMs: number;

  constructor(store: S3Store, client: S3, bucket: string, expiryMs: number) {
    this.store = store;
    this.client = client;
    this.bucket = bucket;
    this.expiryMs = expiryMs;
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
    await this.client.copyObject({
      Bucket: this.bucket,
      CopySource: `${this.bucket}/${assertKey(id)}`,
      Key: `${FILES_PREFIX}${key}`,
    });
    await this.remove(id);
    return key;
  }

  async remove(id: string): Promise<void> {
    if (!keyPattern.test(id)) return;
    await this.store.remove(id).catch(() => {});
  }

  /** Unfinished uploads through the store; finished ones never used by a job by their age. */
  async deleteExpired(): Promise<number> {
    let deleted = await this.store.deleteExpired();
    const cutoff = Date.now() - this.expiryMs;
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        ContinuationToken: token,
      });
      for (const object of page.Contents ?? []) {
        const id = object.Key ?? '';
        if (!keyPattern.test(id)) continue;
        if ((object.LastModified?.getTime() ?? Date.now()) < cutoff) {
          await this.remove(id);
          deleted++;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }
}
