import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageBatch } from '../input-slots.ts';
import { batchResult } from '../batch-result.ts';
import { compressedFormat } from '../compress-image.ts';
import { compressImageParameters } from '../compress-image.ts';

export const compressImageJob = defineJobType({
  type: 'compress-image',
  nextStepRank: 1,
  toolSlug: 'compress-image',
  title: 'Image compression',
  medium: 'image',
  inputs: [imageBatch(limits.image)],
  parameters: compressImageParameters,
  formFields: [],
  result: (p, inputs) =>
    batchResult(inputs, (input) => compressedFormat(p.format, input.contentType), {
      single: 'compressed',
      zip: 'compressed-images.zip',
    }),
  answersWithBytes: true,
  // AVIF is slow: 50 large photos at its effort take minutes.
  timeLimitSeconds: 600,
  budgets: ['imagePixels', 'animationFrames'],
  // AVIF holds the whole image while it encodes, as WebP does for convert-image.
  memoryLimitMb: 1536,
});
