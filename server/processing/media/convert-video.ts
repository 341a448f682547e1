import { convertVideoJob } from '../../../shared/jobs/types/convert-video.ts';
import { convertVideo } from './operations/convert-video.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * Any video as MP4, WebM, MOV or MKV: streams whose codecs fit the container are copied, the
 * others encoded (H.264/AAC, or VP9/Opus for WebM).
 */
export default defineProcessor(convertVideoJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  job.progress(0, 'Reading the video');
  await convertVideo(
    ffmpeg,
    inputIn(job, 'file').path,
    job.outputPath,
    job.parameters.targetFormat,
    {
      ...mediaOptions(job, 'Converting the video'),
      timeoutMs: convertVideoJob.timeLimitSeconds * 1000,
    },
  );
  job.progress(100, 'Done');
});
