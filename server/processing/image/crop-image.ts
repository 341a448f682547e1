import { cropImageJob } from '../../../shared/jobs/types/crop-image.ts';
import { centredCrop, cropBoxProblem, SOCIAL_SIZE } from '../../../shared/jobs/crop.ts';
import { withImageErrors } from './errors.ts';
import { openImage, uprightSize } from './open.ts';
import { readableImage } from './readable.ts';
import { defineProcessor, ProcessingError } from '../processor.ts';

/**
 * Crops to the given box, or to the largest centred box of the ratio; Social Media is then sized
 * to exactly 1200x630. The result is a PNG.
 */
export default defineProcessor(cropImageJob, async (job) => {
  const sent = job.inputs[0];
  if (!sent) throw new Error('crop-image needs one input');
  const { ratio, x, y, width, height } = job.parameters;
  job.progress(5, 'Reading the image');
  await withImageErrors(async () => {
    const input = await readableImage(sent, job);
    const size = await uprightSize(input.path);
    const box =
      x !== undefined && y !== undefined && width !== undefined && height !== undefined
        ? { x, y, width, height }
        : centredCrop(size.width, size.height, ratio);
    const problem = cropBoxProblem(box, size.width, size.height);
    if (problem) throw new ProcessingError('invalid_crop', problem);
    job.progress(20, 'Cropping');
    let image = openImage(input.path, job.settings.budgets?.imagePixels).extract({
      left: box.x,
      top: box.y,
      width: box.width,
      height: box.height,
    });
    if (ratio === 'social') {
      image = image.resize(SOCIAL_SIZE.width, SOCIAL_SIZE.height, { fit: 'cover' });
    }
    await image.png().toFile(job.outputPath);
  });
  job.progress(100, 'Done');
});
