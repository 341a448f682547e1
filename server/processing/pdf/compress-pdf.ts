import { compressPdfJob } from '../../../shared/jobs/types/compress-pdf.ts';
import { copyFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { compressPdf } from './ghostscript.ts';
import { fileStem } from './names.ts';
import { defineProcessor, ProcessingError } from '../processor.ts';

/**
 * The PDF rewritten by Ghostscript at the chosen level (images downsampled and re-encoded, fonts
 * subset, duplicates merged), as `<name>-compressed.pdf`. When that is not smaller, the original
 * is the result, under its own name, and the screen says so (the sizes are equal).
 */
export default defineProcessor(compressPdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('compress-pdf needs one input');
  const gs = job.tools.ghostscript;
  if (!gs) {
    throw new ProcessingError('tool_missing', 'This server cannot compress PDF files.', {
      detail: 'no Ghostscript was found at start',
    });
  }
  job.progress(2, 'Compressing the PDF');
  const compressed = join(job.workDir, 'compressed.pdf');
  await compressPdf(gs, input.path, compressed, {
    level: job.parameters.level,
    cwd: job.workDir,
    signal: job.signal,
    timeoutMs: compressPdfJob.timeLimitSeconds * 1000,
    onPage: (done, pages) =>
      job.progress(2 + (95 * done) / pages, `Compressing page ${done + 1} of ${pages}`),
  });
  const stem = fileStem(input.name);
  if ((await stat(compressed)).size >= input.size) {
    await copyFile(input.path, job.outputPath);
    job.progress(100, 'Done');
    return { filename: `${stem}.pdf` };
  }
  await copyFile(compressed, job.outputPath);
  job.progress(100, 'Done');
  return { filename: `${stem}-compressed.pdf` };
});
