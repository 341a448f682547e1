import { MB } from '../../../shared/jobs/limits.ts';
import {
  everyPages,
  parsePageRanges,
  resolvePageRanges,
  type PageSpan,
} from '../../../shared/jobs/page-ranges.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { documentMessages } from '../../processing/office/sniff.ts';
import { AppError } from '../../http/errors.ts';
import { ProcessingError } from '../../processing-error.ts';
import { count, megabytes, overBudget, quoted } from './messages.ts';
import type { PdfCost } from '../../processing/pdf/budget.ts';

/** The PDF tools that copy pages with pdf-lib or rewrite the file with Ghostscript. */
const pdfTools: ReadonlySet<JobType> = new Set(['merge-pdf', 'split-pdf', 'compress-pdf']);

/** A merge holds every document in memory at once: its total is bounded apart from each file's. */
export const MERGE_MAX_TOTAL_BYTES = 100 * MB;
export const MERGE_MAX_PAGES = 2000;

/** A PDF of a job as the intake read it: cost undefined when pdf-lib could not read it. */
export interface ReadPdf {
  name: string;
  field: string;
  size: number;
  cost: PdfCost | undefined;
}

/** split-pdf's pages for each output file, or the message saying which range does not fit. */
export function splitSpans(
  parameters: { ranges?: string | undefined; every?: number | undefined },
  pages: number,
): PageSpan[] | string {
  if (parameters.every !== undefined) return everyPages(parameters.every, pages);
  const ranges = parsePageRanges(parameters.ranges ?? '');
  return typeof ranges === 'string' ? ranges : resolvePageRanges(ranges, pages);
}

/** The refusal of a range past the end (the same at intake and in the processor). */
export function rangeError(message: string): ProcessingError {
  return new ProcessingError('page_out_of_range', message, { field: 'ranges' });
}

/**
 * What only the PDF tools check at intake, from the page trees the budgets already read: an
 * encrypted file (pdf-lib cannot copy its content), a merge's total size and pages, and split
 * ranges past the last page. Refused before the job exists, so nothing is left behind.
 */
export function checkPdfJob(type: JobType, parameters: unknown, pdfs: readonly ReadPdf[]): void {
  if (!pdfTools.has(type)) return;
  for (const pdf of pdfs) {
    if (pdf.cost?.encrypted) {
      throw new AppError(
        422,
        'encrypted',
        pdfs.length > 1
          ? `${quoted(pdf.name)} is password-protected. Remove the password and try again.`
          : documentMessages.encryptedPdf,
        { field: pdf.field },
      );
    }
  }
  if (type === 'merge-pdf') {
    const bytes = pdfs.reduce((total, pdf) => total + pdf.size, 0);
    if (bytes > MERGE_MAX_TOTAL_BYTES) {
      throw new AppError(
        413,
        'too_large',
        `These PDFs add up to ${megabytes(bytes)}; one merge takes at most ${megabytes(MERGE_MAX_TOTAL_BYTES)}.`,
        { field: 'files' },
      );
    }
    const pages = pdfs.reduce((total, pdf) => total + (pdf.cost?.pages ?? 0), 0);
    if (pages > MERGE_MAX_PAGES) {
      throw overBudget(
        `These PDFs have ${count(pages)} pages together; one merge makes at most ${count(MERGE_MAX_PAGES)} pages.`,
        'files',
      );
    }
  }
  if (type === 'split-pdf') {
    const pages = pdfs[0]?.cost?.pages;
    if (pages === undefined) return;
    const spans = splitSpans(parameters as { ranges?: string; every?: number }, pages);
    if (typeof spans === 'string') {
      const error = rangeError(spans);
      throw new AppError(error.status, error.code, error.message, { field: 'ranges' });
    }
  }
}
