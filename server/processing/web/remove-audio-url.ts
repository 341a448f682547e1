import { removeAudioUrlJob } from '../../../shared/jobs/types/remove-audio-url.ts';
import { removeAudio } from '../media/operations/audio.ts';
import { downloadUrlInput, mediaOptions, requireFfmpeg } from '../media/job-media.ts';
import { defineProcessor } from '../processor.ts';

const DOWNLOAD_SHARE = 60;

/** The video behind a URL without any sound, as an MP4 (processed-video.mp4). */
export default defineProcessor(removeAudioUrlJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const video = await downloadUrlInput(job, job.parameters.url, DOWNLOAD_SHARE);
  await removeAudio(
    ffmpeg,
    video.path,
    job.outputPath,
    mediaOptions(job, 'Removing the audio', DOWNLOAD_SHARE, 100),
  );
  job.progress(100, 'Done');
});
