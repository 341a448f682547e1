import { stat } from 'node:fs/promises';
import { runProcess } from '../../process/run-process.ts';
import { ProcessingError } from '../../processing-error.ts';
import { mediaMessages, stderrSummary } from './ffmpeg-errors.ts';
import type { FfmpegInstallation } from './locate.ts';
import { parseFfmpegInputBanner, parseFfprobeJson, type MediaInfo } from './probe-parse.ts';

export type { AudioStreamInfo, MediaInfo, VideoStreamInfo } from './probe-parse.ts';

/**
 * The containers a visitor's file may be read as. Everything else is refused before it is
 * opened: playlists (HLS), concat scripts and the like would let a file make ffmpeg fetch URLs or
 * read other files on the server.
 */
export const allowedInputFormats = [
  'mov', // mp4, m4a, mov, 3gp
  'matroska', // mkv and webm
  'avi',
  'mp3',
  'wav',
  'ogg',
  'flac',
  'aac',
  'asf',
  'mpegts',
  'mpeg',
  'flv',
  'aiff',
  'caf',
  'w64',
] as const;

/** Input options put before every `-i` of a visitor's file: local files, media containers only. */
export function safeInputArguments(path: string): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    allowedInputFormats.join(','),
    '-i',
    `file:${path}`,
  ];
}

export interface ProbeOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

/** Throws `empty_file` for a zero-length file, so no tool ever sees one. */
export async function assertNotEmpty(path: string): Promise<number> {
  const { size } = await stat(path);
  if (size === 0) throw new ProcessingError('empty_file', mediaMessages.empty);
  return size;
}

/**
 * What a media file holds: container, duration, first video and audio streams. Uses ffprobe
 * when there is one, else what `ffmpeg -i` prints. An empty file is `empty_file`; a file that
 * is not a media container (text renamed .mp4, a truncated MP4 without its index) is
 * `unreadable_media`.
 */
export async function probeMedia(
  ffmpeg: FfmpegInstallation,
  path: string,
  options: ProbeOptions = {},
): Promise<MediaInfo> {
  await assertNotEmpty(path);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const inputArgs = [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    allowedInputFormats.join(','),
  ];

  let info: MediaInfo | null;
  let stderr: string;
  if (ffmpeg.ffprobePath) {
    const result = await runProcess(
      ffmpeg.ffprobePath,
      [
        '-v',
        'error',
        ...inputArgs,
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        `file:${path}`,
      ],
      { timeoutMs, signal: options.signal, label: 'ffprobe' },
    );
    stderr = result.stderr;
    info = result.exitCode === 0 ? parseFfprobeJson(result.stdout) : null;
  } else {
    // Without an output ffmpeg exits with 1 after describing its input; the description is what counts.
    const result = await runProcess(
      ffmpeg.ffmpegPath,
      ['-hide_banner', '-nostdin', ...inputArgs, '-i', `file:${path}`],
      { timeoutMs, signal: options.signal, label: 'ffmpeg' },
    );
    stderr = result.stderr;
    info = parseFfmpegInputBanner(result.stderr);
  }

  if (!info || (info.videoStreams === 0 && info.audioStreams === 0)) {
    throw new ProcessingError('unreadable_media', mediaMessages.unreadable, {
      detail: `probe: ${stderrSummary(stderr)}`,
    });
  }
  return info;
}

/** Probes and requires an audio track (`no_audio` otherwise). */
export async function probeWithAudio(
  ffmpeg: FfmpegInstallation,
  path: string,
  options: ProbeOptions = {},
): Promise<MediaInfo & { audio: NonNullable<MediaInfo['audio']> }> {
  const info = await probeMedia(ffmpeg, path, options);
  if (!info.audio) throw new ProcessingError('no_audio', mediaMessages.noAudio);
  return { ...info, audio: info.audio };
}

/** Probes and requires a video track (`no_video` otherwise). */
export async function probeWithVideo(
  ffmpeg: FfmpegInstallation,
  path: string,
  options: ProbeOptions = {},
): Promise<MediaInfo & { video: NonNullable<MediaInfo['video']> }> {
  const info = await probeMedia(ffmpeg, path, options);
  if (!info.video) throw new ProcessingError('no_video', mediaMessages.noVideo);
  return { ...info, video: info.video };
}
