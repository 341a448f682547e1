import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { mp3Result } from '../result-names.ts';

export const extractAudioJob = defineJobType({
  type: 'extract-audio',
  nextStepRank: 2,
  requires: 'ffmpeg',
  toolSlug: 'extract-audio',
  title: 'Audio extraction',
  medium: 'media',
  inputs: [oneFile(fileKinds.video, limits.videoForAudioTools)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) => mp3Result(inputs),
  answersWithBytes: false,
  timeLimitSeconds: 900,
  budgets: ['mediaSeconds', 'mediaPixels'],
});
