import { splitPdfJob } from '../../../shared/jobs/types/split-pdf.ts';
import { createZipFile } from '../zip-file.ts';
import { PDFDocument } from 'pdf-lib';
import { formatSpan, splitSpans, type PageSpan } from '../../../shared/jobs/page-ranges.ts';
import { loadPdfForCopy, PDF_OBJECTS_PER_TICK } from './load-pdf.ts';
import { fileStem } from './names.ts';
import { defineProcessor, ProcessingError, throwIfAborted } from '../processor.ts';

/** `report-pages-1-3.pdf`, `report-page-5.pdf`; a repeated range gets `-2`, `-3`... */
export function partNames(stem: string, spans: readonly PageSpan[]): string[] {
  const used = new Map<string, number>();
  return spans.map((span) => {
    const base = `${stem}-${span.from === span.to ? 'page' : 'pages'}-${formatSpan(span)}`;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return `${seen === 1 ? base : `${base}-${seen}`}.pdf`;
  });
}

/**
 * One PDF per range (`ranges: "1-3,5,8-"`) or every n pages (`every`), zipped as
 * `<name>-pages.zip` (stored: PDF streams are compressed already). The ranges were checked
 * against the page count at intake; checked again here in case a file reaches the processor
 * anyway.
 */
export default defineProcessor(splitPdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('split-pdf needs one input');
  job.progress(2, 'Opening the PDF');
  const source = await loadPdfForCopy(input, false);
  const spans = splitSpans(job.parameters, source.getPageCount());
  if (typeof spans === 'string') {
    throw new ProcessingError('page_out_of_range', spans, { field: 'ranges' });
  }
  const stem = fileStem(input.name);
  const names = partNames(stem, spans);
  const zip = createZipFile(job.outputPath);
  try {
    for (const [index, span] of spans.entries()) {
      throwIfAborted(job.signal);
      job.progress(5 + (90 * index) / spans.length, `Writing part ${index + 1} of ${spans.length}`);
      const part = await PDFDocument.create();
      const indices = Array.from({ length: span.to - span.from + 1 }, (_, i) => span.from - 1 + i);
      for (const page of await part.copyPages(source, indices)) part.addPage(page);
      await zip.add(names[index]!, await part.save({ objectsPerTick: PDF_OBJECTS_PER_TICK }));
    }
    await zip.finish();
  } catch (error) {
    await zip.abort();
    throw error;
  }
  job.progress(100, 'Done');
  return { filename: `${stem}-pages.zip` };
});
