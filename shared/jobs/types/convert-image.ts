import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageBatch } from '../input-slots.ts';
import { batchResult } from '../batch-result.ts';

export const convertTargets = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
} as const;

export const convertImageJob = defineJobType({
  type: 'convert-image',
  nextStepRank: 4,
  toolSlug: 'image-converter',
  title: 'Image conversion',
  medium: 'image',
  inputs: [imageBatch(limits.imageConverter, 'file')],
  parameters: z.strictObject({
    targetFormat: z.enum(['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif']),
    /** EXIF, ICC and XMP kept; by default dropped (a phone photo's EXIF holds where it was taken). */
    keepMetadata: z.boolean().default(false),
  }),
  formFields: ['targetFormat'],
  result: (p, inputs) =>
    batchResult(inputs, () => convertTargets[p.targetFormat], {
      single: 'converted',
      zip: 'converted-images.zip',
    }),
  answersWithBytes: true,
  timeLimitSeconds: 300,
  budgets: ['imagePixels', 'animationFrames'],
  // A 48 MP JPEG to WebP peaked at 1,129 MB (the encoder holds the whole image).
  memoryLimitMb: 1536,
});
