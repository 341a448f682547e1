import { pdfToPdfaJob } from '../../../shared/jobs/types/pdf-to-pdfa.ts';
import { jobDefinition } from '../../../shared/jobs/job-types.ts';
import { runOcrmypdf } from './ocrmypdf.ts';
import { fileStem } from './names.ts';
import { defineProcessor, ProcessingError } from '../processor.ts';

/**
 * A PDF/A-2b or -3b copy made by OCRmyPDF's PDF/A pipeline (Ghostscript's pdfwrite with an sRGB
 * output intent, every font embedded, the `pdfaid` XMP identification), reading no text: pages
 * with text are skipped and Tesseract gets no time, so the pages and their text stay the input's.
 */
export default defineProcessor(pdfToPdfaJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('pdf-to-pdfa needs one input');
  const ocrmypdf = job.tools.ocrmypdf;
  if (!ocrmypdf) {
    throw new ProcessingError('tool_missing', 'This server cannot make PDF/A files.', {
      detail: 'no OCRmyPDF was found at start',
    });
  }
  job.progress(2, 'Converting to PDF/A');
  await runOcrmypdf(
    ocrmypdf,
    { mode: 'pdfa', level: job.parameters.level },
    input.path,
    job.outputPath,
    {
      cwd: job.workDir,
      signal: job.signal,
      timeoutMs: jobDefinition(pdfToPdfaJob.type).timeLimitSeconds * 1000,
    },
  );
  job.progress(100, 'Done');
  return { filename: `${fileStem(input.name)}-pdfa.pdf` };
});
