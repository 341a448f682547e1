import { inflateSync } from 'node:zlib';

/** What the structure streams of one PDF may unpack to before pdf-lib reads them. */
export const STRUCTURE_STREAM_BUDGET = 64 * 1024 * 1024;

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether the PDF's object and cross-reference streams (the ones pdf-lib inflates when it loads a
 * file, before any budget can be read) unpack to more than `budget` bytes in all. Each is inflated
 * with a cap, so a small file that would inflate to gigabytes costs at most the budget here.
 * Streams that are not Flate or do not inflate are left to pdf-lib, which reports them.
 *
 * Every `stream` keyword is looked at, inside other streams' data too (their declared ends could
 * hide one), with native searches over the bytes: a 47 MB file of photos takes milliseconds.
 */
export function structureStreamsTooLarge(
  bytes: Uint8Array,
  budget = STRUCTURE_STREAM_BUDGET,
): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = budget;
  let position = 0;
  for (;;) {
    const found = buffer.indexOf('stream', position, 'latin1');
    if (found < 0) return false;
    position = found + 'stream'.length;
    if (found >= 3 && buffer.toString('latin1', found - 3, found) === 'end') continue;
    let start = position;
    if (buffer[start] === CARRIAGE_RETURN) start++;
    if (buffer[start] !== LINE_FEED) continue;
    start++;
    const header = buffer.toString('latin1', Math.max(0, found - 2000), found);
    const dictionary = header.slice(header.lastIndexOf(' obj') + 1);
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(dictionary) || !/\/FlateDecode\b/.test(dictionary)) {
      continue;
    }
    const end = buffer.indexOf('endstream', start, 'latin1');
    if (end < 0) return false;
    try {
      left -= inflateSync(buffer.subarray(start, end), {
        maxOutputLength: Math.max(1, left),
      }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    if (left <= 0) return true;
    position = end;
  }
}
