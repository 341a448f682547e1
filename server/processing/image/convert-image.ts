import { convertImageJob, convertTargets } from '../../../shared/jobs/types/convert-image.ts';
import { keptAnimation } from './animation.ts';
import { runImageBatch } from './batch.ts';
import { heifAsJpeg } from './heif-jpeg.ts';
import { openImage } from './open.ts';
import { defineProcessor, type ProcessorInput } from '../processor.ts';

const JPEG_QUALITY = 90;

/**
 * PNG, JPG/JPEG, WebP, AVIF or GIF; upright by its EXIF orientation; transparency flattened on
 * white for JPEG. An animated GIF or WebP to GIF or WebP keeps every frame; to the others, its
 * first. 1 to 50 images: one image, or a ZIP of them.
 */
export default defineProcessor(convertImageJob, (job) => {
  const { targetFormat, keepMetadata } = job.parameters;
  const format = convertTargets[targetFormat];
  // HEIC to JPEG, the most asked: libheif writes the JPEG itself (see heif-jpeg.ts).
  const direct =
    format === 'jpeg'
      ? async (input: ProcessorInput, index: number) => {
          const options = { quality: JPEG_QUALITY, keepMetadata, index };
          const data = await heifAsJpeg(input, job, options);
          return data && { data, format };
        }
      : undefined;
  const verb = `Converting to ${targetFormat.toUpperCase()}`;
  const encode = async (input: ProcessorInput) => {
    const animation = await keptAnimation(input.path, format);
    let image = openImage(input.path, job.settings.budgets?.imagePixels, animation !== undefined);
    if (keepMetadata) image = image.keepMetadata();
    switch (format) {
      case 'jpeg':
        image = image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY });
        break;
      case 'avif':
        // Effort 3 of 9, as compress-image: AVIF is the slowest encoder by far.
        image = image.avif({ quality: 55, effort: 3 });
        break;
      case 'webp':
        image = image.webp({ quality: 85 });
        break;
      case 'gif':
        image = image.gif();
        break;
      case 'png':
        image = image.png();
    }
    return { data: await image.toBuffer(), format };
  };
  return runImageBatch(job, verb, encode, direct);
});
