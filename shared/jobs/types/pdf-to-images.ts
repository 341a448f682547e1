import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const pdfToImagesJob = defineJobType({
  type: 'pdf-to-images',
  nextStepRank: 1,
  toolSlug: 'pdf-to-images',
  title: 'PDF to images',
  medium: 'pdf',
  inputs: [oneFile(fileKinds.pdf, limits.document)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) =>
    namedResult(inputs, '-pages.zip', 'extracted-images.zip', 'application/zip'),
  answersWithBytes: true,
  timeLimitSeconds: 600,
  budgets: ['pdfPages', 'pdfPagePixels', 'pdfImagePixels'],
});
