import { removeAudioJob } from './remove-audio.ts';
import { defineJobType } from '../job-type.ts';
import { urlParameters } from '../parameter-parts.ts';
import { mp4Result } from '../result-names.ts';

export const removeAudioUrlJob = defineJobType({
  type: 'remove-audio-url',
  requires: 'ffmpeg',
  toolSlug: removeAudioJob.toolSlug,
  title: 'Audio removal',
  medium: 'web',
  inputs: [],
  parameters: urlParameters,
  formFields: [],
  result: (_p, inputs) => mp4Result(inputs),
  answersWithBytes: false,
  timeLimitSeconds: 900,
  budgets: ['mediaSeconds', 'mediaPixels'],
  // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
  memoryLimitMb: 2048,
});
