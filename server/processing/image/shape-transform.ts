import { shapeTransformJob } from '../../../shared/jobs/types/shape-transform.ts';
import { shapeCanvas, shapePath } from '../../../shared/jobs/shapes.ts';
import { withImageErrors } from './errors.ts';
import { openImage } from './open.ts';
import { readableImage } from './readable.ts';
import { defineProcessor } from '../processor.ts';

/**
 * Fills the shape's box with the image (centred, cropped to cover) and cuts the shape out with an
 * alpha mask: a PNG, transparent outside the shape.
 */
export default defineProcessor(shapeTransformJob, async (job) => {
  const sent = job.inputs[0];
  if (!sent) throw new Error('shape-transform needs one input');
  const { shape, size } = job.parameters;
  const { width, height } = shapeCanvas(shape, size);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${shapePath(shape, width, height)}" fill="#ffffff"/></svg>`,
  );
  job.progress(5, 'Reading the image');
  await withImageErrors(async () => {
    const input = await readableImage(sent, job);
    job.progress(20, `Cutting out the ${shape}`);
    // sharp resizes before it composites, so the mask meets the image at the mask's size.
    await openImage(input.path, job.settings.budgets?.imagePixels)
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toFile(job.outputPath);
  });
  job.progress(100, 'Done');
});
