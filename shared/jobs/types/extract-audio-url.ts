import { extractAudioJob } from './extract-audio.ts';
import { defineJobType } from '../job-type.ts';
import { urlParameters } from '../parameter-parts.ts';
import { mp3Result } from '../result-names.ts';

export const extractAudioUrlJob = defineJobType({
  type: 'extract-audio-url',
  requires: 'ffmpeg',
  toolSlug: extractAudioJob.toolSlug,
  title: 'Audio extraction',
  medium: 'web',
  inputs: [],
  parameters: urlParameters,
  formFields: [],
  result: (_p, inputs) => mp3Result(inputs),
  answersWithBytes: false,
  timeLimitSeconds: 900,
  budgets: ['mediaSeconds', 'mediaPixels'],
});
