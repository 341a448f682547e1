import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';

export const compressLevels = ['low', 'medium', 'high'] as const;
export type CompressLevel = (typeof compressLevels)[number];

export const compressPdfJob = defineJobType({
  type: 'compress-pdf',
  nextStepRank: 3,
  requires: 'ghostscript',
  toolSlug: 'compress-pdf',
  title: 'PDF compression',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: z.strictObject({ level: z.enum(compressLevels).default('medium') }),
  formFields: [],
  result: () => ({ filename: 'compressed.pdf', contentType: 'application/pdf' }),
  answersWithBytes: false,
  timeLimitSeconds: 600,
  budgets: ['pdfPages', 'pdfImagePixels'],
  refusesEncryptedPdf: true,
});
