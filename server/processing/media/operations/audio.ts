import type { FfmpegInstallation } from '../locate.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { probeWithAudio, probeWithVideo, safeInputArguments } from '../probe.ts';
import { END_TOLERANCE_SECONDS, resolveTimeRange } from '../clip-range.ts';
import {
  mp3AudioArguments,
  mp4VideoArguments,
  timeArgument,
  withCleanup,
  type MediaJobOptions,
} from './common.ts';
import { writeMp4 } from './to-mp4.ts';

export interface TrimAudioOptions extends MediaJobOptions {
  startTime: number;
  endTime: number;
}

export interface AudioResult {
  durationSeconds: number | null;
}

/**
 * Cuts an audio file (or the audio of a video) between two times into an MP3. An end before the
 * start is `invalid_time_range`, an end past the file's end `end_past_end_of_file`, a file
 * without audio `no_audio`.
 */
export async function trimAudio(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: TrimAudioOptions,
): Promise<AudioResult> {
  return withCleanup(outputPath, options, async () => {
    const info = await probeWithAudio(ffmpeg, inputPath, options);
    const range = resolveTimeRange(
      options.startTime,
      options.endTime,
      info.durationSeconds,
      'error',
    );
    await runFfmpeg(
      ffmpeg,
      [
        '-ss',
        timeArgument(range.startSeconds),
        '-t',
        timeArgument(range.durationSeconds),
        ...safeInputArguments(inputPath),
        '-map',
        '0:a:0',
        ...mp3AudioArguments,
        '-f',
        'mp3',
        `file:${outputPath}`,
      ],
      {
        expectedDurationSeconds: range.durationSeconds,
        onProgress: options.onProgress,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );
    return { durationSeconds: range.durationSeconds };
  });
}

/** The first audio track of a video (or audio) file as an MP3; `no_audio` when it has none. */
export async function extractAudio(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: MediaJobOptions = {},
): Promise<AudioResult> {
  return withCleanup(outputPath, options, async () => {
    const info = await probeWithAudio(ffmpeg, inputPath, options);
    await runFfmpeg(
      ffmpeg,
      [
        ...safeInputArguments(inputPath),
        '-map',
        '0:a:0',
        ...mp3AudioArguments,
        '-f',
        'mp3',
        `file:${outputPath}`,
      ],
      {
        expectedDurationSeconds: info.durationSeconds,
        onProgress: options.onProgress,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );
    return { durationSeconds: info.durationSeconds };
  });
}

export interface VideoResult {
  durationSeconds: number | null;
  /** True when the picture was copied as it was (H.264), false when it was encoded again. */
  videoCopied: boolean;
}

/**
 * The picture of a video with the sound of another file, as an MP4 as long as the shorter of
 * the two. `no_video` when the video has no picture, `no_audio` when the audio file has no sound.
 */
export async function addAudio(
  ffmpeg: FfmpegInstallation,
  videoPath: string,
  audioPath: string,
  outputPath: string,
  options: MediaJobOptions = {},
): Promise<VideoResult> {
  return withCleanup(outputPath, options, async () => {
    const video = await probeWithVideo(ffmpeg, videoPath, options);
    const audio = await probeWithAudio(ffmpeg, audioPath, options);
    const lengths = [video.durationSeconds, audio.durationSeconds].filter(
      (value): value is number => value !== null,
    );
    const duration = lengths.length === 2 ? Math.min(...lengths) : null;
    // Copying cuts only at whole packets (B-frames run past the cut), so the picture is copied
    // only when the audio outlasts it; when the video must be cut, it is encoded again.
    const videoIsCut =
      duration === null ||
      video.durationSeconds === null ||
      video.durationSeconds > duration + END_TOLERANCE_SECONDS;
    const videoArguments = mp4VideoArguments(videoIsCut ? 'must-encode' : video.video.codec);
    await runFfmpeg(
      ffmpeg,
      [
        ...safeInputArguments(videoPath),
        ...safeInputArguments(audioPath),
        '-map',
        '0:v:0',
        '-map',
        '1:a:0',
        ...videoArguments,
        '-c:a',
        'aac',
        '-b:a',
        '192k',
        // An exact length when both are known; -shortest otherwise.
        ...(duration !== null ? ['-t', timeArgument(duration)] : ['-shortest']),
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        `file:${outputPath}`,
      ],
      {
        expectedDurationSeconds: duration,
        onProgress: options.onProgress,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );
    return { durationSeconds: duration, videoCopied: videoArguments[1] === 'copy' };
  });
}

/** The picture of a video without any sound, as an MP4; `no_video` when it has no picture. */
export function removeAudio(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: MediaJobOptions = {},
): Promise<VideoResult> {
  return writeMp4(ffmpeg, inputPath, outputPath, options, false);
}
