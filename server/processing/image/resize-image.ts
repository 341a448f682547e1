import { runImageBatch } from './batch.ts';
import { resizeImage } from './resize.ts';
import { defineProcessor } from '../processor.ts';

/** 1 to 50 images resized (../image/resize.ts): one image, or a ZIP of them. */
export default defineProcessor('resize-image', (job) =>
  runImageBatch(job, 'Resizing', (input) =>
    resizeImage(input, job.parameters, job.settings.budgets?.imagePixels),
  ),
);
