import { MB } from '../../../shared/jobs/limits.ts';
import { compressVideoJob } from '../../../shared/jobs/types/compress-video.ts';
import { compressVideo } from './operations/compress-video.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * Any video as a smaller MP4: at most `targetSizeMB` (two passes, the size checked), or at the
 * chosen quality; never taller than `maxHeight`. A size too small for the video's length is a
 * clear 422 before any encoding.
 */
export default defineProcessor(compressVideoJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const { targetSizeMB, quality, maxHeight } = job.parameters;
  job.progress(0, 'Reading the video');
  await compressVideo(
    ffmpeg,
    inputIn(job, 'file').path,
    job.outputPath,
    {
      targetBytes: targetSizeMB === undefined ? undefined : Math.floor(targetSizeMB * MB),
      quality: quality ?? 'medium',
      maxHeight,
    },
    {
      ...mediaOptions(job, 'Compressing the video'),
      timeoutMs: compressVideoJob.timeLimitSeconds * 1000,
    },
  );
  job.progress(100, 'Done');
});
