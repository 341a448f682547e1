import sharp, { type Sharp } from 'sharp';

/**
 * An input image with its EXIF orientation applied, so every later step sees it upright. sharp's
 * pixel limit (268 megapixels) stays on, and broken data fails rather than being half-read.
 */
export function openImage(path: string): Sharp {
  return sharp(path, { autoOrient: true, failOn: 'warning' });
}

/** The upright size of an image. */
export async function uprightSize(path: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(path, { failOn: 'warning' }).metadata();
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
