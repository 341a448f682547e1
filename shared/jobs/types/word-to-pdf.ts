import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits } from '../limits.ts';
import { oneFile } from '../input-slots.ts';
import { noParameters } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const wordToPdfJob = defineJobType({
  type: 'word-to-pdf',
  nextStepRank: 1,
  toolSlug: 'word-to-pdf',
  title: 'Word to PDF conversion',
  medium: 'office',
  inputs: [oneFile(fileKinds.word, limits.document)],
  parameters: noParameters,
  formFields: [],
  result: (_p, inputs) => namedResult(inputs, '.pdf', 'converted.pdf', 'application/pdf'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: ['zipUncompressedBytes', 'zipRatio'],
});
