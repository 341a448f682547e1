import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { drawnText } from '../drawn-text.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { pageNumberDigits } from '../page-number-text.ts';
import { namedResult } from '../result-names.ts';

export const numberPositions = [
  'bottom-center',
  'bottom-right',
  'bottom-left',
  'top-center',
  'top-right',
  'top-left',
] as const;
export type NumberPosition = (typeof numberPositions)[number];

/** `format`: a template with `{n}` (the page's number) and `{total}` (the last number). */
const numberParameters = z.strictObject({
  position: z.enum(numberPositions).default('bottom-center'),
  start: z
    .number()
    .int('start must be a whole number')
    .min(0, 'start must be 0 or more')
    .max(99_999, 'start is too large')
    .default(1),
  format: drawnText(1, 60, 'format')
    .refine((format) => format.includes('{n}'), 'The format must hold {n}, the page number')
    .default('{n}'),
  fontSize: z
    .number()
    .min(6, 'The font size must be at least 6 points')
    .max(72, 'The font size may be at most 72 points')
    .default(11),
  digits: z.enum(pageNumberDigits).default('latin'),
});

export const numberPdfPagesJob = defineJobType({
  type: 'number-pdf-pages',
  nextStepRank: 7,
  toolSlug: 'number-pdf-pages',
  title: 'PDF page numbering',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: numberParameters,
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-numbered.pdf', 'numbered.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
});
