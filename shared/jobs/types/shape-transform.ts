import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';
import { shapeValues } from '../shapes.ts';
import { SHAPE_SIZE } from '../shapes.ts';

export const shapeTransformJob = defineJobType({
  type: 'shape-transform',
  nextStepRank: 6,
  toolSlug: 'transform-shapes',
  title: 'Shape transformation',
  medium: 'image',
  inputs: [oneFile(fileKinds.image, limits.image)],
  parameters: z.strictObject({
    shape: z.enum(shapeValues),
    size: z.number().int().min(50).max(2000).default(SHAPE_SIZE),
  }),
  formFields: [],
  result: (p, inputs) =>
    namedResult(inputs, `-${p.shape}.png`, `transformed-${p.shape}.png`, 'image/png'),
  answersWithBytes: false,
  timeLimitSeconds: 60,
  budgets: ['imagePixels', 'animationFrames'],
});
