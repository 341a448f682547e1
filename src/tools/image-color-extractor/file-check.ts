import { formatBytes } from '../../lib/format.ts';
import { imageColorMessages, type ImageProblems } from './messages.ts';

export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif|avif|bmp|svg|ico)$/i;

/**
 * What is wrong with a chosen file before it is opened, or null when it may be an image; in the
 * words given (English by default).
 */
export function checkImageFile(
  file: { name: string; type: string; size: number },
  words: ImageProblems = imageColorMessages.en.problems,
): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
  if (!isImage) {
    return words.notImage(file.name);
  }
  if (file.size === 0) return words.empty(file.name);
  if (file.size > MAX_IMAGE_BYTES) {
    return words.tooLarge(file.name, formatBytes(file.size), formatBytes(MAX_IMAGE_BYTES));
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
