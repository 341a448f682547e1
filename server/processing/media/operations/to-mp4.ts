import { runFfmpeg } from '../ffmpeg.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { probeWithVideo, safeInputArguments } from '../probe.ts';
import { mp4VideoArguments, withCleanup, type MediaJobOptions } from './common.ts';
import type { VideoResult } from './audio.ts';

/**
 * The first video track of any video as an MP4 that every player plays: H.264 is copied as it is,
 * anything else is encoded again. With `keepAudio`, the first audio track comes along (AAC copied,
 * anything else encoded); without it the result has no sound. `no_video` for a file without
 * picture.
 */
export async function writeMp4(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: MediaJobOptions,
  keepAudio: boolean,
): Promise<VideoResult & { hasAudio: boolean }> {
  return withCleanup(outputPath, options, async () => {
    const info = await probeWithVideo(ffmpeg, inputPath, options);
    const videoArguments = mp4VideoArguments(info.video.codec);
    const withAudio = keepAudio && info.audio !== null;
    const audioArguments = withAudio
      ? [
          '-map',
          '0:a:0',
          ...(info.audio?.codec === 'aac' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '192k']),
        ]
      : ['-an'];
    await runFfmpeg(
      ffmpeg,
      [
        ...safeInputArguments(inputPath),
        '-map',
        '0:v:0',
        ...audioArguments,
        '-sn',
        '-dn',
        ...videoArguments,
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        `file:${outputPath}`,
      ],
      {
        expectedDurationSeconds: info.durationSeconds,
        onProgress: options.onProgress,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );
    return {
      durationSeconds: info.durationSeconds,
      videoCopied: videoArguments[1] === 'copy',
      hasAudio: withAudio,
    };
  });
}

/** Any video as an MP4 with its sound (download-video's downloaded-video.mp4). */
export function convertToMp4(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: MediaJobOptions = {},
): Promise<VideoResult & { hasAudio: boolean }> {
  return writeMp4(ffmpeg, inputPath, outputPath, options, true);
}
