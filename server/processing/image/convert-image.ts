import { convertImageJob } from '../../../shared/jobs/types/convert-image.ts';
import { runImageBatch } from './batch.ts';
import { openImage } from './open.ts';
import { defineProcessor } from '../processor.ts';

/**
 * PNG, JPG/JPEG, WebP or AVIF; upright by its EXIF orientation; transparency flattened on white for JPEG.
 * 1 to 50 images: one image, or a ZIP of them.
 */
export default defineProcessor(convertImageJob, (job) => {
  const target = job.parameters.targetFormat;
  return runImageBatch(job, `Converting to ${target.toUpperCase()}`, async (input) => {
    let image = openImage(input.path, job.settings.budgets?.imagePixels);
    if (job.parameters.keepMetadata) image = image.keepMetadata();
    if (target === 'jpg' || target === 'jpeg') {
      const data = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
      return { data, format: 'jpeg' };
    }
    if (target === 'avif') {
      // Effort 3 of 9, as compress-image: AVIF is the slowest encoder by far.
      return { data: await image.avif({ quality: 55, effort: 3 }).toBuffer(), format: 'avif' };
    }
    if (target === 'webp')
      return { data: await image.webp({ quality: 85 }).toBuffer(), format: 'webp' };
    return { data: await image.png().toBuffer(), format: 'png' };
  });
});
