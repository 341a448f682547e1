/**
 * HEIF files heif-enc cannot write (libheif 1.15, Debian 12's: no turn, no grid of a chosen
 * canvas), made for tests by editing the bytes of ones it writes, where ISO/IEC 23008-12 puts them.
 */

const u8 = (value: number) => Buffer.from([value]);

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** The whole box (with its header) of the first `type` box found inside `container`. */
function innerBox(container: Buffer, type: string): Buffer {
  const at = container.indexOf(type, 0, 'latin1');
  if (at < 4) throw new Error(`no ${type} box`);
  return container.subarray(at - 4, at - 4 + container.readUInt32BE(at - 4));
}

/** The boxes directly inside a container box (given whole, with its header) after `skip` bytes. */
function children(container: Buffer, skip: number): Buffer[] {
  const found: Buffer[] = [];
  for (let at = 8 + skip; at + 8 <= container.length;) {
    const size = container.readUInt32BE(at);
    if (size < 8) break;
    found.push(container.subarray(at, at + size));
    at += size;
  }
  return found;
}

/**
 * `heic` with a quarter turn anticlockwise in an `irot` box written over its `colr` box, with a
 * `free` box for the rest of those bytes: the file keeps its size, so no data offset moves. The
 * properties after it are one place further, so the associations (`ipma`, version 0, one byte
 * each) that name them are moved too. The colours are then read as libheif's default.
 */
export function quarterTurned(heic: Buffer): Buffer {
  const turned = Buffer.from(heic);
  const properties = children(innerBox(turned, 'ipco'), 0);
  const colrIndex =
    properties.findIndex((property) => property.toString('latin1', 4, 8) === 'colr') + 1;
  const colr = properties[colrIndex - 1];
  if (!colr) throw new Error('no colr property');
  const irot = box('irot', u8(1));
  if (colr.length - irot.length < 8) throw new Error('the colr box cannot hold irot and free');
  Buffer.concat([irot, box('free', Buffer.alloc(colr.length - irot.length - 8))]).copy(colr);
  const ipma = innerBox(turned, 'ipma');
  if (ipma[8] !== 0 || (ipma[11] as number) & 1) throw new Error('only ipma version 0, flags 0');
  let at = 16;
  for (let entry = ipma.readUInt32BE(12); entry > 0; entry -= 1) {
    const count = ipma[at + 2] as number;
    for (let index = at + 3; index < at + 3 + count; index += 1) {
      const association = ipma[index] as number;
      if ((association & 0x7f) > colrIndex) ipma[index] = association + 1;
    }
    at += 3 + count;
  }
  return turned;
}

/**
 * `heic`, as heif-enc 1.15 writes a small picture (a 1 x 1 grid of one tile padded to x265's
 * block: an 80 x 40 picture is an 80 x 64 tile), made to claim a canvas of `width` x `height`:
 * in the grid item's `ispe` property and in the grid's own description (ImageGrid, in the `idat`
 * box: version 0, flags 0, so 16-bit sizes; rows and columns less one, both 0, then the size).
 * Nothing else changes, so the lie is all that differs from a file libheif decodes. `ispe: false`
 * leaves the `ispe` honest: only the grid's description lies, and libheif allocates what it says.
 */
export function claimGridCanvas(
  heic: Buffer,
  width: number,
  height: number,
  { ispe = true } = {},
): Buffer {
  const claiming = Buffer.from(heic);
  const idat = innerBox(claiming, 'idat');
  if (idat.length !== 16 || idat.readUInt32BE(8) !== 0) throw new Error('not a 1 x 1 grid');
  const canvas = { width: idat.readUInt16BE(12), height: idat.readUInt16BE(14) };
  idat.writeUInt16BE(width, 12);
  idat.writeUInt16BE(height, 14);
  const ispes = children(innerBox(claiming, 'ipco'), 0).filter(
    (property) => property.toString('latin1', 4, 8) === 'ispe',
  );
  const grid = ispes.find(
    (ispe) => ispe.readUInt32BE(12) === canvas.width && ispe.readUInt32BE(16) === canvas.height,
  );
  if (!grid || ispes.length !== 2) throw new Error('no ispe of the grid apart from its tile');
  if (!ispe) return claiming;
  grid.writeUInt32BE(width, 12);
  grid.writeUInt32BE(height, 16);
  return claiming;
}
