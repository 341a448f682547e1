import { videoToGifJob } from '../../../shared/jobs/types/video-to-gif.ts';
import { videoToGif } from './operations/video-to-gif.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * The piece of the video between start and end as a looping GIF: a palette made
 * for that piece, at most 480 pixels wide, 10 frames a second, with the optional caption at the
 * bottom of every frame. An end past the video's end stops the GIF where the video does.
 */
export default defineProcessor(videoToGifJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const { startTime, endTime, text } = job.parameters;
  job.progress(0, 'Reading the video');
  await videoToGif(ffmpeg, inputIn(job, 'file').path, job.outputPath, {
    startTime,
    endTime,
    text,
    ...mediaOptions(job, 'Making the GIF'),
  });
  job.progress(100, 'Done');
});
