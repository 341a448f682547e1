import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { mp4Result } from '../result-names.ts';

export const removeAudioJob = defineJobType({
  type: 'remove-audio',
  nextStepRank: 3,
  requires: 'ffmpeg',
  toolSlug: 'remove-audio',
  title: 'Audio removal',
  medium: 'media',
  inputs: [oneFile(fileKinds.video, limits.videoForAudioTools)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) => mp4Result(inputs, '-no-audio'),
  answersWithBytes: false,
  timeLimitSeconds: 900,
  budgets: ['mediaSeconds', 'mediaPixels'],
  // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
  memoryLimitMb: 2048,
});
