import { degrees } from 'pdf-lib';
import { rotatePdfJob } from '../../../shared/jobs/types/rotate-pdf.ts';
import { chosenPages } from '../../../shared/jobs/page-ranges.ts';
import { loadPdfForCopy } from './load-pdf.ts';
import { pageProgress, savePdf } from './save-pdf.ts';
import { defineProcessor, ProcessingError } from '../processor.ts';

/**
 * Turns the chosen pages clockwise by setting their /Rotate (added to the one they had): nothing
 * is drawn again, and the rest of the document (bookmarks, forms, links) is left as it was.
 */
export default defineProcessor(rotatePdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('rotate-pdf needs one input');
  job.progress(2, 'Opening the PDF');
  const pdf = await loadPdfForCopy(input, false);
  const pages = pdf.getPages();
  const chosen = chosenPages(job.parameters.pages, pages.length);
  if (typeof chosen === 'string') {
    throw new ProcessingError('invalid_parameters', chosen, { field: 'pages' });
  }
  for (const [index, number] of chosen.entries()) {
    if (index % 20 === 0) pageProgress(job, index, chosen.length, 'Turning');
    const page = pages[number - 1]!;
    const turned = page.getRotation().angle + job.parameters.angle;
    page.setRotation(degrees(((turned % 360) + 360) % 360));
  }
  await savePdf(job, pdf);
});
