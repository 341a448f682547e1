import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { caption, timeRange } from '../parameter-parts.ts';
import { MAX_GIF_SECONDS } from '../time-range.ts';
import { namedResult } from '../result-names.ts';

const gifRange = timeRange({ startTime: 0, endTime: 5 }, MAX_GIF_SECONDS);

export const videoToGifJob = defineJobType({
  type: 'video-to-gif',
  nextStepRank: 1,
  requires: 'ffmpeg',
  toolSlug: 'video-to-gif',
  title: 'Video to GIF conversion',
  medium: 'media',
  inputs: [oneFile(fileKinds.video, limits.videoForGif)],
  parameters: z
    .strictObject({ startTime: gifRange.startTime, endTime: gifRange.endTime, text: caption })
    .superRefine(gifRange.check),
  formFields: [],
  result: (_p, inputs) => namedResult(inputs, '.gif', 'created.gif', 'image/gif'),
  answersWithBytes: false,
  timeLimitSeconds: 600,
  budgets: ['mediaSeconds', 'mediaPixels'],
});
