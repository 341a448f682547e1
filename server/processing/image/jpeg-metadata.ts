import { ProcessingError } from '../../processing-error.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;

function unreadable(detail: string): ProcessingError {
  return new ProcessingError(
    'unreadable_file',
    'The image could not be read: it may be damaged or incomplete. Please try another file.',
    { detail: `JPEG: ${detail}` },
  );
}

function startsWith(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.subarray(0, text.length)).toString('latin1') === text;
}

export interface StripOptions {
  /**
   * Keep the colour profile (APP2 ICC: how the colours are meant, nothing about the person), for
   * a JPEG that is itself the result. Dropped by default: a PDF reader takes an image's colours
   * from the PDF's colour space, not from it.
   */
  keepColourProfile?: boolean;
}

/**
 * The application segments a decoder needs: JFIF (APP0) and Adobe's colour transform (APP14),
 * and the colour profile when asked. The others (EXIF with its GPS and thumbnail, XMP, IPTC, maker
 * notes, MPF, comments) describe the photo and its owner, not its pixels.
 */
function kept(marker: number, body: Uint8Array, options: StripOptions): boolean {
  if (marker === COM) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return startsWith(body, 'JFIF\0');
  if (marker === 0xee) return startsWith(body, 'Adobe');
  if (marker === 0xe2)
    return options.keepColourProfile === true && startsWith(body, 'ICC_PROFILE\0');
  return false;
}

/** Where the entropy-coded data after a scan header ends: at the next marker (not RSTn, not a stuffed 0). */
function scanEnd(jpeg: Uint8Array, from: number): number {
  for (let at = from; at < jpeg.length - 1; at++) {
    if (jpeg[at] !== 0xff) continue;
    const next = jpeg[at + 1] as number;
    if (next !== 0 && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  throw unreadable('the data ends inside a scan');
}

/**
 * The same JPEG, its compressed pixels untouched (no loss), without its metadata segments and
 * without anything after its end marker (phones append previews and depth maps there). In an
 * array of its own, from its buffer's start: pdf-lib reads a JPEG's buffer from byte 0.
 */
export function stripJpegMetadata(jpeg: Uint8Array, options: StripOptions = {}): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw unreadable('no start marker');
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at < jpeg.length - 1) {
    if (jpeg[at] !== 0xff) throw unreadable(`no marker at byte ${at}`);
    const marker = jpeg[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === EOI) {
      parts.push(jpeg.subarray(at, at + 2));
      return new Uint8Array(Buffer.concat(parts));
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(jpeg.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) throw unreadable('a segment is cut short');
    const end = at + 2 + (((jpeg[at + 2] as number) << 8) | (jpeg[at + 3] as number));
    if (end > jpeg.length || end < at + 4)
      throw unreadable(`a segment's length is wrong at byte ${at}`);
    if (kept(marker, jpeg.subarray(at + 4, end), options)) parts.push(jpeg.subarray(at, end));
    at = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(jpeg, at);
      parts.push(jpeg.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
  throw unreadable('no end marker');
}
