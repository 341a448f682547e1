import '../zod-setup.ts';
import { z } from 'zod';
import { MAX_OUTPUT_SIDE } from './compress-image.ts';

export const resizeFits = ['contain', 'cover', 'fill'] as const;
export type ResizeFit = (typeof resizeFits)[number];

const side = z
  .number()
  .int('Sizes are whole numbers of pixels')
  .min(1, 'Sizes must be at least 1 pixel')
  .max(MAX_OUTPUT_SIDE, `Sizes may be at most ${MAX_OUTPUT_SIDE} pixels`);

/**
 * A width and/or a height in pixels, or a percentage of the original. With both sides given,
 * `contain` fits the image inside them keeping its aspect ratio, `cover` fills them exactly and
 * crops the overflow about the centre, `fill` stretches to exactly that size.
 */
export const resizeImageParameters = z
  .strictObject({
    width: side.optional(),
    height: side.optional(),
    percent: z
      .number()
      .positive('The percentage must be more than 0')
      .max(1000, 'The percentage may be at most 1000')
      .optional(),
    fit: z.enum(resizeFits).default('contain'),
    allowUpscale: z.boolean().default(false),
    /** EXIF, ICC and XMP kept; by default dropped (a phone photo's EXIF holds where it was taken). */
    keepMetadata: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    const pixels = value.width !== undefined || value.height !== undefined;
    if (value.percent !== undefined && pixels) {
      context.addIssue({
        code: 'custom',
        message: 'Give either a percentage or a width and height, not both',
        path: ['percent'],
      });
    } else if (value.percent === undefined && !pixels) {
      context.addIssue({
        code: 'custom',
        message: 'Give a width, a height or a percentage',
        path: ['width'],
      });
    }
  });

export type ResizeImageParameters = z.output<typeof resizeImageParameters>;

export interface Size {
  width: number;
  height: number;
}

const whole = (length: number) => Math.max(1, Math.round(length));

/**
 * The size of the result, and whether the source is cropped (cover) to reach it. Without
 * `allowUpscale` no side ends larger than the source: the scale stops at 1, and a cover box larger
 * than the source shrinks, keeping its shape, until it fits.
 */
export function resizedSize(
  source: Size,
  request: ResizeImageParameters,
): Size & { crop: boolean } {
  const cap = (scale: number) => (request.allowUpscale ? scale : Math.min(1, scale));
  const scaled = (scale: number) => ({
    width: whole(source.width * scale),
    height: whole(source.height * scale),
    crop: false,
  });
  if (request.percent !== undefined) return scaled(cap(request.percent / 100));
  const { width, height } = request;
  if (width === undefined || height === undefined) {
    const scale = width !== undefined ? width / source.width : (height ?? 0) / source.height;
    return scaled(cap(scale));
  }
  if (request.fit === 'contain') {
    return scaled(cap(Math.min(width / source.width, height / source.height)));
  }
  if (request.fit === 'fill') {
    return request.allowUpscale
      ? { width, height, crop: false }
      : {
          width: Math.min(width, source.width),
          height: Math.min(height, source.height),
          crop: false,
        };
  }
  const cover = Math.max(width / source.width, height / source.height);
  const shrink = request.allowUpscale || cover <= 1 ? 1 : 1 / cover;
  return { width: whole(width * shrink), height: whole(height * shrink), crop: true };
}
