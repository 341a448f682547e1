import { count, megabytes } from '../amounts.ts';
import { fileKinds } from '../file-kinds.ts';
import { limits, MAX_PDFS_TO_MERGE, MB } from '../limits.ts';
import { defineJobType, type InputSlot } from '../job-type.ts';
import { noParameters } from '../parameter-parts.ts';

const pdfs: InputSlot = {
  field: 'files',
  kind: fileKinds.pdf,
  maxBytes: limits.document,
  min: 2,
  max: MAX_PDFS_TO_MERGE,
};

/** A merge holds every document in memory at once: its total is bounded apart from each file's. */
export const MERGE_MAX_TOTAL_BYTES = 100 * MB;
export const MERGE_MAX_PAGES = 2000;

export const mergePdfJob = defineJobType({
  type: 'merge-pdf',
  toolSlug: 'merge-pdf',
  title: 'PDF merging',
  medium: 'pdf',
  inputs: [pdfs],
  parameters: noParameters,
  formFields: [],
  result: () => ({ filename: 'merged.pdf', contentType: 'application/pdf' }),
  answersWithBytes: true,
  timeLimitSeconds: 300,
  budgets: ['pdfPages'],
  refusesEncryptedPdf: true,
  intake: (files) => {
    const bytes = files.reduce((total, pdf) => total + pdf.size, 0);
    if (bytes > MERGE_MAX_TOTAL_BYTES) {
      return {
        status: 413,
        code: 'too_large',
        message: `These PDFs add up to ${megabytes(bytes)}; one merge takes at most ${megabytes(MERGE_MAX_TOTAL_BYTES)}.`,
        field: 'files',
      };
    }
    const pages = files.reduce((total, pdf) => total + (pdf.pages ?? 0), 0);
    if (pages > MERGE_MAX_PAGES) {
      return {
        status: 422,
        code: 'over_budget',
        message: `These PDFs have ${count(pages)} pages together; one merge makes at most ${count(MERGE_MAX_PAGES)} pages.`,
        field: 'files',
      };
    }
    return undefined;
  },
  // pdf-lib holds every document at once: 100 MB of PDFs (the merge's total) peak near 1 GB.
  memoryLimitMb: 2048,
});
