import { open } from 'node:fs/promises';

/** A meta box larger than this is not read (a grid of thousands of tiles still fits). */
const MAX_META_BYTES = 8 * 1024 * 1024;

/**
 * The largest picture a HEIF's items declare, read from the meta box without decoding anything:
 * in their `ispe` boxes (the coded size, before any clean-aperture crop) and, for a grid image,
 * in the grid's own description, whose canvas libheif allocates whatever the `ispe` says. libheif
 * decodes these sizes, so they are what a budget must count: a file may crop a 30,000 x 30,000
 * picture to a few pixels, or give its grid a small `ispe`. Undefined when no meta box is found.
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
        const grids = await gridCanvases(meta, async (at, bytes) => {
          const read = Buffer.alloc(bytes);
          const { bytesRead } = await file.read(read, 0, bytes, at);
          return read.subarray(0, bytesRead);
        });
        return largest([largestIspe(meta), ...grids]);
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

type Size = { width: number; height: number };

function largest(sizes: (Size | undefined)[]): Size | undefined {
  let found: Size | undefined;
  for (const size of sizes) {
    if (size && (!found || size.width * size.height > found.width * found.height)) found = size;
  }
  return found;
}

/** The boxes in `content` from `start`: type and where its payload starts and ends. */
function boxesIn(content: Buffer, start: number, end = content.length) {
  const boxes: { type: string; start: number; end: number }[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = content.readUInt32BE(at);
    if (size < 8 || at + size > end) break;
    boxes.push({ type: content.toString('latin1', at + 4, at + 8), start: at + 8, end: at + size });
    at += size;
  }
  return boxes;
}

/** Reads unsigned big-endian numbers of 0 to 8 bytes in turn. */
class Reader {
  private readonly bytes: Buffer;
  at: number;
  constructor(bytes: Buffer, at: number) {
    this.bytes = bytes;
    this.at = at;
  }
  number(size: number): number {
    let value = 0;
    for (let index = 0; index < size; index += 1) {
      value = value * 256 + (this.bytes[this.at + index] ?? 0);
    }
    this.at += size;
    return value;
  }
}

/** The IDs of the meta box's grid items (`infe` version 2 or 3, item type `grid`). */
function gridItemIds(meta: Buffer, children: ReturnType<typeof boxesIn>): Set<number> {
  const ids = new Set<number>();
  const iinf = children.find((box) => box.type === 'iinf');
  if (!iinf) return ids;
  const first = iinf.start + 4 + (meta[iinf.start] === 0 ? 2 : 4);
  for (const infe of boxesIn(meta, first, iinf.end)) {
    const version = meta[infe.start] ?? 0;
    if (infe.type !== 'infe' || version < 2) continue;
    const read = new Reader(meta, infe.start + 4);
    const id = read.number(version === 3 ? 4 : 2);
    const typeAt = read.at + 2;
    if (meta.toString('latin1', typeAt, typeAt + 4) === 'grid') ids.add(id);
  }
  return ids;
}

/**
 * The canvases the grid items describe (ImageGrid: version, flags, rows and columns less one,
 * then width and height in 16 bits, or 32 when flags say so), found through `iloc`: in the meta
 * box's `idat` (construction method 1) or in the file (method 0, read with `readAt`).
 */
async function gridCanvases(
  meta: Buffer,
  readAt: (offset: number, bytes: number) => Promise<Buffer>,
): Promise<Size[]> {
  const children = boxesIn(meta, 4);
  const grids = gridItemIds(meta, children);
  const iloc = children.find((box) => box.type === 'iloc');
  if (grids.size === 0 || !iloc) return [];
  const idat = children.find((box) => box.type === 'idat');
  const version = meta[iloc.start] ?? 0;
  const read = new Reader(meta, iloc.start + 4);
  const offsetAndLength = read.number(1);
  const baseAndIndex = read.number(1);
  const sizes = {
    offset: offsetAndLength >> 4,
    length: offsetAndLength & 15,
    base: baseAndIndex >> 4,
    index: version >= 1 ? baseAndIndex & 15 : 0,
  };
  const found: Size[] = [];
  for (let count = read.number(version < 2 ? 2 : 4); count > 0 && read.at < iloc.end; count -= 1) {
    const id = read.number(version < 2 ? 2 : 4);
    const method = version >= 1 ? read.number(2) & 15 : 0;
    read.number(2);
    const base = read.number(sizes.base);
    const extents = read.number(2);
    let offset: number | undefined;
    for (let extent = 0; extent < extents; extent += 1) {
      read.number(sizes.index);
      const extentOffset = read.number(sizes.offset);
      read.number(sizes.length);
      offset ??= base + extentOffset;
    }
    if (!grids.has(id) || offset === undefined) continue;
    const description =
      method === 1 && idat
        ? meta.subarray(idat.start + offset, Math.min(idat.end, idat.start + offset + 12))
        : method === 0
          ? await readAt(offset, 12)
          : Buffer.alloc(0);
    if (description.length < 8) continue;
    const wide = ((description[1] ?? 0) & 1) === 1;
    if (wide && description.length < 12) continue;
    found.push(
      wide
        ? { width: description.readUInt32BE(4), height: description.readUInt32BE(8) }
        : { width: description.readUInt16BE(4), height: description.readUInt16BE(6) },
    );
  }
  return found;
}
