import '../zod-setup.ts';
import { z } from 'zod';

export const watermarkPositions = [
  'top-left',
  'top',
  'top-right',
  'left',
  'centre',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
  'tile',
] as const;
export type WatermarkPosition = (typeof watermarkPositions)[number];

export const MAX_WATERMARK_TEXT = 100;

/**
 * Text laid over each image at one of nine places or repeated across it (`tile`). `fontSize` is
 * in pixels of the image; without it the text is a twentieth of the image's shorter side, so a
 * batch of photos of different sizes looks alike.
 */
export const watermarkImageParameters = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Write the watermark text')
    .max(MAX_WATERMARK_TEXT, `The watermark text may be at most ${MAX_WATERMARK_TEXT} characters`),
  position: z.enum(watermarkPositions).default('bottom-right'),
  opacity: z
    .number()
    .min(0.05, 'The opacity must be 0.05 to 1')
    .max(1, 'The opacity must be 0.05 to 1')
    .default(0.5),
  fontSize: z
    .number()
    .int('The font size must be a whole number of pixels')
    .min(8, 'The font size must be 8 to 1000 pixels')
    .max(1000, 'The font size must be 8 to 1000 pixels')
    .optional(),
  keepMetadata: z.boolean().default(false),
});

export type WatermarkImageParameters = z.output<typeof watermarkImageParameters>;
