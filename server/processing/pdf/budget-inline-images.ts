import { createInflate, constants } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

/** What the page content of one PDF may unpack to while its inline images are looked for. */
export const CONTENT_SCAN_BUDGET = 128 * 1024 * 1024;

/** An inline image's dictionary (`BI ... ID`) is a few keys: longer runs are no dictionary. */
const MAX_DICTIONARY = 4096;
const CHUNK = 64 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** The stream's bytes can be read: their unpacking never passes what is left of the budget. */
class OverBudget extends Error {}

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;
/** Bytes that may stand before an operator: white space or the end of a delimited value. */
const endsToken = (byte: number | undefined) =>
  byte === undefined || isSpace(byte) || byte === 0x29 || byte === 0x5d || byte === 0x3e;

const dictionaryPattern = /^BI[\s/]([\s\S]*?)\sID[\s]/;
const numberAfter = (dictionary: string, keys: string) =>
  new RegExp(`/(?:${keys})\\s*([+]?\\d+(?:\\.\\d*)?)`).exec(dictionary)?.[1];

/**
 * Finds the inline images (`BI /W 100 /H 100 ... ID`) of one content stream as it is fed in
 * pieces, keeping the largest declared size. A dictionary cut by a piece's end is read again
 * with the next piece; the image data after `ID` is skipped only by not matching it.
 */
export class InlineImageScanner {
  largest: Size | undefined;
  private carried = Buffer.alloc(0);

  push(piece: Buffer): void {
    const bytes = this.carried.length ? Buffer.concat([this.carried, piece]) : piece;
    let position = 0;
    let keepFrom = Math.max(0, bytes.length - MAX_DICTIONARY);
    for (;;) {
      const found = bytes.indexOf('BI', position, 'latin1');
      if (found < 0) break;
      position = found + 2;
      if (!endsToken(bytes[found - 1])) continue;
      const text = bytes.toString('latin1', found, Math.min(bytes.length, found + MAX_DICTIONARY));
      const match = dictionaryPattern.exec(text);
      if (!match) {
        // Cut by the piece's end: read it again with the next piece.
        if (found + MAX_DICTIONARY > bytes.length) keepFrom = Math.min(keepFrom, found);
        continue;
      }
      this.consider(match[1] ?? '');
    }
    this.carried = Buffer.from(bytes.subarray(keepFrom));
  }

  private consider(dictionary: string): void {
    const width = Number(numberAfter(dictionary, 'Width|W') ?? 0);
    const height = Number(numberAfter(dictionary, 'Height|H') ?? 0);
    if (!this.largest || width * height > this.largest.width * this.largest.height) {
      this.largest = { width, height };
    }
  }
}

function filtersOf(stream: PDFRawStream): PDFObject[] {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFArray)
    return filter.asArray().map((f) => stream.dict.context.lookup(f) ?? f);
  return filter ? [filter] : [];
}

/** Feeds a Flate stream to `scan` as it inflates (zlib, off the main thread), within `left`. */
function inflateInto(
  data: Uint8Array,
  left: number,
  scan: (piece: Buffer) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // A truncated stream gives what it has, as PDF readers take it.
    const inflate = createInflate({ chunkSize: CHUNK, finishFlush: constants.Z_SYNC_FLUSH });
    let bytes = 0;
    inflate.on('data', (piece: Buffer) => {
      bytes += piece.length;
      if (bytes > left) {
        inflate.destroy();
        reject(new OverBudget());
        return;
      }
      scan(piece);
    });
    inflate.on('end', () => resolve(bytes));
    inflate.on('error', () => resolve(bytes));
    inflate.end(data);
  });
}

/** Feeds any other stream to `scan` through pdf-lib's decoders, a piece at a time, within `left`. */
function decodeInto(stream: PDFRawStream, left: number, scan: (piece: Buffer) => void): number {
  let bytes = 0;
  try {
    const decoded = decodePDFRawStream(stream);
    for (;;) {
      const piece = decoded.getBytes(CHUNK);
      if (piece.length === 0) return bytes;
      bytes += piece.length;
      if (bytes > left) throw new OverBudget();
      scan(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    }
  } catch (error) {
    if (error instanceof OverBudget) throw error;
    // A filter pdf-lib does not know (or damaged data): renderers fail on it as well.
    return bytes;
  }
}

async function scanStream(
  stream: PDFRawStream,
  left: number,
  scanner: InlineImageScanner,
): Promise<number> {
  const filters = filtersOf(stream);
  const scan = (piece: Buffer) => scanner.push(piece);
  if (filters.length === 0) {
    if (stream.contents.length > left) throw new OverBudget();
    scan(Buffer.from(stream.contents));
    return stream.contents.length;
  }
  if (filters.length === 1 && filters[0] === PDFName.of('FlateDecode')) {
    return inflateInto(stream.contents, left, scan);
  }
  return decodeInto(stream, left, scan);
}

/** Every content stream a renderer draws: pages, forms, tiling patterns and Type 3 glyphs. */
function contentStreams(pdf: PDFDocument): PDFRawStream[][] {
  const { context } = pdf;
  const raw = (object: PDFObject | undefined) => {
    const resolved = object && context.lookup(object);
    return resolved instanceof PDFRawStream ? [resolved] : [];
  };
  const groups: PDFRawStream[][] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents && context.lookup(contents);
    groups.push(resolved instanceof PDFArray ? resolved.asArray().flatMap(raw) : raw(contents));
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    const subtype = dict.get(PDFName.of('Subtype'));
    if (object instanceof PDFRawStream) {
      if (
        subtype === PDFName.of('Form') ||
        dict.get(PDFName.of('PatternType'))?.toString() === '1'
      ) {
        groups.push([object]);
      }
    } else if (subtype === PDFName.of('Type3')) {
      const procs = dict.lookup(PDFName.of('CharProcs'));
      if (procs instanceof PDFDict) for (const value of procs.values()) groups.push(raw(value));
    }
  }
  return groups;
}

/**
 * The largest inline image drawn in the PDF's content (pages, forms, patterns, Type 3 glyphs), by
 * the /W and /H its `BI` dictionary declares; decoding no image. The content streams are unpacked
 * as they are read, in pieces, and reading stops at `budget` bytes in all: 'content_too_large'.
 */
export async function largestInlineImage(
  pdf: PDFDocument,
  budget = CONTENT_SCAN_BUDGET,
): Promise<Size | undefined | 'content_too_large'> {
  let left = budget;
  let largest: Size | undefined;
  const seen = new Set<PDFRawStream>();
  try {
    for (const group of contentStreams(pdf)) {
      const scanner = new InlineImageScanner();
      for (const stream of group) {
        if (seen.has(stream)) continue;
        seen.add(stream);
        left -= await scanStream(stream, left, scanner);
      }
      const found = scanner.largest;
      if (found && (!largest || found.width * found.height > largest.width * largest.height)) {
        largest = found;
      }
    }
  } catch (error) {
    if (error instanceof OverBudget) return 'content_too_large';
    throw error;
  }
  return largest;
}
