import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { oneFileUpTo } from '../input-slots.ts';
import { videoToolsLimit } from '../limits.ts';
import { mp4Result } from '../result-names.ts';

export const videoQualities = ['high', 'medium', 'low'] as const;
export type VideoQuality = (typeof videoQualities)[number];

export const maxHeights = ['1080', '720', '480', 'original'] as const;
export type MaxHeight = (typeof maxHeights)[number];

/** The smallest and largest sizes a visitor may ask for, in MB. */
export const TARGET_SIZE_MB = { min: 1, max: 2048 } as const;

export const compressVideoJob = defineJobType({
  type: 'compress-video',
  nextStepRank: 2,
  requires: 'ffmpeg',
  toolSlug: 'compress-video',
  title: 'Video compression',
  medium: 'media',
  inputs: [oneFileUpTo(fileKinds.video, videoToolsLimit)],
  parameters: z
    .strictObject({
      /** The result at most this many MB; without it, `quality` (medium by default) decides. */
      targetSizeMB: z
        .number()
        .finite()
        .min(TARGET_SIZE_MB.min, `must be at least ${TARGET_SIZE_MB.min} MB`)
        .max(TARGET_SIZE_MB.max, `must be at most ${TARGET_SIZE_MB.max} MB`)
        .optional(),
      quality: z.enum(videoQualities).optional(),
      maxHeight: z.enum(maxHeights).default('1080'),
    })
    .superRefine((value, context) => {
      if (value.targetSizeMB !== undefined && value.quality !== undefined) {
        context.addIssue({
          code: 'custom',
          message: 'Give either a target size or a quality, not both',
          path: ['quality'],
        });
      }
    }),
  formFields: [],
  result: (_parameters, inputs) => mp4Result(inputs, '-compressed'),
  answersWithBytes: false,
  timeLimitSeconds: 3600,
  budgets: ['mediaSeconds', 'mediaPixels'],
  memoryLimitMb: 2048,
});
