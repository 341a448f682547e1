import sharp, { type Sharp } from 'sharp';

/**
 * An input image with its EXIF orientation applied, so every later step sees it upright. The
 * pixel limit is the image budget when given (BUDGET_IMAGE_PIXELS: checked before the job, kept
 * here too in case a file reaches the processor anyway), else sharp's own (268 megapixels); broken
 * data fails rather than being half-read. `animated`: every frame, one above the other (sharp's
 * pages, which the pixel limit counts all of), not turned: sharp cannot give frames a quarter
 * turn, and GIF has no orientation (an animated WebP declaring one is left as it is).
 */
export function openImage(path: string, pixelLimit?: number, animated = false): Sharp {
  return sharp(path, {
    autoOrient: !animated,
    failOn: 'warning',
    ...(animated ? { animated: true } : {}),
    ...(pixelLimit ? { limitInputPixels: pixelLimit } : {}),
  });
}

/** The upright size of an image. */
export async function uprightSize(path: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(path, { failOn: 'warning' }).metadata();
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
