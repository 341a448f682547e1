import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { mp4Result } from '../result-names.ts';

export const addAudioJob = defineJobType({
  type: 'add-audio',
  requires: 'ffmpeg',
  toolSlug: 'add-audio',
  title: 'Adding audio',
  medium: 'media',
  inputs: [
    oneFile(fileKinds.video, limits.videoForAudioTools),
    oneFile(fileKinds.audio, limits.audio, 'audio'),
  ],
  parameters: z.strictObject({ audioFile: z.string().max(255).optional() }),
  formFields: [],
  result: (_p, inputs) => mp4Result(inputs),
  answersWithBytes: false,
  timeLimitSeconds: 900,
  budgets: ['mediaSeconds', 'mediaPixels'],
  // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
  memoryLimitMb: 2048,
});
