import { imagesToGifJob } from '../../../shared/jobs/types/images-to-gif.ts';
import sharp from 'sharp';
import { captionSvg } from './caption.ts';
import { withImageErrors } from './errors.ts';
import { openImage, uprightSize } from './open.ts';
import { readableImage } from './readable.ts';
import { defineProcessor, throwIfAborted } from '../processor.ts';

/** The longest side of the GIF: bigger GIFs grow large fast and play badly. */
export const GIF_MAX_SIDE = 800;

/** The frames' common size: the first image's, scaled down to fit GIF_MAX_SIDE. */
export function gifFrameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, GIF_MAX_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The images as frames of a looping GIF, in the order given, each shown for `duration` seconds,
 * every frame fitted into the first one's size, with the optional caption on each.
 */
export default defineProcessor(imagesToGifJob, async (job) => {
  const { duration, text } = job.parameters;
  const first = job.inputs[0];
  if (!first) throw new Error('images-to-gif needs images');
  await withImageErrors(async () => {
    const firstReadable = await readableImage(first, job);
    const upright = await uprightSize(firstReadable.path);
    const size = gifFrameSize(upright.width, upright.height);
    const caption = text ? captionSvg(text, size.width, size.height) : undefined;
    const frames: Buffer[] = [];
    for (const [index, sent] of job.inputs.entries()) {
      throwIfAborted(job.signal);
      const input = index === 0 ? firstReadable : await readableImage(sent, job, index);
      job.progress(
        5 + (75 * index) / job.inputs.length,
        `Preparing frame ${index + 1} of ${job.inputs.length}`,
      );
      let frame = openImage(input.path, job.settings.budgets?.imagePixels)
        .resize(size.width, size.height, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' });
      if (caption) frame = frame.composite([{ input: caption }]);
      frames.push(await frame.png({ compressionLevel: 0 }).toBuffer());
    }
    throwIfAborted(job.signal);
    job.progress(80, 'Encoding the GIF');
    const delay = Math.round(duration * 1000);
    // sharp joins two images or more; one image makes a GIF of one frame.
    const [only] = frames;
    await (frames.length === 1 && only ? sharp(only) : sharp(frames, { join: { animated: true } }))
      .gif({ delay: frames.map(() => delay), loop: 0, effort: 7 })
      .toFile(job.outputPath);
  });
  job.progress(100, 'Done');
});
