import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { imageCost } from '../processing/image/budget.ts';
import type { FileStorage, LocalCopy } from '../storage/storage.ts';
import type { IncomingFile } from './inputs.ts';

/** How much of a remote file is fetched first: a PNG's or JPEG's header is well inside it. */
export const HEAD_BYTES = 1024 * 1024;

/** The types whose first MiB can answer the intake checks. */
export const HEAD_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/**
 * With S3 storage, the first MiB of a large file as a local copy, when that MiB alone answers
 * both intake checks exactly as the whole file would: a PNG (its chunks up to the first IDAT in
 * it, so the type cannot turn out to be an animated PNG further on) or a JPEG whose frame header
 * is in it. Those are most uploads, and their whole download would be a second pass over the
 * file the worker makes anyway. Undefined when the whole file must be read; the head is gone.
 */
export async function judgeableHead(
  storage: Pick<FileStorage, 'kind' | 'read' | 'createScratch'>,
  file: IncomingFile,
): Promise<LocalCopy | undefined> {
  if (storage.kind !== 's3' || file.size <= HEAD_BYTES) return undefined;
  const scratch = await storage.createScratch();
  const path = join(scratch.path, 'head');
  try {
    await pipeline(
      await storage.read(file.key, { start: 0, end: HEAD_BYTES - 1 }),
      createWriteStream(path),
    );
    if (await answersLikeTheWhole(path)) return { path, release: () => scratch.remove() };
  } catch {
    // The whole file is read next, and says what is wrong with it or with the store.
  }
  await scratch.remove().catch(() => {});
  return undefined;
}

async function answersLikeTheWhole(path: string): Promise<boolean> {
  const type = (await fileTypeFromFile(path))?.mime;
  if (type === 'image/png') {
    if (!firstImageDataWithoutAnimation(await readFile(path))) return false;
  } else if (type !== 'image/jpeg') {
    return false;
  }
  // A header sharp can read: the size the budgets judge is the one a whole file gives.
  return (await imageCost(path)) !== undefined;
}

/**
 * Walks a PNG's chunks: true when the first IDAT starts inside `bytes` with no acTL before it
 * (an animated PNG says so before its image data).
 */
export function firstImageDataWithoutAnimation(bytes: Buffer): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') return true;
    if (type === 'acTL') return false;
    at += 12 + bytes.readUInt32BE(at);
  }
  return false;
}
