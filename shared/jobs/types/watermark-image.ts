import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageBatch } from '../input-slots.ts';
import { batchResult } from '../batch-result.ts';
import { formatOfContentType } from '../image-formats.ts';
import { watermarkImageParameters } from '../watermark-image.ts';

export const watermarkImageJob = defineJobType({
  type: 'watermark-image',
  toolSlug: 'watermark-image',
  title: 'Image watermarking',
  medium: 'image',
  inputs: [imageBatch(limits.image)],
  parameters: watermarkImageParameters,
  formFields: [],
  result: (_p, inputs) =>
    batchResult(inputs, (input) => formatOfContentType(input.contentType), {
      single: 'watermarked',
      zip: 'watermarked-images.zip',
    }),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['imagePixels', 'animationFrames'],
  memoryLimitMb: 1536,
});
