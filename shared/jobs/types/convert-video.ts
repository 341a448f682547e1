import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { oneFileUpTo } from '../input-slots.ts';
import { videoToolsLimit } from '../limits.ts';
import { namedAfterInput } from '../result-names.ts';

export const videoTargets = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
} as const;

export type VideoTarget = keyof typeof videoTargets;
export const videoTargetNames = Object.keys(videoTargets) as VideoTarget[];

export const convertVideoJob = defineJobType({
  type: 'convert-video',
  nextStepRank: 3,
  requires: 'ffmpeg',
  toolSlug: 'convert-video',
  title: 'Video conversion',
  medium: 'media',
  inputs: [oneFileUpTo(fileKinds.video, videoToolsLimit)],
  parameters: z.strictObject({
    targetFormat: z.enum(videoTargetNames as [VideoTarget, ...VideoTarget[]]),
  }),
  formFields: ['targetFormat'],
  result: (parameters, inputs) => ({
    filename: namedAfterInput(
      inputs,
      (stem) => `${stem}.${parameters.targetFormat}`,
      `converted.${parameters.targetFormat}`,
    ),
    contentType: videoTargets[parameters.targetFormat],
  }),
  answersWithBytes: false,
  timeLimitSeconds: 3600,
  budgets: ['mediaSeconds', 'mediaPixels'],
  memoryLimitMb: 2048,
});
