import { extractAudioUrlJob } from '../../../shared/jobs/types/extract-audio-url.ts';
import { extractAudio } from '../media/operations/audio.ts';
import { downloadUrlInput, mediaOptions, requireFfmpeg } from '../media/job-media.ts';
import { defineProcessor } from '../processor.ts';

/** Share of the bar the download takes; extracting the sound is the rest. */
const DOWNLOAD_SHARE = 60;

/**
 * The sound of the video behind a URL as an MP3 (processed-audio.mp3). The video is downloaded
 * under the SSRF rule into the job's scratch folder, which is deleted afterwards.
 */
export default defineProcessor(extractAudioUrlJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const video = await downloadUrlInput(job, job.parameters.url, DOWNLOAD_SHARE);
  await extractAudio(
    ffmpeg,
    video.path,
    job.outputPath,
    mediaOptions(job, 'Extracting the audio', DOWNLOAD_SHARE, 100),
  );
  job.progress(100, 'Done');
});
