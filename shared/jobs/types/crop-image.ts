import { z } from 'zod';
import { cropRatioValues } from '../crop.ts';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';

const cropParameters = z
  .strictObject({
    ratio: z.enum(cropRatioValues),
    x: z.number().int().min(0).optional(),
    y: z.number().int().min(0).optional(),
    width: z.number().int().min(1).optional(),
    height: z.number().int().min(1).optional(),
  })
  .superRefine((value, context) => {
    const given = [value.x, value.y, value.width, value.height].filter((n) => n !== undefined);
    if (given.length !== 0 && given.length !== 4) {
      context.addIssue({
        code: 'custom',
        message: 'A crop box needs all four of x, y, width and height',
        path: ['width'],
      });
    }
    if (value.ratio === 'free' && given.length === 0) {
      context.addIssue({
        code: 'custom',
        message: 'Free form needs a crop box: x, y, width and height in pixels',
        path: ['ratio'],
      });
    }
  });

export const cropImageJob = defineJobType({
  type: 'crop-image',
  nextStepRank: 5,
  toolSlug: 'crop-image',
  title: 'Cropping',
  medium: 'image',
  inputs: [oneFile(fileKinds.image, limits.image)],
  parameters: cropParameters,
  formFields: ['ratio'],
  result: (_p, inputs) => namedResult(inputs, '-cropped.png', 'cropped-image.png', 'image/png'),
  answersWithBytes: true,
  timeLimitSeconds: 60,
  budgets: ['imagePixels', 'animationFrames'],
});
