import { mergePdfJob } from '../../../shared/jobs/types/merge-pdf.ts';
import { writeFile } from 'node:fs/promises';
import { PDFDocument, type PDFRef } from 'pdf-lib';
import { loadPdfForCopy, PDF_OBJECTS_PER_TICK } from './load-pdf.ts';
import { readOutline, writeOutline, type OutlineItem } from './outline.ts';
import { defineProcessor, throwIfAborted } from '../processor.ts';

/**
 * The PDFs one after another, in the order sent, as merged.pdf. Each document's bookmarks are
 * kept, pointing at its copied pages (server/processing/pdf/outline.ts).
 */
export default defineProcessor(mergePdfJob, async (job) => {
  const merged = await PDFDocument.create();
  merged.setProducer('Everyday Tools');
  merged.setCreator('Everyday Tools');
  const outlines: { items: OutlineItem[]; pageRefs: PDFRef[] }[] = [];
  const total = job.inputs.length;
  for (const [index, input] of job.inputs.entries()) {
    throwIfAborted(job.signal);
    job.progress((90 * index) / total, `Adding PDF ${index + 1} of ${total}`);
    const source = await loadPdfForCopy(input, true);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
    outlines.push({ items: readOutline(source), pageRefs: pages.map((page) => page.ref) });
  }
  writeOutline(merged, outlines);
  throwIfAborted(job.signal);
  job.progress(92, 'Saving the PDF');
  await writeFile(job.outputPath, await merged.save({ objectsPerTick: PDF_OBJECTS_PER_TICK }));
  job.progress(100, 'Done');
});
