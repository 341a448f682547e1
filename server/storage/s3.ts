import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3 } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { countS3Request } from '../metrics/round-trips.ts';
import { isNotFound, s3ClientConfig, sendBodiesUnhashed, type S3Settings } from './s3-client.ts';
import { markOutage } from '../outage/outage-error.ts';
import { isS3Outage, S3Health } from './s3-health.ts';
import { S3Uploads } from './s3-uploads.ts';
import {
  assertKey,
  keyPattern,
  newKey,
  type FileStorage,
  type LocalCopy,
  type NewObject,
  type UploadArea,
} from './storage.ts';

export { s3ClientConfig, type S3Settings } from './s3-client.ts';

const FILES_PREFIX = 'files/';
/** The readiness probe's own limit, under /api/ready's 2 s for each check. */
const CHECK_TIMEOUT_MS = 1800;
const MiB = 1024 * 1024;

/** Multipart sizes: S3 wants at least 5 MiB a part; bigger parts mean fewer requests. */
export const S3_PART_SIZE = 16 * MiB;
/** Parts sent at once when a result is stored. */
const PARTS_AT_ONCE = 4;
/**
 * tus uploads: smaller parts, so a PATCH's last part is on its way soon after the body ends.
 * An upload holds (parts at once + 1) parts in memory: 32 MiB.
 */
export const UPLOAD_PART_SIZE = 8 * MiB;
export const UPLOAD_PARTS_AT_ONCE = 3;

/**
 * S3-compatible object storage (STORAGE=s3): tus uploads through S3UploadStore at the bucket's
 * top level, job inputs and results under `files/`. Everything another process needs is in the
 * bucket; the local folders only hold this process's copies while a job uses them. Processors
 * need files on disk, so inputs are copied to a local staging folder for the job and results are
 * written locally, then sent.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly uploads: UploadArea;
  private readonly client: S3;
  private readonly bucket: string;
  private readonly stagingDir: string;
  private readonly workDir: string;
  private readonly health: S3Health;
  /** One key per process: a probe that lands after its time limit leaves one object, not many. */
  private readonly readyKey = `ready/${newKey()}`;

  constructor(settings: S3Settings, dataDir: string, uploadExpiryMs: number) {
    this.client = new S3(s3ClientConfig(settings));
    sendBodiesUnhashed(this.client);
    this.health = new S3Health(this.client, settings.bucket);
    this.client.middlewareStack.add(
      (next, context) => (args) => {
        countS3Request(context.commandName);
        return next(args);
      },
      { step: 'initialize', name: 'countRoundTrips' },
    );
    this.bucket = settings.bucket;
    this.stagingDir = join(dataDir, 'staging');
    this.workDir = join(dataDir, 'work');
    this.uploads = new S3Uploads({
      client: this.client,
      bucket: settings.bucket,
      expiryMs: uploadExpiryMs,
      partSize: UPLOAD_PART_SIZE,
      partsAtOnce: UPLOAD_PARTS_AT_ONCE,
      filesPrefix: FILES_PREFIX,
    });
  }

  /** The staging folder is there, and the bucket takes and gives back a write now. */
  async check(): Promise<void> {
    await stat(this.stagingDir);
    // While it is down, S3Health's own probe finds out when it is back; a write now would only
    // wait, and could land late.
    if (!this.health.available) throw new Error('no answer (probing every second)');
    const probe = this.readyKey;
    const abortSignal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
    try {
      await this.client.putObject(
        { Bucket: this.bucket, Key: probe, Body: new Uint8Array(0), ContentLength: 0 },
        { abortSignal },
      );
      await this.client.deleteObject({ Bucket: this.bucket, Key: probe }, { abortSignal });
    } catch (error) {
      if (abortSignal.aborted || isS3Outage(error)) this.health.failed();
      throw abortSignal.aborted ? new Error('no answer within 2 s') : error;
    }
  }

  get available(): boolean {
    return this.health.available;
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
    const send = async () => {
      const { size } = await stat(path);
      // A multipart upload above one part, its parts sent in parallel; one PUT below.
      await new Upload({
        client: this.client,
        params: {
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(path, { highWaterMark: MiB }),
        },
        partSize: S3_PART_SIZE,
        queueSize: PARTS_AT_ONCE,
      }).done();
      return size;
    };
    return {
      key,
      path,
      commit: async () => {
        const size = await send();
        await rm(path, { force: true });
        return size;
      },
      // The staged file stays where `delete(key)` also removes it, should the job be refused.
      commitKeepingLocal: async () => ({
        size: await send(),
        local: { path, release: () => rm(path, { force: true }) },
      }),
      discard: async () => {
        await rm(path, { force: true });
        await this.delete(key);
      },
    };
  }

  async openLocal(key: string): Promise<LocalCopy> {
    const path = join(this.stagingDir, newKey());
    try {
      await pipeline(await this.read(key), createWriteStream(path, { highWaterMark: MiB }));
    } catch (error) {
      await rm(path, { force: true });
      // The body's socket can fail after the client's own checks: an outage all the same.
      throw isS3Outage(error) ? markOutage(error, 'storage') : error;
    }
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

  /** Deletes the object, and its local file when it was never committed (a refused upload). */
  async delete(key: string): Promise<void> {
    await rm(join(this.stagingDir, assertKey(key)), { force: true });
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
