import type { ImageFormat } from '../../../shared/jobs/image-formats.ts';

/** The formats a browser canvas encodes at a chosen quality (Chromium: JPEG and WebP). */
const browserEncodable: Partial<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The size the image would be scaled to for a longest side (never enlarged). */
export function scaledSize(width: number, height: number, maxSide: number | undefined) {
  const scale = maxSide ? Math.min(1, maxSide / Math.max(width, height)) : 1;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * An estimate of the compressed size: the image encoded by the browser's own encoder at the same
 * quality and size. The server's encoders (mozjpeg, libwebp) differ a little, so it is labelled
 * an estimate. Undefined where the browser cannot encode the format at a quality (AVIF, PNG).
 */
export async function estimateSize(
  file: File,
  format: ImageFormat,
  quality: number,
  maxSide: number | undefined,
): Promise<number | undefined> {
  const type = browserEncodable[format];
  if (!type) return undefined;
  const bitmap = await createImageBitmap(file);
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    if (format === 'jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type, quality: quality / 100 });
    return blob.type === type ? blob.size : undefined;
  } finally {
    bitmap.close();
  }
}
