import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';
import {
  PDFDocument,
  PDFName,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import sharp from 'sharp';
import { makeHugePngHeader } from './jobs.ts';

/**
 * Small files that declare a huge cost: the "bombs" the resource budgets must refuse before any
 * work. Each is made here, in a few milliseconds to a few seconds, never stored.
 */

export { makeHugePngHeader };

/** A real, tiny JPEG whose SOF header is patched to declare `width` x `height`. */
export async function makeHugeJpegHeader(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();
  for (let i = 2; i < jpeg.length - 9;) {
    if (jpeg[i] !== 0xff) throw new Error('unexpected JPEG layout');
    const marker = jpeg[i + 1] ?? 0;
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

/** An animated image (WebP or GIF) of `frames` frames of `width` x `height`, built by sharp. */
export async function makeAnimated(
  format: 'webp' | 'gif',
  width: number,
  height: number,
  frames: number,
): Promise<Buffer> {
  const colours = ['#336699', '#996633'];
  const images = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
  const list = Array.from({ length: frames }, (_, i) => images[i % 2] as Buffer);
  const animation = sharp(list, { join: { animated: true }, limitInputPixels: false });
  return format === 'webp'
    ? animation.webp({ loop: 0, effort: 0, lossless: false, quality: 10 }).toBuffer()
    : animation.gif({ loop: 0, effort: 1 }).toBuffer();
}

/** A PDF of `pages` blank A4 pages. */
export async function makeBlankPdf(pages: number, size: [number, number] = [595, 842]) {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage(size);
  return Buffer.from(await pdf.save());
}

/**
 * A one-page PDF drawing one image XObject that declares `width` x `height` grey pixels, its
 * data a tiny Flate stream (a reader that trusted the header would allocate width x height bytes).
 */
export async function makePdfWithHugeImage(width: number, height: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const stream = pdf.context.flateStream(Buffer.alloc(1024), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const ref = pdf.context.register(stream);
  page.node.setXObject(PDFName.of('Im1'), ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(500, 0, 0, 700, 40, 60),
    drawObject('Im1'),
    popGraphicsState(),
  );
  return Buffer.from(await pdf.save());
}

/**
 * A PDF whose one page, `side` points square, is covered by a `width` x `height` RGB image of a
 * few bytes: a renderer needs the image at the page's resolution, hundreds of megabytes (MuPDF
 * decodes images scaled down to what the page shows, so a small page would not cost much).
 */
export async function makePdfWithHugePageImage(
  width: number,
  height: number,
  side: number,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([side, side]);
  const stream = pdf.context.flateStream(Buffer.alloc(1024), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  page.node.setXObject(PDFName.of('Im1'), pdf.context.register(stream));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(side, 0, 0, side, 0, 0),
    drawObject('Im1'),
    popGraphicsState(),
  );
  return Buffer.from(await pdf.save());
}

/**
 * A one-page PDF whose page content draws an inline image (`BI /W .. /H .. ID ... EI`) declaring
 * `width` x `height` grey pixels, its data a Flate stream of 1 KB: no image XObject anywhere.
 * `raw` leaves the page content unpacked (no /Filter).
 */
export async function makePdfWithHugeInlineImage(
  width: number,
  height: number,
  options: { raw?: boolean } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const content = Buffer.concat([
    Buffer.from(
      `q 500 0 0 700 40 60 cm\nBI /W ${width} /H ${height} /CS /G /BPC 8 /F /Fl\nID `,
      'latin1',
    ),
    deflateSync(Buffer.alloc(1024)),
    Buffer.from('\nEI\nQ\n', 'latin1'),
  ]);
  const stream = options.raw ? pdf.context.stream(content) : pdf.context.flateStream(content);
  page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export interface ZipEntry {
  name: string;
  /** Stored as is (method 0)... */
  data?: Buffer;
  /** ...or a deflated payload with the sizes and CRC it really inflates to (method 8). */
  deflated?: { bytes: Buffer; size: number; crc: number };
}

/** A ZIP archive written by hand (no data descriptors, no ZIP64: entries under 4 GiB). */
export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.deflated ? 8 : 0;
    const payload = entry.deflated?.bytes ?? entry.data ?? Buffer.alloc(0);
    const size = entry.deflated?.size ?? payload.length;
    const crc = entry.deflated?.crc ?? crc32(payload);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(payload.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, payload);
    centrals.push(central, name);
    offset += local.length + name.length + payload.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `size` zero bytes deflated for real, streamed (a few seconds for a gigabyte), with their CRC. */
export async function deflateZeros(size: number): Promise<NonNullable<ZipEntry['deflated']>> {
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  for (let left = size; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { bytes: Buffer.concat(parts), size, crc };
}

const contentTypes = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const rels = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);

/** A .docx whose word/document.xml is the given entry (deflated zeros: a real bomb). */
export function makeDocx(document: ZipEntry['deflated'] | Buffer): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: rels },
    Buffer.isBuffer(document)
      ? { name: 'word/document.xml', data: document }
      : { name: 'word/document.xml', ...(document ? { deflated: document } : {}) },
  ]);
}

/** A .docx declaring a `size`-byte document.xml whose stored data is a few bytes (a liar's ZIP). */
export function makeDeclaredDocx(size: number): Buffer {
  const bytes = deflateRawSync(Buffer.alloc(1024));
  return makeDocx({ bytes, size, crc: 0 });
}
