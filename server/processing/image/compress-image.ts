import { compressImageJob } from '../../../shared/jobs/types/compress-image.ts';
import { compressImage } from './compress.ts';
import { runImageBatch } from './batch.ts';
import { defineProcessor } from '../processor.ts';

/** 1 to 50 images compressed (../image/compress.ts): one image, or a ZIP of them. */
export default defineProcessor(compressImageJob, (job) =>
  runImageBatch(job, 'Compressing', (input) =>
    compressImage(input, job.parameters, job.settings.budgets?.imagePixels),
  ),
);
