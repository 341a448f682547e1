import { downloadVideoJob } from '../../../shared/jobs/types/download-video.ts';
import { convertToMp4 } from '../media/operations/to-mp4.ts';
import { downloadUrlInput, mediaOptions, requireFfmpeg } from '../media/job-media.ts';
import { defineProcessor } from '../processor.ts';

/** The download is most of the work; an MP4 of H.264 and AAC is then only copied. */
const DOWNLOAD_SHARE = 85;

/**
 * The video behind a URL (a direct media address, or a video site's page through yt-dlp when it
 * is installed) as an MP4 every player plays (downloaded-video.mp4).
 */
export default defineProcessor(downloadVideoJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const video = await downloadUrlInput(job, job.parameters.url, DOWNLOAD_SHARE);
  await convertToMp4(
    ffmpeg,
    video.path,
    job.outputPath,
    mediaOptions(job, 'Preparing the MP4', DOWNLOAD_SHARE, 100),
  );
  job.progress(100, 'Done');
});
