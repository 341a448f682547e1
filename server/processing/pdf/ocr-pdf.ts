import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp, { type Metadata } from 'sharp';
import { ocrPdfJob } from '../../../shared/jobs/types/ocr-pdf.ts';
import { jobDefinition } from '../../../shared/jobs/job-types.ts';
import { runOcrmypdf } from './ocrmypdf.ts';
import { fileStem } from './names.ts';
import { defineProcessor, ProcessingError, type ProcessorInput } from '../processor.ts';

/** The resolution taken for a page image that states none (or an implausible one). */
const DEFAULT_SCAN_DPI = 300;

/**
 * A page image as OCRmyPDF takes it (JPEG or PNG without transparency; it turns it into a PDF
 * page itself) and the resolution to give it.
 */
async function pageImage(
  input: ProcessorInput,
  workDir: string,
): Promise<{ path: string; dpi: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input.path).metadata();
  } catch (error) {
    throw new ProcessingError(
      'unreadable_file',
      'This image could not be read. It may be damaged.',
      {
        cause: error,
      },
    );
  }
  const stated = metadata.density;
  const dpi = stated !== undefined && stated >= 72 && stated <= 1200 ? stated : DEFAULT_SCAN_DPI;
  const usable =
    (metadata.format === 'jpeg' || metadata.format === 'png') && metadata.hasAlpha !== true;
  if (usable) return { path: input.path, dpi };
  const path = join(workDir, 'page.png');
  await sharp(input.path).flatten({ background: '#ffffff' }).png().toFile(path);
  return { path, dpi };
}

/** Pages of a PDF input as its page tree says (the budgets read the same tree). */
async function pagesOf(path: string): Promise<number> {
  try {
    const pdf = await PDFDocument.load(await readFile(path), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return Math.max(1, pdf.getPageCount());
  } catch {
    // OCRmyPDF then says what is wrong with the file; progress only lacks its total.
    return 1;
  }
}

/**
 * A text layer over every page, read by Tesseract through OCRmyPDF in the chosen languages: the
 * pages look as they did (`--output-type pdf`, nothing re-compressed) and their text can be
 * searched, selected and copied. Pages that already carry text are kept as they are unless
 * `skipText` is off. A page image becomes a one-page PDF at its stated resolution (300 dpi when
 * it states none). Progress is OCRmyPDF's own page completion.
 */
export default defineProcessor(ocrPdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('ocr-pdf needs one input');
  const ocrmypdf = job.tools.ocrmypdf;
  if (!ocrmypdf) {
    throw new ProcessingError('tool_missing', 'This server cannot read text from scans.', {
      detail: 'no OCRmyPDF was found at start',
    });
  }
  job.progress(1, 'Preparing the pages');
  const isPdf = input.contentType === 'application/pdf';
  const image = isPdf ? undefined : await pageImage(input, job.workDir);
  const pages = isPdf ? await pagesOf(input.path) : 1;
  job.progress(2, `Reading page 1 of ${pages}`);
  await runOcrmypdf(
    ocrmypdf,
    {
      mode: 'ocr',
      languages: job.parameters.languages,
      skipText: job.parameters.skipText,
      imageDpi: image?.dpi,
    },
    image?.path ?? input.path,
    job.outputPath,
    {
      cwd: job.workDir,
      signal: job.signal,
      timeoutMs: jobDefinition(ocrPdfJob.type).timeLimitSeconds * 1000,
      onPageDone: (done) => {
        const shown = Math.min(done, pages);
        job.progress(
          2 + (95 * shown) / pages,
          shown < pages ? `Reading page ${shown + 1} of ${pages}` : 'Writing the PDF',
        );
      },
    },
  );
  job.progress(100, 'Done');
  return { filename: `${fileStem(input.name)}-ocr.pdf` };
});
