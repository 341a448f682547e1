import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3 } from '@aws-sdk/client-s3';
import { DataStore, ERRORS, TUS_RESUMABLE, Upload } from '@tus/utils';
import { isNotFound } from './s3-client.ts';
import { BodyTooLong, sendParts } from './s3-part-sender.ts';
import { keyPattern } from './storage.ts';

const MAX_PARTS = 10_000;
/** Uploads whose info and sent parts a process remembers. */
const REMEMBERED_UPLOADS = 1000;
/** Room for the upload's description in the info object's headers (S3 allows 2 KB in all). */
const HEADER_ROOM = 1500;

export interface S3UploadStoreOptions {
  /** The storage's client, which sends files' bytes unhashed (sendBodiesUnhashed). */
  client: S3;
  bucket: string;
  expiryMs: number;
  /** Bytes per multipart part (at least 5 MiB); larger for uploads that need over 10 000. */
  partSize: number;
  /** Parts of one upload sent at once. */
  partsAtOnce: number;
}

/** What does not change about an upload once created (but a deferred size). */
interface UploadRecord {
  upload: Upload;
  uploadId: string;
  partSize: number;
}

/** Where an upload stands, from its progress object. */
interface Progress {
  offset: number;
  /** Bytes past the last full part, kept in the progress object's body. */
  tailSize: number;
  /** Who wrote it last: changes with every write. */
  writer: string;
}

/** What this process knows of an upload: its parts' ETags, valid while `writer` is current. */
interface Remembered {
  record: UploadRecord;
  etags: Map<number, string>;
  writer?: string;
}

/**
 * A tus store that streams each PATCH body into S3 multipart parts from memory (no temp files),
 * a few parts at once. Objects of upload `<id>`:
 *   `<id>`       the multipart upload, the whole file once finished
 *   `<id>.info`  the upload's size, metadata and multipart upload id (in its headers, so a HEAD
 *                reads it: radosgw answers any response with a body about 45 ms late)
 *   `<id>.part`  the bytes past the last full part, and in its headers the upload's offset; it
 *                is rewritten at the end of every PATCH, so it is the one place any process
 *                reads where an upload stands (one HEAD)
 * Parts have a fixed size, so part n always holds the same bytes: a PATCH cut or failed half-way
 * only resends parts that a later PATCH sends again. Only one process writes an upload at a time
 * (the tus locker); each process remembers what it wrote and trusts it only while the progress
 * object still names it as the last writer.
 */
export class S3UploadStore extends DataStore {
  private readonly client: S3;
  private readonly bucket: string;
  private readonly options: S3UploadStoreOptions;
  private readonly remembered = new Map<string, Remembered>();
  private readonly processToken = randomBytes(6).toString('hex');
  private writes = 0;

  constructor(options: S3UploadStoreOptions) {
    super();
    this.client = options.client;
    this.bucket = options.bucket;
    this.options = options;
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  override getExpiration(): number {
    return this.options.expiryMs;
  }

  override async create(upload: Upload): Promise<Upload> {
    assertUploadId(upload.id);
    upload.creation_date = new Date().toISOString();
    upload.storage = { type: 's3', path: upload.id, bucket: this.bucket };
    const { UploadId } = await this.client.createMultipartUpload({
      Bucket: this.bucket,
      Key: upload.id,
      Metadata: { 'tus-version': TUS_RESUMABLE },
    });
    if (!UploadId) throw new Error('The S3 server began a multipart upload without an id');
    const record: UploadRecord = {
      upload: new Upload({ ...upload, offset: 0 }),
      uploadId: UploadId,
      partSize: partSizeFor(upload.size, this.options.partSize),
    };
    const remembered = this.remember(upload.id, record);
    await Promise.all([this.putInfo(record), this.putProgress(upload.id, remembered, 0)]);
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const { record, progress } = await this.find(id);
    return new Upload({ ...record.upload, offset: progress.offset });
  }

  override async write(body: Readable, id: string, offset: number): Promise<number> {
    // A body can still fail after its end was read (a 413 on its last piece): heard here, not a
    // crash; the part sender already saw every error that came while it read.
    body.on('error', () => {});
    const { record, progress } = await this.find(id);
    if (progress.offset !== offset) throw ERRORS.INVALID_OFFSET;
    if (offset === record.upload.size) return offset;
    const remembered = this.remember(id, record);
    if (remembered.writer !== progress.writer) remembered.etags.clear();

    const tail = progress.tailSize > 0 ? await this.readTail(id) : Buffer.alloc(0);
    if (tail.length !== offset % record.partSize) {
      throw new Error(`Upload ${id}: its kept bytes do not match its offset ${offset}`);
    }
    try {
      return await this.writeParts(body, record, remembered, offset, tail);
    } catch (error) {
      this.remembered.delete(id);
      const finished = isNotFound(error) ? await this.finishedBefore(record) : undefined;
      if (finished !== undefined) return finished;
      throw error;
    }
  }

  private async writeParts(
    body: Readable,
    record: UploadRecord,
    remembered: Remembered,
    offset: number,
    tail: Buffer,
  ): Promise<number> {
    const { id, size } = record.upload;
    const sent = await sendParts(
      body,
      { bytes: tail, partNumber: (offset - tail.length) / record.partSize + 1 },
      {
        partSize: record.partSize,
        end: size ?? Number.MAX_SAFE_INTEGER,
        partsAtOnce: this.options.partsAtOnce,
        sendPart: (partNumber, bytes) => this.sendPart(record, partNumber, bytes),
      },
    );
    for (const [partNumber, etag] of sent.sent) remembered.etags.set(partNumber, etag);
    // A body longer than the upload keeps nothing: the parts it sent are sent again later.
    if (sent.bodyError instanceof BodyTooLong) throw ERRORS.ERR_SIZE_EXCEEDED;
    if ((sent.bodyError as { status_code?: number } | undefined)?.status_code === 413) {
      throw sent.bodyError;
    }

    const end = offset + sent.received;
    if (end === size && end > offset) {
      await this.finish(record, remembered, sent.rest, sent.nextPart);
    } else if (end > offset) {
      // A body that broke off ends like a short PATCH: what arrived is kept and the client
      // resumes from there (a mobile connection cut every few megabytes still gets through).
      await this.putProgress(id, remembered, end, sent.rest);
    }
    if (sent.bodyError !== undefined) throw sent.bodyError;
    return end;
  }

  /**
   * The multipart upload is gone: a process that finished the upload may have stopped before it
   * marked it finished. Marks it now if the whole object is there, and returns its size.
   */
  private async finishedBefore(record: UploadRecord): Promise<number | undefined> {
    const { id, size } = record.upload;
    const head = await this.client
      .headObject({ Bucket: this.bucket, Key: id })
      .catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
    if (size === undefined || head?.ContentLength !== size) return undefined;
    await Promise.all([
      this.putInfo(record),
      this.putProgress(id, this.remember(id, record), size),
    ]);
    this.remembered.delete(id);
    return size;
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    const { record } = await this.find(id);
    record.upload.size = size;
    await this.putInfo(record);
  }

  /** tus DELETE: an unknown upload is a 404; a finished one is removed too. */
  override async remove(id: string): Promise<void> {
    await this.find(id);
    await this.discard(id);
  }

  /** Aborts the multipart upload if it is still open and deletes every object of the upload. */
  async discard(id: string): Promise<void> {
    assertUploadId(id);
    const record = await this.readRecord(id);
    this.remembered.delete(id);
    if (record) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: record.uploadId })
        .catch((error: unknown) => {
          // Already completed or aborted.
          if (!isNotFound(error)) throw error;
        });
    }
    await this.deleteObjectsOf(id);
  }

  /**
   * Deletes the objects of an upload known to be finished (its offset reached its size, so its
   * multipart upload was completed): nothing to read or abort first.
   */
  async discardFinished(id: string): Promise<void> {
    assertUploadId(id);
    this.remembered.delete(id);
    await this.deleteObjectsOf(id);
  }

  private async deleteObjectsOf(id: string): Promise<void> {
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true },
    });
  }

  private async find(id: string): Promise<{ record: UploadRecord; progress: Progress }> {
    if (!keyPattern.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const [record, progress] = await Promise.all([this.record(id), this.readProgress(id)]);
    if (!record || !progress) {
      // Removed, perhaps by another process.
      this.remembered.delete(id);
      throw ERRORS.FILE_NOT_FOUND;
    }
    return { record, progress };
  }

  private async record(id: string): Promise<UploadRecord | undefined> {
    const known = this.remembered.get(id);
    // A size still to be declared may be declared through another process: read again.
    if (known && known.record.upload.size !== undefined) return known.record;
    const record = await this.readRecord(id);
    if (record && known) known.record = record;
    else if (record) this.remember(id, record);
    return record;
  }

  private remember(id: string, record: UploadRecord): Remembered {
    let known = this.remembered.get(id);
    if (!known) {
      known = { record, etags: new Map() };
      this.remembered.set(id, known);
      if (this.remembered.size > REMEMBERED_UPLOADS) {
        this.remembered.delete(this.remembered.keys().next().value as string);
      }
    }
    return known;
  }

  private async readRecord(id: string): Promise<UploadRecord | undefined> {
    let head;
    try {
      head = await this.client.headObject({ Bucket: this.bucket, Key: `${id}.info` });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const metadata = head.Metadata ?? {};
    let described = metadata.upload ? Buffer.from(metadata.upload, 'base64url').toString() : '';
    if (!described) {
      const object = await this.client.getObject({ Bucket: this.bucket, Key: `${id}.info` });
      described = (await object.Body?.transformToString()) ?? '{}';
    }
    const upload = JSON.parse(described) as Partial<Upload>;
    return {
      upload: new Upload({
        id,
        offset: 0,
        size: typeof upload.size === 'number' ? upload.size : undefined,
        metadata: upload.metadata,
        creation_date: upload.creation_date,
        storage: upload.storage,
      }),
      uploadId: metadata['upload-id'] ?? '',
      partSize: Number(metadata['part-size'] ?? this.options.partSize),
    };
  }

  /** Written at creation and again when the upload finishes (the retention counts from it). */
  private async putInfo(record: UploadRecord): Promise<void> {
    const { id, size, metadata, creation_date, storage } = record.upload;
    const described = JSON.stringify({ id, size, metadata, creation_date, storage });
    const encoded = Buffer.from(described).toString('base64url');
    await this.client.putObject({
      Bucket: this.bucket,
      Key: `${id}.info`,
      Body: described,
      Metadata: {
        'upload-id': record.uploadId,
        'tus-version': TUS_RESUMABLE,
        'part-size': String(record.partSize),
        ...(encoded.length <= HEADER_ROOM ? { upload: encoded } : {}),
      },
    });
  }

  private async readProgress(id: string): Promise<Progress | undefined> {
    try {
      const head = await this.client.headObject({ Bucket: this.bucket, Key: `${id}.part` });
      const offset = Number(head.Metadata?.offset);
      if (!Number.isSafeInteger(offset)) return undefined;
      return { offset, tailSize: head.ContentLength ?? 0, writer: head.Metadata?.writer ?? '' };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  private async putProgress(
    id: string,
    remembered: Remembered,
    offset: number,
    tail: Buffer = Buffer.alloc(0),
  ): Promise<void> {
    const writer = `${this.processToken}.${++this.writes}`;
    await this.client.putObject({
      Bucket: this.bucket,
      Key: `${id}.part`,
      Body: tail,
      ContentLength: tail.length,
      Metadata: { offset: String(offset), writer },
    });
    remembered.writer = writer;
  }

  private async readTail(id: string): Promise<Buffer> {
    const object = await this.client.getObject({ Bucket: this.bucket, Key: `${id}.part` });
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  /** One part; its bytes go unhashed where the client sends files so (see sendBodiesUnhashed). */
  private async sendPart(record: UploadRecord, partNumber: number, bytes: Buffer) {
    const { ETag } = await this.client.uploadPart({
      Bucket: this.bucket,
      Key: record.upload.id,
      UploadId: record.uploadId,
      PartNumber: partNumber,
      Body: bytes,
      ContentLength: bytes.length,
    });
    if (!ETag) throw new Error(`The S3 server gave no ETag for part ${partNumber}`);
    return ETag;
  }

  /** Sends the last part, joins the parts into the object and marks the upload finished. */
  private async finish(
    record: UploadRecord,
    remembered: Remembered,
    rest: Buffer,
    nextPart: number,
  ): Promise<void> {
    const id = record.upload.id;
    if (rest.length > 0 || nextPart === 1) {
      remembered.etags.set(nextPart, await this.sendPart(record, nextPart, rest));
      nextPart++;
    }
    const count = nextPart - 1;
    let parts = Array.from({ length: count }, (_, index) => ({
      PartNumber: index + 1,
      ETag: remembered.etags.get(index + 1),
    }));
    if (parts.some((part) => !part.ETag)) parts = await this.listParts(record, count);
    await this.client.completeMultipartUpload({
      Bucket: this.bucket,
      Key: id,
      UploadId: record.uploadId,
      MultipartUpload: { Parts: parts },
    });
    await Promise.all([
      this.putInfo(record),
      this.putProgress(id, remembered, record.upload.size ?? 0),
    ]);
    this.remembered.delete(id);
  }

  /** Parts sent through other processes: the bucket's list, up to the last one. */
  private async listParts(record: UploadRecord, count: number) {
    const parts: { PartNumber: number; ETag: string | undefined }[] = [];
    let marker: string | undefined;
    do {
      const page = await this.client.listParts({
        Bucket: this.bucket,
        Key: record.upload.id,
        UploadId: record.uploadId,
        PartNumberMarker: marker,
      });
      for (const part of page.Parts ?? []) {
        if (part.PartNumber && part.PartNumber <= count) {
          parts.push({ PartNumber: part.PartNumber, ETag: part.ETag });
        }
      }
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts.sort((a, b) => a.PartNumber - b.PartNumber);
  }
}

/**
 * The fixed part size of an upload: the preferred one, or more when 10 000 parts are too few.
 * An upload of a size still to be declared gets the preferred one (the server refuses those).
 */
function partSizeFor(size: number | undefined, preferred: number): number {
  const mebibyte = 1024 * 1024;
  return Math.max(preferred, Math.ceil((size ?? 0) / MAX_PARTS / mebibyte) * mebibyte);
}

function assertUploadId(id: string): void {
  if (!keyPattern.test(id)) throw ERRORS.FILE_NOT_FOUND;
}
