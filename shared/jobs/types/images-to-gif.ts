import { z } from 'zod';
import { count } from '../amounts.ts';
import { defineJobType } from '../job-type.ts';
import { limits } from '../limits.ts';
import { imageDrop } from '../input-slots.ts';
import { caption } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const imagesToGifJob = defineJobType({
  type: 'images-to-gif',
  toolSlug: 'image-to-gif',
  title: 'GIF creation',
  medium: 'image',
  inputs: [imageDrop(limits.image)],
  parameters: z.strictObject({
    duration: z
      .number()
      .min(0.1, 'The frame duration must be at least 0.1 seconds')
      .max(5, 'The frame duration must be at most 5 seconds')
      .default(1),
    text: caption,
  }),
  formFields: ['duration', 'text'],
  result: (_p, inputs) => namedResult(inputs, '.gif', 'created.gif', 'image/gif'),
  answersWithBytes: true,
  timeLimitSeconds: 120,
  budgets: ['imagePixels', 'animationFrames'],
  // Every image is a frame (an animated one, each of its frames).
  intake: (files, _parameters, budgets) => {
    const frames = files.reduce((total, image) => total + (image.frames ?? 1), 0);
    if (budgets.animationFrames === undefined || frames <= budgets.animationFrames)
      return undefined;
    return {
      status: 422,
      code: 'over_budget',
      message: `These images would make a GIF of ${count(frames)} frames; the limit is ${count(budgets.animationFrames)} frames.`,
      field: 'images',
    };
  },
});
