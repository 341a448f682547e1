import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageBatch } from '../input-slots.ts';
import { batchResult } from '../batch-result.ts';
import { compressedFormat } from '../compress-image.ts';
import { resizeImageParameters } from '../resize-image.ts';

export const resizeImageJob = defineJobType({
  type: 'resize-image',
  nextStepRank: 2,
  toolSlug: 'resize-image',
  title: 'Image resizing',
  medium: 'image',
  inputs: [imageBatch(limits.image)],
  parameters: resizeImageParameters,
  formFields: [],
  result: (_p, inputs) =>
    batchResult(inputs, (input) => compressedFormat('keep', input.contentType), {
      single: 'resized',
      zip: 'resized-images.zip',
    }),
  answersWithBytes: true,
  timeLimitSeconds: 300,
  budgets: ['imagePixels', 'animationFrames'],
  memoryLimitMb: 1536,
});
