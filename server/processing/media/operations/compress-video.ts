import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { duration } from '../../../../shared/jobs/amounts.ts';
import type { MaxHeight, VideoQuality } from '../../../../shared/jobs/types/compress-video.ts';
import { ProcessingError } from '../../../processing-error.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { probeWithVideo, safeInputArguments, type MediaInfo } from '../probe.ts';
import { partOf } from '../progress-share.ts';
import type { ProgressListener } from '../progress.ts';
import {
  planForSize,
  qualityCrf,
  scaleFilter,
  smallestTargetMb,
  type SizePlan,
} from '../video-bitrate.ts';
import { withCleanup, type MediaJobOptions } from './common.ts';

export interface CompressVideoSettings {
  /** The result at most this many bytes; else `quality` decides. */
  targetBytes?: number | undefined;
  quality: VideoQuality;
  maxHeight: MaxHeight;
}

/** Re-encodes after the first try came out over the target, each time a little lower. */
const MAX_RETRIES = 2;

function mappedProgress(
  listener: ProgressListener | undefined,
  from: number,
  to: number,
): ProgressListener | undefined {
  return (
    listener &&
    ((progress) => listener({ ...progress, percent: partOf(progress.percent, from, to) }))
  );
}

function videoArguments(maxHeight: MaxHeight): string[] {
  return [
    '-map',
    '0:v:0',
    '-vf',
    scaleFilter(maxHeight),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
  ];
}

function audioArguments(info: MediaInfo, kbps: number): string[] {
  return info.audio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${kbps}k`] : ['-an'];
}

const mp4Output = (outputPath: string) => [
  '-sn',
  '-dn',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
  `file:${outputPath}`,
];

function tooSmall(seconds: number, targetBytes: number): ProcessingError {
  const asked = Math.round(targetBytes / (1024 * 1024));
  return new ProcessingError(
    'target_size_too_small',
    `A video of ${duration(seconds)} cannot fit in ${asked} MB and still be watchable: choose at least ${smallestTargetMb(seconds)} MB, or a quality instead.`,
    { field: 'targetSizeMB' },
  );
}

/**
 * Any video as a smaller MP4 (H.264 + AAC, index first so it plays while it downloads), its height
 * capped at `maxHeight`. With a target size: two passes at the rate that fits the length (from
 * ffprobe), the size checked and the second pass run again lower while it is over; a size that
 * cannot hold the length is `target_size_too_small`. Otherwise one pass at the quality's CRF.
 */
export async function compressVideo(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  settings: CompressVideoSettings,
  options: MediaJobOptions,
): Promise<{ durationSeconds: number | null; bytes: number }> {
  return withCleanup(outputPath, options, async (folder) => {
    const info = await probeWithVideo(ffmpeg, inputPath, options);
    const run = (args: string[], from: number, to: number) =>
      runFfmpeg(ffmpeg, [...safeInputArguments(inputPath), ...args], {
        expectedDurationSeconds: info.durationSeconds,
        onProgress: mappedProgress(options.onProgress, from, to),
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      });
    const { targetBytes } = settings;
    if (targetBytes === undefined) {
      const crf = String(qualityCrf[settings.quality]);
      await run(
        [
          ...videoArguments(settings.maxHeight),
          '-crf',
          crf,
          ...audioArguments(info, settings.quality === 'low' ? 96 : 128),
          ...mp4Output(outputPath),
        ],
        0,
        100,
      );
      return { durationSeconds: info.durationSeconds, bytes: (await stat(outputPath)).size };
    }
    const seconds = info.durationSeconds;
    if (seconds === null || seconds <= 0) {
      throw new ProcessingError(
        'media_failed',
        'The length of this video could not be read, so a target size cannot be kept: choose a quality instead.',
        { field: 'targetSizeMB' },
      );
    }
    let plan: SizePlan | null = planForSize(targetBytes, seconds, info.audio !== null);
    if (!plan) throw tooSmall(seconds, targetBytes);
    const passLog = join(folder, 'pass');
    const rate = (kbps: number) => ['-b:v', `${kbps}k`, '-passlogfile', passLog];
    await run(
      [
        ...videoArguments(settings.maxHeight),
        ...rate(plan.videoKbps),
        '-pass',
        '1',
        '-an',
        '-f',
        'null',
        '-',
      ],
      0,
      30,
    );
    for (let attempt = 0; ; attempt++) {
      await run(
        [
          ...videoArguments(settings.maxHeight),
          ...rate(plan.videoKbps),
          '-pass',
          '2',
          ...audioArguments(info, plan.audioKbps),
          ...mp4Output(outputPath),
        ],
        attempt === 0 ? 30 : 95,
        attempt === 0 ? 95 : 99,
      );
      const bytes = (await stat(outputPath)).size;
      if (bytes <= targetBytes) return { durationSeconds: seconds, bytes };
      if (attempt === MAX_RETRIES) {
        throw new ProcessingError(
          'media_failed',
          'This video could not be made small enough for the size asked: choose a larger size or a quality instead.',
          {
            field: 'targetSizeMB',
            detail: `${bytes} bytes after ${attempt + 1} tries for ${targetBytes}`,
          },
        );
      }
      const videoKbps = Math.floor(
        (plan.videoKbps + plan.audioKbps) * (targetBytes / bytes) * 0.97 - plan.audioKbps,
      );
      if (videoKbps <= 0) throw tooSmall(seconds, targetBytes);
      plan = { ...plan, videoKbps };
    }
  });
}
