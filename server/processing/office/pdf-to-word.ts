import { pdfToWordJob } from '../../../shared/jobs/types/pdf-to-word.ts';
import { convertPdfToWord } from './docx-from-pdf.ts';
import { inputIn } from '../media/job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * A PDF as an editable Word file: its text in reading order, paragraphs and
 * headings where they can be told, and its images. Progress counts the pages read.
 */
export default defineProcessor(pdfToWordJob, async (job) => {
  job.progress(2, 'Opening the PDF');
  await convertPdfToWord(inputIn(job, 'file').path, job.outputPath, {
    signal: job.signal,
    maxImagePixels: job.settings.budgets?.pdfImagePixels,
    onProgress: ({ percent, page, pages }) =>
      job.progress(
        percent,
        page < pages ? `Reading page ${page + 1} of ${pages}` : 'Writing the Word file',
      ),
  });
  job.progress(100, 'Done');
});
