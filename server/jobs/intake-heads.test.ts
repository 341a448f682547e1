import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, hasS3, type TestBucket } from '../../tests/support/s3-bucket.ts';
import { defaultBudgets } from '../../shared/jobs/budgets.ts';
import { jobDefinition } from '../../shared/jobs/job-types.ts';
import { LocalStorage } from '../storage/local.ts';
import { S3Storage } from '../storage/s3.ts';
import type { FileStorage } from '../storage/storage.ts';
import { checkIncomingFiles } from './intake-checks.ts';
import { firstImageDataWithoutAnimation, HEAD_BYTES, judgeableHead } from './intake-heads.ts';

/** A PNG chunk of `length` zero bytes (its CRC is not read here). */
function sized(type: string, length: number): Buffer {
  const bytes = Buffer.alloc(12 + length);
  bytes.writeUInt32BE(length, 0);
  bytes.write(type, 4, 'latin1');
  return bytes;
}
const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

describe('firstImageDataWithoutAnimation', () => {
  it('finds the first IDAT by walking the chunks, not by finding its name in the bytes', () => {
    const text = sized('tEXt', 20);
    Buffer.from('IDAT').copy(text, 12);
    expect(
      firstImageDataWithoutAnimation(Buffer.concat([signature, sized('IHDR', 13), text])),
    ).toBe(false);
    expect(
      firstImageDataWithoutAnimation(
        Buffer.concat([signature, sized('IHDR', 13), text, sized('IDAT', 5)]),
      ),
    ).toBe(true);
  });

  it('says no for an animated PNG and for image data past the bytes given', () => {
    const animated = Buffer.concat([
      signature,
      sized('IHDR', 13),
      sized('acTL', 8),
      sized('IDAT', 5),
    ]);
    expect(firstImageDataWithoutAnimation(animated)).toBe(false);
    expect(firstImageDataWithoutAnimation(Buffer.concat([signature, sized('IHDR', 13)]))).toBe(
      false,
    );
  });
});

/** A PNG of noise that does not compress: its size is about its pixels' (3 bytes each). */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** A JPEG whose frame header comes after `padding` bytes of comment segments. */
async function paddedJpeg(width: number, height: number, padding: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#8ac' } })
    .jpeg()
    .toBuffer();
  const comments: Buffer[] = [];
  for (let left = padding; left > 0; left -= 65_000) {
    const segment = Buffer.alloc(4 + 65_000 - 2, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(65_000, 2);
    comments.push(segment);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...comments, jpeg.subarray(2)]);
}

describe.skipIf(!hasS3)('the intake checks on S3 read the first MiB of a PNG or JPEG', () => {
  let bucket: TestBucket;
  let dataDir: string;
  let storage: S3Storage;
  beforeAll(async () => {
    bucket = await createTestBucket('intake-heads');
    dataDir = await mkdtemp(join(tmpdir(), 'toolbox-intake-heads-'));
    storage = new S3Storage(bucket.settings, dataDir, 60_000);
    await storage.init();
  });
  afterAll(async () => {
    await bucket?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function store(bytes: Buffer) {
    const object = await storage.createObject();
    await writeFile(object.path, bytes);
    return { field: 'file', key: object.key, name: 'photo', size: await object.commit() };
  }

  /** The real storage, with its whole downloads counted. */
  function counting(): { storage: FileStorage; wholeReads: () => number } {
    let whole = 0;
    const counted = Object.create(storage) as FileStorage;
    counted.openLocal = (key) => {
      whole++;
      return storage.openLocal(key);
    };
    return { storage: counted, wholeReads: () => whole };
  }

  const check = (on: FileStorage, file: Awaited<ReturnType<typeof store>>, pixels: number) =>
    checkIncomingFiles(
      on,
      jobDefinition('convert-image'),
      [file],
      { targetFormat: 'webp' },
      { ...defaultBudgets, imagePixels: pixels },
      {},
    );

  it('judges a 5 MB PNG from its first MiB, as the whole file would be judged', async () => {
    const file = await store(await noisePng(1290));
    const head = await judgeableHead(storage, file);
    expect((await stat(head?.path ?? '')).size).toBe(HEAD_BYTES);
    await head?.release();

    const { storage: counted, wholeReads } = counting();
    const [checked] = await check(counted, file, 1290 * 1290);
    expect(checked?.contentType).toBe('image/png');
    await expect(check(counted, file, 1290 * 1290 - 1)).rejects.toMatchObject({
      code: 'over_budget',
    });
    expect(wholeReads()).toBe(0);
  });

  it('reads the whole file when its first MiB cannot say: a JPEG header further on, a small file', async () => {
    const late = await store(await paddedJpeg(3000, 2000, HEAD_BYTES + 100_000));
    expect(await judgeableHead(storage, late)).toBeUndefined();
    const { storage: counted, wholeReads } = counting();
    await expect(check(counted, late, 3000 * 2000 - 1)).rejects.toMatchObject({
      code: 'over_budget',
    });
    expect(wholeReads()).toBe(1);

    const small = await store(await noisePng(300));
    expect(await judgeableHead(storage, small)).toBeUndefined();
  });

  it('judges a large JPEG with its header in front from its first MiB', async () => {
    const side = 1500;
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    const file = await store(noise);
    expect(file.size).toBeGreaterThan(HEAD_BYTES);
    const { storage: counted, wholeReads } = counting();
    await expect(check(counted, file, side * side - 1)).rejects.toMatchObject({
      code: 'over_budget',
    });
    const [checked] = await check(counted, file, side * side);
    expect(checked?.contentType).toBe('image/jpeg');
    expect(wholeReads()).toBe(0);
  });

  it('fetches no first MiB where no PNG or JPEG is taken: the whole file is read once', async () => {
    const file = await store(await noisePng(1290));
    const { storage: counted, wholeReads } = counting();
    let ranged = 0;
    counted.read = (key, range) => {
      if (range) ranged++;
      return storage.read(key, range);
    };
    await expect(
      checkIncomingFiles(counted, jobDefinition('compress-pdf'), [file], {}, defaultBudgets, {}),
    ).rejects.toMatchObject({ code: 'unsupported_type' });
    expect([ranged, wholeReads()]).toEqual([0, 1]);
  });

  it("checks a form's file from the copy this process sent: nothing is read back", async () => {
    const bytes = await noisePng(1290);
    const keep = async () => {
      const object = await storage.createObject();
      await writeFile(object.path, bytes);
      const { size, local } = await object.commitKeepingLocal();
      expect(await storage.size(object.key)).toBe(bytes.length);
      return { field: 'file', key: object.key, name: 'photo', size, local };
    };
    const { storage: counted, wholeReads } = counting();
    let ranged = 0;
    counted.read = (key, range) => {
      if (range) ranged++;
      return storage.read(key, range);
    };
    const [checked] = await check(counted, await keep(), 1290 * 1290);
    expect(checked?.contentType).toBe('image/png');
    await expect(check(counted, await keep(), 1290 * 1290 - 1)).rejects.toMatchObject({
      code: 'over_budget',
    });
    expect([ranged, wholeReads()]).toEqual([0, 0]);
    // The kept copies are gone with the checks; a refused job's object is deleted with its key.
    const left = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile(),
    );
    expect(left).toEqual([]);
    const refused = await keep();
    await storage.delete(refused.key);
    await expect(stat(refused.local?.path ?? '')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads the whole of a large file that is neither, and leaves no copy behind', async () => {
    const file = await store(randomBytes(HEAD_BYTES + 10));
    expect(await judgeableHead(storage, file)).toBeUndefined();
    await expect(check(storage, file, defaultBudgets.imagePixels)).rejects.toMatchObject({
      code: 'unsupported_type',
    });
    const left = (await readdir(dataDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(left).toEqual([]);
  });
});

describe('the intake checks on a local folder', () => {
  it('read the file itself: no head is fetched', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'toolbox-intake-heads-local-'));
    try {
      const local = new LocalStorage(dataDir, 60_000);
      await local.init();
      const object = await local.createObject();
      await writeFile(object.path, await noisePng(1290));
      const file = { field: 'file', key: object.key, name: 'p', size: await object.commit() };
      expect(await judgeableHead(local, file)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
