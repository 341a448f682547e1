import { rotateImageJob } from '../../../shared/jobs/types/rotate-image.ts';
import { formatOfContentType } from '../../../shared/jobs/image-formats.ts';
import type { Flip } from '../../../shared/jobs/rotate-image.ts';
import { runImageBatch } from './batch.ts';
import { encodeAs } from './compress.ts';
import { openImage } from './open.ts';
import { defineProcessor } from '../processor.ts';

/** Quality high enough not to add visible loss to a photo that is only turned. */
const ROTATE_QUALITY = 90;

/**
 * sharp mirrors before it turns; the visitor asks for a mirror of the turned picture, which after
 * a quarter turn is the other axis.
 */
function mirrorBeforeTurn(flip: Flip, angle: number): Flip {
  if (flip === 'none' || angle % 180 === 0) return flip;
  return flip === 'horizontal' ? 'vertical' : 'horizontal';
}

/** 1 to 50 images turned and/or mirrored, each in its own format: one image, or a ZIP. */
export default defineProcessor(rotateImageJob, (job) => {
  const { angle, flip, keepMetadata } = job.parameters;
  const mirror = mirrorBeforeTurn(flip, angle);
  return runImageBatch(job, 'Rotating', async (input) => {
    let image = openImage(input.path, job.settings.budgets?.imagePixels).rotate(angle);
    if (mirror === 'horizontal') image = image.flop();
    if (mirror === 'vertical') image = image.flip();
    if (keepMetadata) image = image.keepMetadata();
    const format = formatOfContentType(input.contentType);
    const encoded = format === 'png' ? image.png() : encodeAs(image, format, ROTATE_QUALITY);
    return { data: await encoded.toBuffer(), format };
  });
});
