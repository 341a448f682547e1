import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';

/** Tesseract's models installed for OCR: English and Nepali (Devanagari). */
export const ocrLanguages = ['eng', 'nep'] as const;
export type OcrLanguage = (typeof ocrLanguages)[number];

const ocrParameters = z.strictObject({
  languages: z
    .array(z.enum(ocrLanguages, { message: 'languages may be eng and nep' }))
    .min(1, 'Choose at least one language')
    .max(ocrLanguages.length, 'Each language may be named once')
    .refine((list) => new Set(list).size === list.length, 'Each language may be named once')
    .default(['eng']),
  skipText: z.boolean().default(true),
});

export const ocrPdfJob = defineJobType({
  type: 'ocr-pdf',
  requires: 'ocrmypdf',
  toolSlug: 'ocr-pdf',
  title: 'Text recognition (OCR)',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.scan, limits.document)],
  parameters: ocrParameters,
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-ocr.pdf', 'document-ocr.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 1800,
  budgets: ['pdfPages', 'pdfPagePixels', 'pdfImagePixels', 'imagePixels'],
  refusesEncryptedPdf: true,
});
