import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { drawnText } from '../drawn-text.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { namedResult } from '../result-names.ts';

/** `text` drawn across every page, see-through (`opacity`), turned `angle` degrees anticlockwise. */
const watermarkParameters = z.strictObject({
  text: drawnText(1, 100, 'watermark text'),
  opacity: z
    .number()
    .min(0.05, 'The opacity must be at least 0.05')
    .max(1, 'The opacity may be at most 1')
    .default(0.3),
  angle: z
    .number()
    .min(-180, 'The angle must be between -180 and 180 degrees')
    .max(180, 'The angle must be between -180 and 180 degrees')
    .default(45),
  fontSize: z
    .number()
    .min(8, 'The font size must be at least 8 points')
    .max(200, 'The font size may be at most 200 points')
    .default(48),
});

export const watermarkPdfJob = defineJobType({
  type: 'watermark-pdf',
  nextStepRank: 8,
  toolSlug: 'watermark-pdf',
  title: 'PDF watermarking',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: watermarkParameters,
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-watermarked.pdf', 'watermarked.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
});
