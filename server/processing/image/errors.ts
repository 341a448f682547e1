import { ProcessingError } from '../../processing-error.ts';

/** libvips' words for input it cannot decode: these are the visitor's file, not our fault. */
const unreadable =
  /unsupported image format|premature end|corrupt|truncated|end of (stream|file|input|data)|not a known file format|invalid (png|jpeg|webp|image|data)|bad (huffman|seek|adaptive|marker)|read error|VipsJpeg|jpegload|pngload|webpload|libspng|libpng|IDAT|CRC error|unable to (decode|read)|decode(r)? error/i;

/** Turns sharp's errors about the input into clear 422 messages; other errors pass through. */
export function imageError(error: unknown): unknown {
  if (error instanceof ProcessingError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new ProcessingError(
      'too_many_pixels',
      'The image has too many pixels to process. Please use a smaller image.',
      { detail: message },
    );
  }
  if (unreadable.test(message)) {
    return new ProcessingError(
      'unreadable_file',
      'The image could not be read: it may be damaged or incomplete. Please try another file.',
      { detail: message },
    );
  }
  return error;
}

/** Runs image work, reporting problems with the visitor's image as ProcessingErrors. */
export async function withImageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw imageError(error);
  }
}
