import { audioTargets, type AudioTarget } from '../../../../shared/jobs/types/convert-audio.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { probeWithAudio, safeInputArguments } from '../probe.ts';
import { withCleanup, type MediaJobOptions } from './common.ts';

/** The encoder and container of each target. */
const encoders: Record<AudioTarget, { codec: string[]; format: string[] }> = {
  mp3: { codec: ['-c:a', 'libmp3lame'], format: ['-f', 'mp3'] },
  wav: { codec: ['-c:a', 'pcm_s16le'], format: ['-f', 'wav'] },
  ogg: { codec: ['-c:a', 'libvorbis'], format: ['-f', 'ogg'] },
  m4a: { codec: ['-c:a', 'aac'], format: ['-movflags', '+faststart', '-f', 'ipod'] },
  flac: { codec: ['-c:a', 'flac'], format: ['-f', 'flac'] },
  opus: { codec: ['-c:a', 'libopus'], format: ['-f', 'opus'] },
};

/** The ffmpeg output arguments for `target` at `kbps` (its default when absent, none when lossless). */
export function audioOutputArguments(target: AudioTarget, kbps: number | undefined): string[] {
  const rate =
    audioTargets[target].defaultKbps === null ? null : (kbps ?? audioTargets[target].defaultKbps);
  return [
    ...encoders[target].codec,
    ...(rate === null ? [] : ['-b:a', `${rate}k`]),
    ...encoders[target].format,
  ];
}

/**
 * The first audio track of any audio (or video) file in another format; tags kept, cover pictures
 * and video left out. `no_audio` for a file without sound.
 */
export async function convertAudio(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  target: { format: AudioTarget; kbps?: number | undefined },
  options: MediaJobOptions,
): Promise<{ durationSeconds: number | null }> {
  return withCleanup(outputPath, options, async () => {
    const info = await probeWithAudio(ffmpeg, inputPath, options);
    await runFfmpeg(
      ffmpeg,
      [
        ...safeInputArguments(inputPath),
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-dn',
        ...audioOutputArguments(target.format, target.kbps),
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
