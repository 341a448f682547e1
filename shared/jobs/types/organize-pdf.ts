import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { MAX_RANGES, pageOrder, parsePageOrder } from '../page-ranges.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';

/**
 * `pages`: the new order, like `3,1,2` or `1-3,5,5`. Pages left out are removed and a page may
 * repeat, so one order reorders, deletes, extracts and duplicates.
 */
const organizeParameters = z.strictObject({
  pages: z
    .string()
    .trim()
    .max(MAX_RANGES * 12, 'The order is too long')
    .superRefine((text, context) => {
      const ranges = parsePageOrder(text);
      if (typeof ranges === 'string') context.addIssue({ code: 'custom', message: ranges });
    }),
});

export const organizePdfJob = defineJobType({
  type: 'organize-pdf',
  nextStepRank: 5,
  toolSlug: 'organize-pdf',
  title: 'PDF page organizing',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: organizeParameters,
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-organized.pdf', 'organized.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
  // Numbers past the last page are refused, named, before the job exists.
  intake: ([pdf], parameters) => {
    if (pdf?.pages === undefined) return undefined;
    const order = pageOrder(parameters.pages, pdf.pages);
    return typeof order === 'string'
      ? { status: 400, code: 'invalid_parameters', message: order, field: 'pages' }
      : undefined;
  },
});
