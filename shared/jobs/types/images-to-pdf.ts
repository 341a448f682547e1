import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageDrop } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const imagesToPdfJob = defineJobType({
  type: 'images-to-pdf',
  nextStepRank: 7,
  toolSlug: 'images-to-pdf',
  title: 'PDF creation',
  medium: 'pdf',
  inputs: [imageDrop(limits.image)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) => namedResult(inputs, '.pdf', 'created.pdf', 'application/pdf'),
  answersWithBytes: true,
  timeLimitSeconds: 120,
  budgets: ['imagePixels', 'animationFrames'],
});
