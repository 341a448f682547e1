import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';

/** PDF/A-2b (the archive offices ask for) or PDF/A-3b (which may carry attached files). */
export const pdfaLevels = ['2b', '3b'] as const;
export type PdfaLevel = (typeof pdfaLevels)[number];

export const pdfToPdfaJob = defineJobType({
  type: 'pdf-to-pdfa',
  requires: 'ocrmypdf',
  toolSlug: 'pdf-to-pdfa',
  title: 'PDF/A conversion',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: z.strictObject({ level: z.enum(pdfaLevels).default('2b') }),
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-pdfa.pdf', 'document-pdfa.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 600,
  budgets: ['pdfPages', 'pdfImagePixels'],
  refusesEncryptedPdf: true,
});
