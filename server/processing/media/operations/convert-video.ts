import type { VideoTarget } from '../../../../shared/jobs/types/convert-video.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { probeWithVideo, safeInputArguments } from '../probe.ts';
import {
  audioEncodeArguments,
  audioFits,
  muxerArguments,
  videoEncodeArguments,
  videoFits,
} from '../video-containers.ts';
import { withCleanup, type MediaJobOptions } from './common.ts';

export interface ConvertedVideo {
  videoCopied: boolean;
  /** Null when the video has no sound. */
  audioCopied: boolean | null;
}

/**
 * The first video and audio tracks of any video in another container: each copied as it is when
 * its codec fits the container (seconds for a long video), encoded otherwise (H.264/AAC; VP9/Opus
 * for WebM). `no_video` for a file without picture.
 */
export async function convertVideo(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  target: VideoTarget,
  options: MediaJobOptions,
): Promise<ConvertedVideo> {
  return withCleanup(outputPath, options, async () => {
    const info = await probeWithVideo(ffmpeg, inputPath, options);
    const videoCopied = videoFits(target, info.video.codec);
    const audioCopied = info.audio ? audioFits(target, info.audio.codec) : null;
    const video = videoCopied
      ? [
          '-c:v',
          'copy',
          ...(info.video.codec === 'hevc' && target !== 'mkv' ? ['-tag:v', 'hvc1'] : []),
        ]
      : videoEncodeArguments(target);
    const audio =
      audioCopied === null
        ? ['-an']
        : ['-map', '0:a:0', ...(audioCopied ? ['-c:a', 'copy'] : audioEncodeArguments(target))];
    await runFfmpeg(
      ffmpeg,
      [
        ...safeInputArguments(inputPath),
        '-map',
        '0:v:0',
        ...audio,
        '-sn',
        '-dn',
        ...video,
        ...muxerArguments[target],
        `file:${outputPath}`,
      ],
      {
        expectedDurationSeconds: info.durationSeconds,
        onProgress: options.onProgress,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );
    return { videoCopied, audioCopied };
  });
}
