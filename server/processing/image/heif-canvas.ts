import { open } from 'node:fs/promises';

/** A meta box larger than this is not read (a grid of thousands of tiles still fits). */
const MAX_META_BYTES = 8 * 1024 * 1024;

/**
 * The largest picture a HEIF's items declare in their `ispe` boxes (the coded size, before any
 * clean-aperture crop; for a grid image, the whole grid's canvas), read from the meta box without
 * decoding anything. libheif decodes the coded size, so this is what a budget must count: a file
 * may crop a 30,000 x 30,000 picture to a few pixels. Undefined when no meta box is found.
 */
export async function heifLargestCanvas(
  path: string,
): Promise<{ width: number; height: number } | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size) {
      await file.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      let headerSize = 8;
      if (boxSize === 1) {
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = size - offset;
      }
      if (boxSize < headerSize) return undefined;
      if (header.toString('latin1', 4, 8) === 'meta') {
        const length = Math.min(boxSize - headerSize, MAX_META_BYTES);
        const meta = Buffer.alloc(length);
        await file.read(meta, 0, length, offset + headerSize);
        return largestIspe(meta);
      }
      offset += boxSize;
    }
    return undefined;
  } finally {
    await file.close();
  }
}

/** Every `ispe` box (20 bytes: size, type, version and flags, width, height) in a meta box. */
function largestIspe(meta: Buffer): { width: number; height: number } | undefined {
  let largest: { width: number; height: number } | undefined;
  for (let at = meta.indexOf('ispe'); at >= 4; at = meta.indexOf('ispe', at + 4)) {
    if (meta.readUInt32BE(at - 4) !== 20 || at + 16 > meta.length) continue;
    const width = meta.readUInt32BE(at + 8);
    const height = meta.readUInt32BE(at + 12);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}
