import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const removeBgJob = defineJobType({
  type: 'remove-bg',
  nextStepRank: 3,
  toolSlug: 'remove-background',
  title: 'Background removal',
  medium: 'image',
  inputs: [oneFile(fileKinds.image, limits.image)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) =>
    namedResult(inputs, '-no-background.png', 'background-removed.png', 'image/png'),
  answersWithBytes: false,
  timeLimitSeconds: 180,
  budgets: ['imagePixels', 'animationFrames'],
  // Its model alone: 1,111 MB measured on a 17.5 MP photo.
  memoryLimitMb: 2048,
});
