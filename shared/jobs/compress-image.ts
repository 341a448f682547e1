import '../zod-setup.ts';
import { z } from 'zod';
import { keptFormat, type ImageFormat } from './image-formats.ts';

/** The longest side an image job writes, in pixels (WebP's own limit is 16,383). */
export const MAX_OUTPUT_SIDE = 16_383;

export const compressFormats = ['keep', 'jpeg', 'webp', 'avif', 'png'] as const;
export type CompressFormat = (typeof compressFormats)[number];

/**
 * The quality used when none is given: a size close to what visitors expect of each encoder
 * without visible loss on photos (AVIF's scale runs lower for the same look). For PNG it is the
 * palette quantisation's quality.
 */
export const defaultQualities: Record<ImageFormat, number> = {
  jpeg: 80,
  webp: 80,
  avif: 55,
  png: 80,
  gif: 80,
};

export const compressImageParameters = z.strictObject({
  quality: z
    .number()
    .int('The quality must be a whole number')
    .min(1, 'The quality must be 1 to 100')
    .max(100, 'The quality must be 1 to 100')
    .optional(),
  format: z.enum(compressFormats).default('keep'),
  maxSide: z
    .number()
    .int('The longest side must be a whole number of pixels')
    .min(1, 'The longest side must be at least 1 pixel')
    .max(MAX_OUTPUT_SIDE, `The longest side may be at most ${MAX_OUTPUT_SIDE} pixels`)
    .optional(),
  keepMetadata: z.boolean().default(false),
});

export type CompressImageParameters = z.output<typeof compressImageParameters>;

/**
 * The format a compressed or resized image is written in: the chosen one, or for `keep` the
 * input's own (an animated GIF stays one).
 */
export function compressedFormat(format: CompressFormat, inputContentType: string): ImageFormat {
  return format === 'keep' ? keptFormat(inputContentType) : format;
}

export function compressQuality(quality: number | undefined, format: ImageFormat): number {
  return quality ?? defaultQualities[format];
}
