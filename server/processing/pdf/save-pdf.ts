import { writeFile } from 'node:fs/promises';
import type { PDFDocument } from 'pdf-lib';
import { PDF_OBJECTS_PER_TICK } from './load-pdf.ts';
import { throwIfAborted, type ProcessorJob } from '../processor.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';

/** Page by page from 5% to 90% of a job's progress, then saving to 100%. */
export function pageProgress(
  job: ProcessorJob<JobType>,
  done: number,
  pages: number,
  verb: string,
) {
  throwIfAborted(job.signal);
  job.progress(5 + (85 * done) / pages, `${verb} page ${done + 1} of ${pages}`);
}

/** Writes the job's PDF result (pdf-lib yielding now and then, so a cancel is heard). */
export async function savePdf(job: ProcessorJob<JobType>, pdf: PDFDocument): Promise<void> {
  throwIfAborted(job.signal);
  job.progress(90, 'Saving the PDF');
  await writeFile(job.outputPath, await pdf.save({ objectsPerTick: PDF_OBJECTS_PER_TICK }));
  job.progress(100, 'Done');
}
