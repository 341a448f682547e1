import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageBatch } from '../input-slots.ts';
import { batchResult } from '../batch-result.ts';
import { keptFormat } from '../image-formats.ts';
import { rotateImageParameters } from '../rotate-image.ts';

export const rotateImageJob = defineJobType({
  type: 'rotate-image',
  toolSlug: 'rotate-image',
  title: 'Image rotation',
  medium: 'image',
  inputs: [imageBatch(limits.image)],
  parameters: rotateImageParameters,
  formFields: [],
  result: (_p, inputs) =>
    batchResult(inputs, (input) => keptFormat(input.contentType), {
      single: 'rotated',
      zip: 'rotated-images.zip',
    }),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['imagePixels', 'animationFrames'],
  memoryLimitMb: 1536,
});
