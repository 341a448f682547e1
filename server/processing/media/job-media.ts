import { defaultBudgets, resolveBudgets } from '../../../shared/jobs/budgets.ts';
import { limits } from '../../../shared/jobs/limits.ts';
import { jobDefinition, type JobType } from '../../../shared/jobs/job-types.ts';
import type { FfmpegInstallation } from './locate.ts';
import type { MediaJobOptions } from './operations/common.ts';
import { directDownloadPath, fetchRemoteMedia, type RemoteMedia } from '../web/remote-media.ts';
import { ProcessingError } from '../../processing-error.ts';
import type { ProcessorInput, ProcessorJob } from '../processor.ts';
import { downloadStage, partOf } from './progress-share.ts';
import { urlMediaProblem, urlOverBudget, watchPartialDownload } from './url-budget.ts';

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
 * The type's media budgets (duration, frame size) are read with ffprobe as soon as the download
 * allows: on a direct download's partial file while it arrives (the download is then stopped),
 * and on the whole file before any encoding; over a budget is `over_budget`.
 */
export async function downloadUrlInput(
  job: ProcessorJob<JobType>,
  url: string,
  to: number,
): Promise<RemoteMedia> {
  const budgets = resolveBudgets(
    jobDefinition(job.type).budgets,
    job.settings.budgets ?? defaultBudgets,
  );
  const applies = budgets.mediaSeconds !== undefined || budgets.mediaPixels !== undefined;
  const ffmpeg = applies ? job.tools.ffmpeg : null;
  const stopped = new AbortController();
  let problem: string | undefined;
  const watcher = ffmpeg
    ? watchPartialDownload(ffmpeg, directDownloadPath(job.workDir), budgets, (message) => {
        problem = message;
        stopped.abort();
      })
    : undefined;
  job.progress(0, 'Connecting');
  let media: RemoteMedia;
  try {
    media = await fetchRemoteMedia(url, job.workDir, {
      allowedHosts: job.settings.allowedUrlHosts,
      maxBytes: limits.videoForAudioTools,
      ytDlp: job.tools.ytDlp,
      ffmpegPath: job.tools.ffmpeg?.ffmpegPath,
      signal: AbortSignal.any([job.signal, stopped.signal]),
      onProgress: (progress) =>
        job.progress(
          progress.percent === null ? 0 : partOf(progress.percent, 0, to),
          downloadStage(progress.receivedBytes, progress.totalBytes),
        ),
    });
  } catch (error) {
    if (problem !== undefined) throw urlOverBudget(problem);
    throw error;
  } finally {
    await watcher?.stop();
  }
  if (problem !== undefined) throw urlOverBudget(problem);
  const whole = ffmpeg && (await urlMediaProblem(ffmpeg, media.path, budgets, job.signal));
  if (whole) throw urlOverBudget(whole);
  return media;
}
