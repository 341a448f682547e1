import { trimAudioJob } from '../../../shared/jobs/types/trim-audio.ts';
import { trimAudio } from './operations/audio.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * The audio between start and end as an MP3. An end past the end of the
 * file is a clear 422; an end before the start never gets here (the parameters refuse it, 400).
 */
export default defineProcessor(trimAudioJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const { startTime, endTime } = job.parameters;
  job.progress(0, 'Reading the audio');
  await trimAudio(ffmpeg, inputIn(job, 'file').path, job.outputPath, {
    startTime,
    endTime,
    ...mediaOptions(job, 'Trimming the audio'),
  });
  job.progress(100, 'Done');
});
