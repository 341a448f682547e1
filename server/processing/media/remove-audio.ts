import { removeAudioJob } from '../../../shared/jobs/types/remove-audio.ts';
import { removeAudio } from './operations/audio.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/** The video's picture without any sound, as an MP4. */
export default defineProcessor(removeAudioJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  job.progress(0, 'Reading the video');
  await removeAudio(
    ffmpeg,
    inputIn(job, 'file').path,
    job.outputPath,
    mediaOptions(job, 'Removing the audio'),
  );
  job.progress(100, 'Done');
});
