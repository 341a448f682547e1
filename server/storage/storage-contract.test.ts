import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, hasS3, type TestBucket } from '../../tests/support/s3-bucket.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import { newKey, type FileStorage } from './storage.ts';

const MiB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/** One kind of storage under test: every instance it makes shares the same stored objects. */
interface Subject {
  name: string;
  skip: boolean;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** A storage over the shared objects, as another process would open it. */
  make(uploadExpiryMs?: number): Promise<FileStorage>;
  /** What is still stored for an upload id or object key (files, objects, open multipart uploads). */
  leftovers(idOrKey: string): Promise<string[]>;
}

function localSubject(): Subject {
  let dataDir = '';
  return {
    name: 'LocalStorage',
    skip: false,
    async setUp() {
      dataDir = await mkdtemp(join(tmpdir(), 'toolbox-storage-local-'));
    },
    async tearDown() {
      await rm(dataDir, { recursive: true, force: true });
    },
    async make(uploadExpiryMs = HOUR) {
      const storage = new LocalStorage(dataDir, uploadExpiryMs);
      await storage.init();
      return storage;
    },
    async leftovers(idOrKey) {
      const found: string[] = [];
      for (const folder of ['uploads', 'files']) {
        for (const name of await readdir(join(dataDir, folder))) {
          if (name.startsWith(idOrKey)) found.push(`${folder}/${name}`);
        }
      }
      return found;
    },
  };
}

function s3Subject(): Subject {
  let bucket: TestBucket;
  const dataDirs: string[] = [];
  return {
    name: 'S3Storage',
    skip: !hasS3,
    async setUp() {
      bucket = await createTestBucket('storage-contract');
    },
    async tearDown() {
      await bucket.destroy();
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    },
    // Each instance gets a data folder of its own: nothing local is shared, as between processes.
    async make(uploadExpiryMs = HOUR) {
      const dataDir = await mkdtemp(join(tmpdir(), 'toolbox-storage-s3-'));
      dataDirs.push(dataDir);
      const storage = new S3Storage(bucket.settings, dataDir, uploadExpiryMs);
      await storage.init();
      return storage;
    },
    async leftovers(idOrKey) {
      const objects = (await bucket.keys()).filter((key) =>
        key.replace(/^files\//, '').startsWith(idOrKey),
      );
      const uploads = (await bucket.openMultipartUploads()).filter((key) => key === idOrKey);
      return [...objects, ...uploads.map((key) => `multipart ${key}`)];
    },
  };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A request body as the network delivers it: 64 KiB pieces. */
function networkBody(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

/** A request body whose connection is cut after `bytes` arrived. */
function cutBody(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield* networkBody(bytes);
      throw new Error('The upload connection closed early');
    })(),
  );
}

async function storeObject(storage: FileStorage, bytes: Buffer): Promise<string> {
  const object = await storage.createObject();
  await writeFile(object.path, bytes);
  expect(await object.commit()).toBe(bytes.length);
  return object.key;
}

/** Starts a tus upload of `size` bytes the way the tus server does on POST. */
async function createUpload(storage: FileStorage, size: number): Promise<string> {
  const id = newKey();
  await storage.uploads.store.create(
    new Upload({ id, size, offset: 0, metadata: { jobType: 'extract-audio', filename: 'a.bin' } }),
  );
  return id;
}

for (const subject of [localSubject(), s3Subject()]) {
  describe.skipIf(subject.skip)(`${subject.name} keeps the storage contract`, () => {
    let storage: FileStorage;
    const bytes = randomBytes(3 * MiB + 123);
    // Not a multiple of the S3 part size: the store keeps an incomplete part between PATCHes.
    const upload = randomBytes(13 * MiB + 7);

    beforeAll(async () => {
      await subject.setUp();
      storage = await subject.make();
    }, 30_000);
    afterAll(() => subject.tearDown(), 60_000);

    it('answers check() when it takes writes', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('stores a committed object: size, whole read, and nothing left in staging', async () => {
      const object = await storage.createObject();
      expect(object.key).toMatch(/^[0-9a-f]{32}$/);
      await writeFile(object.path, bytes);
      expect(await object.commit()).toBe(bytes.length);
      expect(await storage.size(object.key)).toBe(bytes.length);
      expect(sha256(await readAll(await storage.read(object.key)))).toBe(sha256(bytes));
      if (storage.kind === 's3') expect(existsSync(object.path)).toBe(false);
    });

    it('stores an object and keeps its written file to read where the store is remote', async () => {
      const object = await storage.createObject();
      await writeFile(object.path, bytes);
      const { size, local } = await object.commitKeepingLocal();
      expect(size).toBe(bytes.length);
      expect(sha256(await readAll(await storage.read(object.key)))).toBe(sha256(bytes));
      if (storage.kind === 'local') {
        expect(local).toBeUndefined();
      } else {
        expect(sha256(await readFile(local?.path ?? ''))).toBe(sha256(bytes));
        await local?.release();
        expect(existsSync(object.path)).toBe(false);
      }
      expect(await storage.size(object.key)).toBe(bytes.length);
    });

    it('discards an object before and after its commit', async () => {
      const unsent = await storage.createObject();
      await writeFile(unsent.path, bytes);
      await unsent.discard();
      expect(existsSync(unsent.path)).toBe(false);
      expect(await storage.size(unsent.key)).toBeUndefined();

      const sent = await storage.createObject();
      await writeFile(sent.path, bytes);
      await sent.commit();
      await sent.discard();
      expect(await storage.size(sent.key)).toBeUndefined();
      expect(await subject.leftovers(sent.key)).toEqual([]);
    });

    it('reads inclusive byte ranges: first byte, last byte, a middle run', async () => {
      const key = await storeObject(storage, bytes);
      const last = bytes.length - 1;
      expect(await readAll(await storage.read(key, { start: 0, end: 0 }))).toEqual(
        bytes.subarray(0, 1),
      );
      expect(await readAll(await storage.read(key, { start: last, end: last }))).toEqual(
        bytes.subarray(last),
      );
      expect(await readAll(await storage.read(key, { start: MiB, end: 2 * MiB + 10 }))).toEqual(
        bytes.subarray(MiB, 2 * MiB + 11),
      );
    });

    it('has no size for a missing object, and refuses to read it', async () => {
      const missing = newKey();
      expect(await storage.size(missing)).toBeUndefined();
      await expect(storage.read(missing)).rejects.toThrow();
    });

    it('refuses keys it did not make', async () => {
      await expect(storage.read('../etc/passwd')).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete('files/x')).rejects.toThrow(/Not a storage key/);
    });

    it('gives a local copy to read, and release leaves the object stored', async () => {
      const key = await storeObject(storage, bytes);
      const copy = await storage.openLocal(key);
      expect(sha256(await readFile(copy.path))).toBe(sha256(bytes));
      await copy.release();
      expect(await storage.size(key)).toBe(bytes.length);
      if (storage.kind === 's3') expect(existsSync(copy.path)).toBe(false);
    });

    it('gives no readable copy of a missing object', async () => {
      const copy = await storage.openLocal(newKey()).catch(() => undefined);
      if (copy) expect(existsSync(copy.path)).toBe(false);
      if (storage.kind === 's3') await expect(storage.openLocal(newKey())).rejects.toThrow();
    });

    it('deletes objects; deleting a missing one is fine', async () => {
      const key = await storeObject(storage, bytes);
      await storage.delete(key);
      expect(await storage.size(key)).toBeUndefined();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await expect(storage.delete(newKey())).resolves.toBeUndefined();
    });

    it('lists stored objects with their last change, and no uploads among them', async () => {
      const before = Date.now();
      const key = await storeObject(storage, Buffer.from('listed'));
      const uploadId = await createUpload(storage, 10);
      const listed = new Map<string, number>();
      for await (const object of storage.list()) listed.set(object.key, object.modifiedAt);
      expect(listed.get(key)).toBeGreaterThanOrEqual(before - 2000);
      expect(listed.get(key)).toBeLessThanOrEqual(Date.now() + 2000);
      expect(listed.has(uploadId)).toBe(false);
      await storage.uploads.remove(uploadId);
    });

    it('makes private scratch folders and clears them all', async () => {
      const first = await storage.createScratch();
      const second = await storage.createScratch();
      expect(first.path).not.toBe(second.path);
      await writeFile(join(first.path, 'work.bin'), 'x');
      expect((await stat(first.path)).isDirectory()).toBe(true);
      await first.remove();
      expect(existsSync(first.path)).toBe(false);
      await writeFile(join(second.path, 'work.bin'), 'x');
      await storage.clearScratch();
      expect(existsSync(second.path)).toBe(false);
      const third = await storage.createScratch();
      expect(existsSync(third.path)).toBe(true);
      await third.remove();
    });

    describe('uploads', () => {
      const firstPatch = 9 * MiB + 5;

      it('takes an upload in two PATCHes and adopts it as an object with the same bytes', async () => {
        const id = await createUpload(storage, upload.length);
        const store = storage.uploads.store;
        expect(await store.write(networkBody(upload.subarray(0, firstPatch)), id, 0)).toBe(
          firstPatch,
        );
        expect((await store.getUpload(id)).offset).toBe(firstPatch);
        expect(await storage.uploads.get(id)).toMatchObject({
          id,
          size: upload.length,
          offset: firstPatch,
          metadata: { jobType: 'extract-audio', filename: 'a.bin' },
        });
        expect(await store.write(networkBody(upload.subarray(firstPatch)), id, firstPatch)).toBe(
          upload.length,
        );
        const info = await storage.uploads.get(id);
        expect(info).toMatchObject({ size: upload.length, offset: upload.length });
        expect(await store.write(networkBody(Buffer.alloc(0)), id, upload.length)).toBe(
          upload.length,
        );
        expect(Math.abs((info?.createdAt ?? 0) - Date.now())).toBeLessThan(60_000);

        const key = await storage.uploads.adopt(id);
        expect(key).toMatch(/^[0-9a-f]{32}$/);
        expect(await storage.size(key)).toBe(upload.length);
        expect(sha256(await readAll(await storage.read(key)))).toBe(sha256(upload));
        expect(await storage.uploads.get(id)).toBeUndefined();
        expect(await subject.leftovers(id)).toEqual([]);
        await storage.delete(key);
      });

      it('keeps what arrived of PATCHes cut mid-way, and the upload resumes from there', async () => {
        const id = await createUpload(storage, upload.length);
        const store = storage.uploads.store;
        const cuts = [7 * MiB + 5, 9 * MiB + 77]; // the second leaves less than a part
        let offset = 0;
        for (const cutAt of cuts) {
          await store.write(cutBody(upload.subarray(offset, cutAt)), id, offset).catch(() => 0);
          const kept = (await storage.uploads.get(id))?.offset ?? -1;
          expect(kept).toBeGreaterThan(offset);
          expect(kept).toBeLessThanOrEqual(cutAt);
          if (storage.kind === 's3') expect(kept).toBe(cutAt);
          offset = kept;
        }
        expect(await store.write(networkBody(upload.subarray(offset)), id, offset)).toBe(
          upload.length,
        );
        const key = await storage.uploads.adopt(id);
        expect(sha256(await readAll(await storage.read(key)))).toBe(sha256(upload));
        await storage.delete(key);
      });

      it('removes an unfinished upload and a finished one, leaving nothing', async () => {
        const unfinished = await createUpload(storage, upload.length);
        await storage.uploads.store.write(
          networkBody(upload.subarray(0, firstPatch)),
          unfinished,
          0,
        );
        const finished = await createUpload(storage, 1000);
        await storage.uploads.store.write(networkBody(upload.subarray(0, 1000)), finished, 0);
        for (const id of [unfinished, finished]) {
          await storage.uploads.remove(id);
          expect(await storage.uploads.get(id)).toBeUndefined();
          expect(await subject.leftovers(id)).toEqual([]);
        }
        await expect(storage.uploads.remove(newKey())).resolves.toBeUndefined();
        await expect(storage.uploads.get('not-an-id')).resolves.toBeUndefined();
      });

      it('deletes expired uploads, finished or not, and keeps fresh ones', async () => {
        const expiring = await subject.make(1500);
        const unfinished = await createUpload(expiring, 5000);
        await expiring.uploads.store.write(networkBody(upload.subarray(0, 1000)), unfinished, 0);
        const finished = await createUpload(expiring, 1000);
        await expiring.uploads.store.write(networkBody(upload.subarray(0, 1000)), finished, 0);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        const fresh = await createUpload(expiring, 1000);

        expect(await expiring.uploads.deleteExpired()).toBe(2);
        for (const id of [unfinished, finished]) {
          expect(await expiring.uploads.get(id)).toBeUndefined();
          expect(await subject.leftovers(id)).toEqual([]);
        }
        expect(await expiring.uploads.get(fresh)).toMatchObject({ offset: 0, size: 1000 });
        await expiring.uploads.remove(fresh);
      });
    });

    describe('shared between processes', () => {
      it('reads through one instance what another stored', async () => {
        const other = await subject.make();
        const key = await storeObject(storage, bytes);
        expect(await other.size(key)).toBe(bytes.length);
        expect(sha256(await readAll(await other.read(key)))).toBe(sha256(bytes));
        const copy = await other.openLocal(key);
        expect(sha256(await readFile(copy.path))).toBe(sha256(bytes));
        await copy.release();
        await other.delete(key);
        expect(await storage.size(key)).toBeUndefined();
      });

      it('resumes through one instance an upload another began, and each sees the end', async () => {
        const sent = upload.subarray(0, 11 * MiB + 3);
        const firstPatch = 6 * MiB + 1;
        const other = await subject.make();
        const id = await createUpload(storage, sent.length);
        await storage.uploads.store.write(networkBody(sent.subarray(0, firstPatch)), id, 0);
        expect(await storage.uploads.get(id)).toMatchObject({ offset: firstPatch });
        expect(await other.uploads.get(id)).toMatchObject({ offset: firstPatch });
        await other.uploads.store.write(networkBody(sent.subarray(firstPatch)), id, firstPatch);
        expect(await storage.uploads.get(id)).toMatchObject({ offset: sent.length });
        const key = await storage.uploads.adopt(id);
        expect(sha256(await readAll(await other.read(key)))).toBe(sha256(sent));
        expect(await other.uploads.get(id)).toBeUndefined();
        await other.delete(key);
      });

      it('finishes through one instance an upload another wrote to in between', async () => {
        // The first instance remembers what it sent; the second's PATCH must not be lost.
        const other = await subject.make();
        const id = await createUpload(storage, upload.length);
        const cuts = [0, 6 * MiB + 3, 9 * MiB, upload.length];
        const writers = [storage, other, storage];
        for (const [index, writer] of writers.entries()) {
          const [from, to] = [cuts[index] ?? 0, cuts[index + 1] ?? 0];
          expect(
            await writer.uploads.store.write(networkBody(upload.subarray(from, to)), id, from),
          ).toBe(to);
        }
        const key = await other.uploads.adopt(id);
        expect(sha256(await readAll(await storage.read(key)))).toBe(sha256(upload));
        await storage.delete(key);
      });

      it('knows no upload it never made; the S3 store refuses a PATCH at the wrong offset', async () => {
        const store = storage.uploads.store;
        await expect(store.getUpload(newKey())).rejects.toMatchObject({ status_code: 404 });
        if (storage.kind !== 's3') return;
        const id = await createUpload(storage, 2 * MiB);
        await store.write(networkBody(upload.subarray(0, MiB)), id, 0);
        await expect(store.write(networkBody(upload.subarray(0, 10)), id, 5)).rejects.toMatchObject(
          { status_code: 409 },
        );
        expect((await store.getUpload(id)).offset).toBe(MiB);
        await storage.uploads.remove(id);
      });

      it('forgets through one instance an upload another removed', async () => {
        const other = await subject.make();
        const id = await createUpload(storage, 2 * MiB);
        await storage.uploads.store.write(networkBody(upload.subarray(0, MiB)), id, 0);
        expect(await storage.uploads.get(id)).toMatchObject({ offset: MiB });
        expect(await other.uploads.get(id)).toMatchObject({ offset: MiB });
        await other.uploads.remove(id);
        expect(await storage.uploads.get(id)).toBeUndefined();
        expect(await subject.leftovers(id)).toEqual([]);
      });
    });
  });
}
