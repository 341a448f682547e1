import { PDFDocument, type PDFRef } from 'pdf-lib';
import { organizePdfJob } from '../../../shared/jobs/types/organize-pdf.ts';
import { pageOrder } from '../../../shared/jobs/page-ranges.ts';
import { loadPdfForCopy } from './load-pdf.ts';
import { readOutline, writeOutline } from './outline.ts';
import { pageProgress, savePdf } from './save-pdf.ts';
import { defineProcessor, ProcessingError } from '../processor.ts';

/** Pages copied per step between two progress reports. */
const PAGES_PER_STEP = 10;

/**
 * The pages in the order asked, copied into a new document: a page left out is gone from the
 * file (not only from the page list), a repeated one is there twice. Bookmarks are kept, each
 * pointing at the first copy of its page (none where its page was left out).
 */
export default defineProcessor(organizePdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('organize-pdf needs one input');
  job.progress(2, 'Opening the PDF');
  const source = await loadPdfForCopy(input, false);
  const order = pageOrder(job.parameters.pages, source.getPageCount());
  if (typeof order === 'string') {
    throw new ProcessingError('invalid_parameters', order, { field: 'pages' });
  }
  const organized = await PDFDocument.create();
  organized.setProducer('Everyday Tools');
  organized.setCreator('Everyday Tools');
  const title = source.getTitle();
  if (title) organized.setTitle(title);
  const firstCopies: PDFRef[] = [];
  for (let start = 0; start < order.length; start += PAGES_PER_STEP) {
    pageProgress(job, start, order.length, 'Copying');
    const indices = order.slice(start, start + PAGES_PER_STEP).map((page) => page - 1);
    const copies = await organized.copyPages(source, indices);
    copies.forEach((page, i) => {
      organized.addPage(page);
      firstCopies[indices[i]!] ??= page.ref;
    });
  }
  writeOutline(organized, [{ items: readOutline(source), pageRefs: firstCopies }]);
  await savePdf(job, organized);
});
