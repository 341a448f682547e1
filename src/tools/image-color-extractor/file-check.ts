import { formatBytes } from '../../lib/format.ts';

export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif|avif|bmp|svg|ico)$/i;

export const IMAGE_MESSAGES = {
  unreadable:
    'This image could not be read. It may be damaged, or in a format your browser cannot open.',
  transparent: 'This image has no visible pixels: every pixel is transparent.',
} as const;

/** What is wrong with a chosen file before it is opened, or null when it may be an image. */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
  if (!isImage) {
    return `“${file.name}” is not an image. Choose a PNG, JPEG, WebP, GIF, AVIF, BMP or SVG file.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose another image.`;
  if (file.size > MAX_IMAGE_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; images up to ${formatBytes(MAX_IMAGE_BYTES)} can be read. Choose a smaller image.`;
  }
  return null;
}

/** The size to sample an image at: its longest side at most `maxSide`, never enlarged. */
export function sampleSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
