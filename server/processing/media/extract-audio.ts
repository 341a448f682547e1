import { extractAudioJob } from '../../../shared/jobs/types/extract-audio.ts';
import { extractAudio } from './operations/audio.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/** The video's sound as an MP3; a video without sound is a clear 422. */
export default defineProcessor(extractAudioJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  job.progress(0, 'Reading the video');
  await extractAudio(
    ffmpeg,
    inputIn(job, 'file').path,
    job.outputPath,
    mediaOptions(job, 'Extracting the audio'),
  );
  job.progress(100, 'Done');
});
