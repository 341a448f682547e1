import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const pdfToWordJob = defineJobType({
  type: 'pdf-to-word',
  nextStepRank: 2,
  toolSlug: 'pdf-to-word',
  title: 'PDF to Word conversion',
  medium: 'office',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) =>
    namedResult(
      inputs,
      '.docx',
      'converted.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['pdfPages', 'pdfImagePixels'],
});
