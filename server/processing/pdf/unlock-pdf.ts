import { unlockPdfJob } from '../../../shared/jobs/types/unlock-pdf.ts';
import { jobDefinition } from '../../../shared/jobs/job-types.ts';
import { count } from '../../../shared/jobs/amounts.ts';
import { decryptPdf, encryptionOf, pageCount } from './qpdf.ts';
import { fileStem } from './names.ts';
import { defineProcessor, ProcessingError, throwIfAborted } from '../processor.ts';

/**
 * The PDF without its encryption, opened with the password the visitor knows (qpdf reads it from
 * a file of the job's private folder). A password that does not open it fails the job with
 * `wrong_password`. The budgets may not have read the page count of a locked file, so the pages
 * are counted here once it is open, against the same budget.
 */
export default defineProcessor(unlockPdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('unlock-pdf needs one input');
  const qpdf = job.tools.qpdf;
  if (!qpdf) {
    throw new ProcessingError('tool_missing', 'This server cannot unlock PDF files.', {
      detail: 'no qpdf was found at start',
    });
  }
  const run = {
    cwd: job.workDir,
    signal: job.signal,
    timeoutMs: jobDefinition(unlockPdfJob.type).timeLimitSeconds * 1000,
  };
  job.progress(5, 'Opening the PDF');
  const locked = await encryptionOf(qpdf, input.path, run);
  if (locked === 'none') {
    throw new ProcessingError('not_encrypted', 'This PDF has no password to remove.');
  }
  // A file that opens without a password is decrypted with none, whatever was typed.
  await decryptPdf(
    qpdf,
    input.path,
    job.outputPath,
    locked === 'opens' ? '' : job.parameters.password,
    run,
  );
  throwIfAborted(job.signal);
  job.progress(90, 'Checking the pages');
  const limit = job.settings.budgets?.pdfPages;
  if (limit !== undefined) {
    const pages = await pageCount(qpdf, job.outputPath, run);
    if (pages > limit) {
      throw new ProcessingError(
        'over_budget',
        `This PDF has ${count(pages)} pages; the limit is ${count(limit)} pages.`,
        { field: 'file' },
      );
    }
  }
  job.progress(100, 'Done');
  return { filename: `${fileStem(input.name)}-unlocked.pdf` };
});
