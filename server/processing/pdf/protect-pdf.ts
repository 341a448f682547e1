import { protectPdfJob } from '../../../shared/jobs/types/protect-pdf.ts';
import { jobDefinition } from '../../../shared/jobs/job-types.ts';
import { encryptPdf } from './qpdf.ts';
import { fileStem } from './names.ts';
import { defineProcessor, ProcessingError } from '../processor.ts';

/**
 * The PDF encrypted with AES-256 by qpdf: opening it asks for the visitor's password, which also
 * grants every permission (no separate owner password the visitor would not know). The password
 * reaches qpdf through a file of the job's private folder, never its command line.
 */
export default defineProcessor(protectPdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('protect-pdf needs one input');
  const qpdf = job.tools.qpdf;
  if (!qpdf) {
    throw new ProcessingError('tool_missing', 'This server cannot protect PDF files.', {
      detail: 'no qpdf was found at start',
    });
  }
  job.progress(5, 'Encrypting the PDF');
  await encryptPdf(qpdf, input.path, job.outputPath, job.parameters.password, {
    cwd: job.workDir,
    signal: job.signal,
    timeoutMs: jobDefinition(protectPdfJob.type).timeLimitSeconds * 1000,
  });
  job.progress(100, 'Done');
  return { filename: `${fileStem(input.name)}-protected.pdf` };
});
