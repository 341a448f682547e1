import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataStore, Upload } from '@tus/utils';

/**
 * Where uploads, job inputs and results live: a local folder (DATA_DIR) by default, or an
 * S3-compatible bucket when configured. Everything above this interface (tus, jobs, downloads,
 * the sweeper) is the same for both. Keys are made here from random bytes; nothing a visitor
 * sends ever becomes part of a path.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  readonly uploads: UploadArea;
  /** A local file to write a new object into; `commit` stores it under `key`. */
  createObject(): Promise<NewObject>;
  /** A local path to read an object from (a temporary copy for remote stores). */
  openLocal(key: string): Promise<LocalCopy>;
  /** The object's size in bytes, or undefined when it does not exist. */
  size(key: string): Promise<number | undefined>;
  /** The object's bytes, or the inclusive byte range of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Deletes an object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object with its last change, for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: number }>;
  /** A private scratch folder on local disk for one job's processor. */
  createScratch(): Promise<{ path: string; remove(): Promise<void> }>;
  /** Deletes every scratch folder (at start, when no job can be running). */
  clearScratch(): Promise<void>;
  /** Throws unless the store answers and takes writes now (for readiness). */
  check(): Promise<void>;
  /**
   * False while the store is known not to answer (a remote store in an outage), so new uploads
   * and jobs are refused at once; a local folder leaves it undefined.
   */
  readonly available?: boolean;
}

export interface NewObject {
  key: string;
  /** Local path to write to. */
  path: string;
  /** Stores what was written; returns its size. */
  commit(): Promise<number>;
  /**
   * Stores what was written as `commit` does and leaves the written file to be read on this
   * machine (`local`, to release once read): reading it back from a remote store would be a
   * second trip. Undefined where the stored object is a local file already.
   */
  commitKeepingLocal(): Promise<{ size: number; local: LocalCopy | undefined }>;
  /** Deletes what was written. */
  discard(): Promise<void>;
}

export interface LocalCopy {
  path: string;
  release(): Promise<void>;
}

export interface UploadInfo {
  id: string;
  size: number | undefined;
  offset: number;
  metadata: Record<string, string | null>;
  createdAt: number;
}

/** The tus side of the storage. */
export interface UploadArea {
  readonly store: DataStore;
  /** A known upload, finished or not; undefined when unknown, expired or already used. */
  get(id: string): Promise<UploadInfo | undefined>;
  /** Takes a finished upload over as a stored object and returns its key; the upload is gone. */
  adopt(id: string): Promise<string>;
  remove(id: string): Promise<void>;
  /** Deletes uploads (finished or not) older than the store's expiration; returns how many. */
  deleteExpired(): Promise<number>;
}

/** Storage keys and upload ids: 128 random bits as hex, checked before any use. */
export const keyPattern = /^[0-9a-f]{32}$/;

export function newKey(): string {
  return randomBytes(16).toString('hex');
}

export function assertKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** What the rest of the server needs of a tus upload. */
export function uploadInfo(id: string, upload: Upload): UploadInfo {
  return {
    id,
    size: upload.size,
    offset: upload.offset,
    metadata: upload.metadata ?? {},
    createdAt: upload.creation_date ? Date.parse(upload.creation_date) : Date.now(),
  };
}
