import { addAudioJob } from '../../../shared/jobs/types/add-audio.ts';
import { addAudio } from './operations/audio.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/**
 * The video's picture with the sound of the audio file, as long as the shorter of the two, as an
 * MP4. The picture is copied untouched when it can be.
 */
export default defineProcessor(addAudioJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  job.progress(0, 'Reading the video and the audio');
  await addAudio(
    ffmpeg,
    inputIn(job, 'file').path,
    inputIn(job, 'audio').path,
    job.outputPath,
    mediaOptions(job, 'Adding the audio'),
  );
  job.progress(100, 'Done');
});
