import sharp from 'sharp';

/**
 * zlib level 3, no adaptive filtering: on rendered pages (text, charts, a photo) about 1.5%
 * bigger than level 6 and a third faster; adaptive filtering saves about 5% for three times the
 * time (figures: bench/pdf-to-images.bench.ts).
 */
export const PAGE_PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** True when every pixel of the RGBA bytes has alpha 255, so the alpha channel can be dropped. */
export function isOpaque(rgba: Uint8Array): boolean {
  if (littleEndian && rgba.byteOffset % 4 === 0 && rgba.length % 4 === 0) {
    // One comparison a pixel: alpha is the top byte of each little-endian 32-bit word.
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
    for (let i = 0; i < words.length; i++) {
      if ((words[i] as number) < 0xff000000) return false;
    }
    return true;
  }
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 255) return false;
  }
  return true;
}

/** A rendered page's pixels: RGB, or premultiplied RGBA (what canvases and MuPDF keep). */
export interface PagePixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * A page's pixels as a PNG, encoded by sharp (libvips) off the JavaScript thread: RGB when every
 * pixel is opaque (a page on white always is), otherwise RGBA.
 */
export function encodePagePng({ data, width, height, channels }: PagePixels): Promise<Buffer> {
  const opaque = channels === 3 || isOpaque(data);
  const image = sharp(data, { raw: { width, height, channels, premultiplied: !opaque } });
  return (opaque && channels === 4 ? image.removeAlpha() : image).png(PAGE_PNG_OPTIONS).toBuffer();
}
