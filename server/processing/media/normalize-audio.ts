import { formatOf, normalizeAudioJob } from '../../../shared/jobs/types/normalize-audio.ts';
import { normalizeAudio } from './operations/normalize-audio.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/** The sound of an audio or video file levelled to the loudness asked, in the file's own format. */
export default defineProcessor(normalizeAudioJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const input = inputIn(job, 'file');
  job.progress(0, 'Measuring the loudness');
  await normalizeAudio(
    ffmpeg,
    input.path,
    job.outputPath,
    { targetLufs: job.parameters.targetLufs, muxer: formatOf(input.contentType).muxer },
    {
      ...mediaOptions(job, 'Levelling the sound'),
      timeoutMs: normalizeAudioJob.timeLimitSeconds * 1000,
    },
  );
  job.progress(100, 'Done');
});
