import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Media made for tests with Debian's ffmpeg (lavfi test sources), and an independent ffprobe
 * reading of results: the tests judge our module's output with ffprobe's own JSON.
 */
export const systemFfmpeg = '/usr/bin/ffmpeg';
export const systemFfprobe = '/usr/bin/ffprobe';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result;
}

export function ffmpegMake(args: string[]): void {
  run(systemFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** ffmpeg input arguments: a moving test picture of `seconds` at 25 frames a second. */
export const lavfiPicture = (seconds: number, size = '320x240') => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=25:duration=${seconds}`,
];

/** ffmpeg input arguments: a 440 Hz tone of `seconds`. */
export const lavfiTone = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
];

/** ffmpeg output arguments for quick H.264 that every player reads. */
export const h264Args = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  nb_read_frames?: string;
}

export interface Probed {
  duration: number;
  formatName: string;
  streams: ProbedStream[];
}

/** ffprobe's view of a file; `countFrames` decodes it to count frames (GIFs). */
export function probe(path: string, countFrames = false): Probed {
  const result = run(systemFfprobe, [
    '-v',
    'error',
    ...(countFrames ? ['-count_frames'] : []),
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const json = JSON.parse(result.stdout) as {
    format: { duration: string; format_name: string };
    streams: ProbedStream[];
  };
  return {
    duration: Number(json.format.duration),
    formatName: json.format.format_name,
    streams: json.streams,
  };
}

export function streamTypes(path: string): string[] {
  return probe(path)
    .streams.map((stream) => stream.codec_type)
    .sort();
}

/** True when ffmpeg decodes every stream of the file without a single error. */
export function decodesCleanly(path: string): boolean {
  const result = spawnSync(systemFfmpeg, ['-v', 'error', '-i', path, '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  return result.status === 0 && result.stderr.trim() === '';
}

export interface MediaFixtures {
  /** 5 s, 320x240 at 25 fps, H.264, with a 440 Hz tone in AAC. */
  audioVideo: string;
  /** 5 s of picture only. */
  videoOnly: string;
  /** 6 s tone, MP3. */
  toneMp3: string;
  /** 8 s tone, WAV. */
  longToneWav: string;
  /** 3 s VP9 and Opus in WebM. */
  webm: string;
  /** A 12 s 640x360 clip, for cancel and time-limit tests. */
  longVideo: string;
  textAsMp4: string;
  /** The first 40% of an MP4 whose index is at its end: no index at all. */
  truncatedMp4: string;
  /** The first half of an MP4 whose index comes first: readable, but cut short. */
  truncatedFaststartMp4: string;
  emptyMp4: string;
}

export function makeMediaFixtures(folder: string): MediaFixtures {
  const at = (name: string) => join(folder, name);
  const fixtures: MediaFixtures = {
    audioVideo: at('audio-video.mp4'),
    videoOnly: at('video-only.mp4'),
    toneMp3: at('tone.mp3'),
    longToneWav: at('long-tone.wav'),
    webm: at('clip.webm'),
    longVideo: at('long.mp4'),
    textAsMp4: at('text.mp4'),
    truncatedMp4: at('truncated.mp4'),
    truncatedFaststartMp4: at('truncated-faststart.mp4'),
    emptyMp4: at('empty.mp4'),
  };
  ffmpegMake([
    ...lavfiPicture(5),
    ...lavfiTone(5),
    ...h264Args,
    '-c:a',
    'aac',
    '-shortest',
    fixtures.audioVideo,
  ]);
  ffmpegMake([...lavfiPicture(5), ...h264Args, fixtures.videoOnly]);
  ffmpegMake([...lavfiTone(6), '-c:a', 'libmp3lame', '-q:a', '4', fixtures.toneMp3]);
  ffmpegMake([...lavfiTone(8), fixtures.longToneWav]);
  ffmpegMake([
    ...lavfiPicture(3),
    ...lavfiTone(3),
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '300k',
    '-c:a',
    'libopus',
    '-shortest',
    fixtures.webm,
  ]);
  ffmpegMake([
    ...lavfiPicture(12, '640x360'),
    ...lavfiTone(12),
    ...h264Args,
    '-c:a',
    'aac',
    '-shortest',
    fixtures.longVideo,
  ]);
  writeFileSync(fixtures.textAsMp4, 'This is a text file with a video name.\n');
  const whole = readFileSync(fixtures.audioVideo);
  writeFileSync(fixtures.truncatedMp4, whole.subarray(0, Math.floor(whole.length * 0.4)));
  const faststart = at('faststart.mp4');
  ffmpegMake(['-i', fixtures.audioVideo, '-c', 'copy', '-movflags', '+faststart', faststart]);
  const indexed = readFileSync(faststart);
  writeFileSync(
    fixtures.truncatedFaststartMp4,
    indexed.subarray(0, Math.floor(indexed.length * 0.5)),
  );
  writeFileSync(fixtures.emptyMp4, '');
  return fixtures;
}
