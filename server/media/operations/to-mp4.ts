import { runFfmpeg } from '../ffmpeg.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { probeWithVideo, safeInputArguments } from '../probe.ts';
import { mp4VideoArguments, withCleanup, type MediaJobOptions } from './common.ts';
import type { VideoResult } from './audio.ts';

/**
 * Any video as an MP4 that every player plays (download-video's downloaded-video.mp4): H.264 and
 * AAC are copied as they are, anything else is encoded again; the first video and audio tracks
 * are kept. `no_video` for a file without picture.
 */
export async function convertToMp4(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: MediaJobOptions = {},
): Promise<VideoResult & { hasAudio: boolean }> {
  return withCleanup(outputPath, options, async () => {
    const info = await probeWithVideo(ffmpeg, inputPath, options);
    const videoArguments = mp4VideoArguments(info.video.codec);
    const audioArguments = !info.audio
      ? []
      : [
          '-map',
          '0:a:0',
          ...(info.audio.codec === 'aac' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '192k']),
        ];
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
      hasAudio: info.audio !== null,
    };
  });
}
