import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { MAX_RANGES, parsePageRanges, splitSpans } from '../page-ranges.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';

/** `ranges` (one PDF per range) or `every` (a PDF every n pages), not both. */
const splitParameters = z
  .strictObject({
    ranges: z
      .string()
      .trim()
      .max(MAX_RANGES * 12, 'The ranges are too long')
      .optional(),
    every: z
      .number()
      .int('every must be a whole number of pages')
      .min(1, 'every must be at least 1 page')
      .max(10_000, 'every is too large')
      .optional(),
  })
  .superRefine((value, context) => {
    if ((value.ranges === undefined) === (value.every === undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'Give either ranges (like 1-3,5,8-) or every (a number of pages), not both',
        path: ['ranges'],
      });
      return;
    }
    if (value.ranges !== undefined) {
      const parsed = parsePageRanges(value.ranges);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed, path: ['ranges'] });
      }
    }
  });

export const splitPdfJob = defineJobType({
  type: 'split-pdf',
  nextStepRank: 4,
  toolSlug: 'split-pdf',
  title: 'PDF splitting',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: splitParameters,
  formFields: [],
  result: () => ({ filename: 'split-pages.zip', contentType: 'application/zip' }),
  answersWithBytes: true,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
  // A range past the last page is refused before the job exists, as the processor would.
  intake: ([pdf], parameters) => {
    if (pdf?.pages === undefined) return undefined;
    const spans = splitSpans(parameters, pdf.pages);
    return typeof spans === 'string'
      ? { status: 422, code: 'page_out_of_range', message: spans, field: 'ranges' }
      : undefined;
  },
});
