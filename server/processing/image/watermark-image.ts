import { watermarkImageJob } from '../../../shared/jobs/types/watermark-image.ts';
import { formatOfContentType } from '../../../shared/jobs/image-formats.ts';
import { runImageBatch } from './batch.ts';
import { encodeAs } from './compress.ts';
import { openImage, uprightSize } from './open.ts';
import { defaultFontSize, watermarkSvg } from './watermark.ts';
import { defineProcessor } from '../processor.ts';

const WATERMARK_QUALITY = 90;

/** 1 to 50 images with the text laid over each, each in its own format: one image, or a ZIP. */
export default defineProcessor(watermarkImageJob, (job) => {
  const { text, position, opacity, fontSize, keepMetadata } = job.parameters;
  return runImageBatch(job, 'Adding the watermark', async (input) => {
    const { width, height } = await uprightSize(input.path);
    const size = fontSize ?? defaultFontSize(width, height);
    const svg = watermarkSvg({ text, position, opacity, fontSize: size }, width, height);
    let image = openImage(input.path, job.settings.budgets?.imagePixels).composite([
      { input: svg },
    ]);
    if (keepMetadata) image = image.keepMetadata();
    const format = formatOfContentType(input.contentType);
    const encoded = format === 'png' ? image.png() : encodeAs(image, format, WATERMARK_QUALITY);
    return { data: await encoded.toBuffer(), format };
  });
});
