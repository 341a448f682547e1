import { limits } from '../../../shared/jobs/limits.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import type { FfmpegInstallation } from './locate.ts';
import type { MediaJobOptions } from './operations/common.ts';
import { fetchRemoteMedia, type RemoteMedia } from '../web/remote-media.ts';
import { ProcessingError } from '../../processing-error.ts';
import type { ProcessorInput, ProcessorJob } from '../processor.ts';
import { downloadStage, partOf } from './progress-share.ts';

/** The ffmpeg the server found; `tool_missing` (our fault, 500) when there is none. */
export function requireFfmpeg(job: ProcessorJob<JobType>): FfmpegInstallation {
  if (!job.tools.ffmpeg) {
    throw new ProcessingError('tool_missing', 'This server cannot process video or audio files.', {
      detail: 'no ffmpeg was found at start',
    });
  }
  return job.tools.ffmpeg;
}

/** The job's file in the given slot (the registry guarantees it is there). */
export function inputIn(job: ProcessorJob<JobType>, field: string): ProcessorInput {
  const input = job.inputs.find((candidate) => candidate.field === field);
  if (!input) throw new Error(`${job.type} has no input in '${field}'`);
  return input;
}

/**
 * What every media operation takes from the job: its cancel signal, its scratch folder, and
 * ffmpeg's own position as the job's progress, mapped onto `from`-`to` of the bar.
 */
export function mediaOptions(
  job: ProcessorJob<JobType>,
  stage: string,
  from = 0,
  to = 100,
): MediaJobOptions {
  return {
    signal: job.signal,
    workDir: job.workDir,
    onProgress: (progress) => job.progress(partOf(progress.percent, from, to), stage),
  };
}

/**
 * Downloads the media behind the job's URL into its scratch folder (SSRF rule, size capped at the
 * video limit, time limits; video-site pages through yt-dlp when installed). Progress fills
 * `0`-`to` of the bar when the size is known; otherwise the stage says how much has arrived.
 */
export async function downloadUrlInput(
  job: ProcessorJob<JobType>,
  url: string,
  to: number,
): Promise<RemoteMedia> {
  job.progress(0, 'Connecting');
  return fetchRemoteMedia(url, job.workDir, {
    allowedHosts: job.settings.allowedUrlHosts,
    maxBytes: limits.videoForAudioTools,
    ytDlp: job.tools.ytDlp,
    ffmpegPath: job.tools.ffmpeg?.ffmpegPath,
    signal: job.signal,
    onProgress: (progress) =>
      job.progress(
        progress.percent === null ? 0 : partOf(progress.percent, 0, to),
        downloadStage(progress.receivedBytes, progress.totalBytes),
      ),
  });
}
