import { convertAudioJob } from '../../../shared/jobs/types/convert-audio.ts';
import { convertAudio } from './operations/convert-audio.ts';
import { inputIn, mediaOptions, requireFfmpeg } from './job-media.ts';
import { defineProcessor } from '../processor.ts';

/** Any audio file as MP3, WAV, OGG (Vorbis), M4A (AAC), FLAC or Opus, at the bitrate asked. */
export default defineProcessor(convertAudioJob, async (job) => {
  const ffmpeg = requireFfmpeg(job);
  const { targetFormat, bitrate } = job.parameters;
  job.progress(0, 'Reading the audio');
  await convertAudio(
    ffmpeg,
    inputIn(job, 'file').path,
    job.outputPath,
    { format: targetFormat, kbps: bitrate },
    mediaOptions(job, 'Converting the audio'),
  );
  job.progress(100, 'Done');
});
