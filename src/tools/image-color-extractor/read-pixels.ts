import { sampleSize } from './file-check.ts';

/** Images are sampled at most this many pixels on their longest side: plenty for a palette. */
export const SAMPLE_MAX_SIDE = 256;

/**
 * Decodes an image file in the browser and reads its pixels from a canvas, scaled down. The file
 * never leaves the page. Throws when the browser cannot decode it.
 */
export async function readImagePixels(url: string): Promise<{
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!width || !height) throw new Error('The image has no size');
  const size = sampleSize(width, height, SAMPLE_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  // Nearest-neighbour sampling: every sampled pixel is a real pixel of the image, so edges do not
  // blend into colours the image never had.
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size.width, size.height);
  return { pixels: context.getImageData(0, 0, size.width, size.height).data, width, height };
}
