import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { timeRange } from '../parameter-parts.ts';
import { mp3Result } from '../result-names.ts';

const trimRange = timeRange({ startTime: 0, endTime: 30 });

export const trimAudioJob = defineJobType({
  type: 'trim-audio',
  nextStepRank: 1,
  requires: 'ffmpeg',
  toolSlug: 'trim-audio',
  title: 'Audio trimming',
  medium: 'media',
  inputs: [oneFile(fileKinds.audio, limits.audio)],
  parameters: z
    .strictObject({ startTime: trimRange.startTime, endTime: trimRange.endTime })
    .superRefine(trimRange.check),
  formFields: [],
  result: (_p, inputs) => mp3Result(inputs, '-trimmed'),
  answersWithBytes: false,
  timeLimitSeconds: 600,
  budgets: ['mediaSeconds', 'mediaPixels'],
});
