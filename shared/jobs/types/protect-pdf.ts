import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { pdfPassword } from '../pdf-password.ts';
import { namedResult } from '../result-names.ts';

export const protectPdfJob = defineJobType({
  type: 'protect-pdf',
  requires: 'qpdf',
  toolSlug: 'protect-pdf',
  title: 'PDF password protection',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: z.strictObject({ password: pdfPassword }),
  secretParameters: ['password'],
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-protected.pdf', 'protected.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
});
