import { rotateImageJob } from '../../../shared/jobs/types/rotate-image.ts';
import type { Sharp } from 'sharp';
import { keptFormat } from '../../../shared/jobs/image-formats.ts';
import type { Flip } from '../../../shared/jobs/rotate-image.ts';
import { changeEachFrame, keptAnimation } from './animation.ts';
import { runImageBatch } from './batch.ts';
import { encodeKept } from './compress.ts';
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

/**
 * 1 to 50 images turned and/or mirrored, each in its own format (an animated GIF or WebP frame by
 * frame): one image, or a ZIP.
 */
export default defineProcessor(rotateImageJob, (job) => {
  const { angle, flip, keepMetadata } = job.parameters;
  const mirror = mirrorBeforeTurn(flip, angle);
  const turn = (image: Sharp) => {
    const turned = image.rotate(angle);
    if (mirror === 'horizontal') return turned.flop();
    if (mirror === 'vertical') return turned.flip();
    return turned;
  };
  const pixelLimit = job.settings.budgets?.imagePixels;
  return runImageBatch(job, 'Rotating', async (input) => {
    const format = keptFormat(input.contentType);
    const animation = await keptAnimation(input.path, format);
    let image = animation
      ? await changeEachFrame(input.path, pixelLimit, animation, turn)
      : turn(openImage(input.path, pixelLimit));
    if (keepMetadata) image = image.keepMetadata();
    const encoded = encodeKept(image, format, ROTATE_QUALITY, animation);
    return { data: await encoded.toBuffer(), format };
  });
});
