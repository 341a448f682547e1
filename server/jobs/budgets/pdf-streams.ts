import { inflateSync } from 'node:zlib';

/** What the structure streams of one PDF may unpack to before pdf-lib reads them. */
export const STRUCTURE_STREAM_BUDGET = 64 * 1024 * 1024;

/**
 * Whether the PDF's object and cross-reference streams (the ones pdf-lib inflates when it loads a
 * file, before any budget can be read) unpack to more than `budget` bytes in all. Each is inflated
 * with a cap, so a small file that would inflate to gigabytes costs at most the budget here.
 * Streams that are not Flate or do not inflate are left to pdf-lib, which reports them.
 */
export function structureStreamsTooLarge(
  bytes: Uint8Array,
  budget = STRUCTURE_STREAM_BUDGET,
): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const keyword = /stream\r?\n/g;
  let left = budget;
  for (let found = keyword.exec(text); found; found = keyword.exec(text)) {
    const start = found.index + found[0].length;
    if (text.slice(found.index - 3, found.index) === 'end') continue;
    const header = text.slice(Math.max(0, found.index - 2000), found.index);
    const dictionary = header.slice(header.lastIndexOf(' obj') + 1);
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(dictionary) || !/\/FlateDecode\b/.test(dictionary)) {
      continue;
    }
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      left -= inflateSync(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start), {
        maxOutputLength: Math.max(1, left),
      }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    if (left <= 0) return true;
    keyword.lastIndex = end;
  }
  return false;
}
