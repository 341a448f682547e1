import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { chosenPages, MAX_RANGES, parsePageRanges } from '../page-ranges.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';

export const rotateAngles = [90, 180, 270] as const;
export type RotateAngle = (typeof rotateAngles)[number];

/** Clockwise quarter turns; `pages` like `1-3,5` (absent or blank: every page). */
const rotateParameters = z.strictObject({
  angle: z.literal(rotateAngles, 'The angle must be 90, 180 or 270 degrees').default(90),
  pages: z
    .string()
    .trim()
    .max(MAX_RANGES * 12, 'The pages are too long')
    .optional()
    .superRefine((text, context) => {
      if (!text) return;
      const ranges = parsePageRanges(text);
      if (typeof ranges === 'string') context.addIssue({ code: 'custom', message: ranges });
    }),
});

export const rotatePdfJob = defineJobType({
  type: 'rotate-pdf',
  nextStepRank: 6,
  toolSlug: 'rotate-pdf',
  title: 'PDF rotation',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: rotateParameters,
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-rotated.pdf', 'rotated.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
  // Pages past the last one are refused before the job exists, as the processor would.
  intake: ([pdf], parameters) => {
    if (pdf?.pages === undefined) return undefined;
    const pages = chosenPages(parameters.pages, pdf.pages);
    return typeof pages === 'string'
      ? { status: 400, code: 'invalid_parameters', message: pages, field: 'pages' }
      : undefined;
  },
});
