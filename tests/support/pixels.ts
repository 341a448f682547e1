import sharp from 'sharp';

/** Reads single pixels of a result image with sharp, to judge what a job drew or cut. */

/** The alpha value (0 transparent, 255 opaque) of the pixel at x, y. */
export async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3] as number;
}

/** The RGB colour at x, y of a page (a frame of an animation), alpha dropped. */
export async function pixelAt(image: Buffer, x: number, y: number, page = 0): Promise<number[]> {
  const { data, info } = await sharp(image, { page })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as number[];
}

/** True when each channel is within `tolerance` of the expected colour. */
export const near = (actual: number[], expected: number[], tolerance = 40) =>
  actual.every((value, i) => Math.abs(value - (expected[i] as number)) <= tolerance);
