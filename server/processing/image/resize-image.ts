import { resizeImageJob } from '../../../shared/jobs/types/resize-image.ts';
import { runImageBatch } from './batch.ts';
import { resizeImage } from './resize.ts';
import { defineProcessor } from '../processor.ts';

/** 1 to 50 images resized (../image/resize.ts): one image, or a ZIP of them. */
export default defineProcessor(resizeImageJob, (job) =>
  runImageBatch(job, 'Resizing', (input) =>
    resizeImage(input, job.parameters, job.settings.budgets?.imagePixels),
  ),
);
