import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { pdfPassword } from '../pdf-password.ts';
import { namedResult } from '../result-names.ts';

/**
 * Takes a locked PDF, so it does not refuse encrypted inputs; where the page tree cannot be read
 * without the password, the processor counts the pages once decrypted.
 */
export const unlockPdfJob = defineJobType({
  type: 'unlock-pdf',
  requires: 'qpdf',
  toolSlug: 'unlock-pdf',
  title: 'PDF password removal',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: z.strictObject({ password: pdfPassword }),
  secretParameters: ['password'],
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-unlocked.pdf', 'unlocked.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
});
