import { withImageErrors } from '../image/errors.ts';
import { openImage } from '../image/open.ts';
import { defineProcessor } from '../processor.ts';

/** PNG, JPG/JPEG or WebP; upright by its EXIF orientation; transparency flattened on white for JPEG. */
export default defineProcessor('convert-image', async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('convert-image needs one input');
  const format = job.parameters.targetFormat;
  job.progress(5, 'Reading the image');
  await withImageErrors(async () => {
    const image = openImage(input.path, job.settings.budgets?.imagePixels);
    job.progress(15, `Converting to ${format.toUpperCase()}`);
    if (format === 'jpg' || format === 'jpeg') {
      await image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toFile(job.outputPath);
    } else if (format === 'webp') {
      await image.webp({ quality: 85 }).toFile(job.outputPath);
    } else {
      await image.png().toFile(job.outputPath);
    }
  });
  job.progress(100, 'Done');
});
