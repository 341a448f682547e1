import { wordToPdfJob } from '../../../shared/jobs/types/word-to-pdf.ts';
import { convertWordToPdf } from './pdf-from-word.ts';
import { officeConverter } from './office.ts';
import { inputIn } from '../media/job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * A Word file (.docx or .doc, told apart by its bytes) as a PDF: with this
 * thread's LibreOffice when the server has it, else a .docx through mammoth and pdfmake and a
 * .doc refused with a clear 422. Neither converter reports its own progress: the stages say
 * where the job is.
 */
export default defineProcessor(wordToPdfJob, async (job) => {
  const input = inputIn(job, 'file');
  const { libreOffice } = job.tools;
  job.progress(5, 'Reading the document');
  const converter = libreOffice
    ? await officeConverter(libreOffice, job.settings.officeProfileDir)
    : null;
  job.progress(10, 'Converting to PDF');
  await convertWordToPdf(input.path, job.outputPath, {
    libreOffice: converter,
    signal: job.signal,
  });
  job.progress(100, 'Done');
});
