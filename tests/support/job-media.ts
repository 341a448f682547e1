import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FilePart } from './jobs.ts';
import { ffmpegMake, h264Args, lavfiPicture, lavfiTone } from './media.ts';

/**
 * Media sent to the media job types in tests, made with Debian's ffmpeg from its test sources.
 * Each test file asks only for what it sends: the long clip and the VP9 encode cost seconds.
 */
const recipes = {
  /** 6 s, 320x240 at 25 fps, H.264 with a 440 Hz tone in AAC. */
  audioVideo: (at: (name: string) => string) =>
    made(at('av.mp4'), [
      ...lavfiPicture(6),
      ...lavfiTone(6),
      ...h264Args,
      '-c:a',
      'aac',
      '-shortest',
    ]),
  /** 12 s 640x360 with sound: long enough to see progress. */
  longVideo: (at: (name: string) => string) =>
    made(at('long.mp4'), [
      ...lavfiPicture(12, '640x360'),
      ...lavfiTone(12),
      ...h264Args,
      '-c:a',
      'aac',
      '-shortest',
    ]),
  /** 5 s of picture only. */
  videoOnly: (at: (name: string) => string) =>
    made(at('video-only.mp4'), [...lavfiPicture(5), ...h264Args]),
  /** 6 s tone, MP3. */
  toneMp3: (at: (name: string) => string) =>
    made(at('tone.mp3'), [...lavfiTone(6), '-c:a', 'libmp3lame', '-q:a', '4']),
  /** 3 s tone, WAV. */
  shortWav: (at: (name: string) => string) => made(at('short.wav'), lavfiTone(3)),
  /** 3 s VP9 + Opus. */
  webm: (at: (name: string) => string) =>
    made(at('clip.webm'), [
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
    ]),
  /** The first 40% of an MP4 whose index is at its end. */
  truncatedMp4: (at: (name: string) => string) => {
    const whole = recipes.audioVideo(at);
    return whole.subarray(0, Math.floor(whole.length * 0.4));
  },
};

export type JobMediaName = keyof typeof recipes;

/** Makes the named media in `folder` (once each) and returns their bytes. */
export function makeJobMedia<Name extends JobMediaName>(
  folder: string,
  names: readonly Name[],
): Record<Name, Buffer> {
  const at = (name: string) => join(folder, name);
  return Object.fromEntries(names.map((name) => [name, recipes[name](at)])) as Record<Name, Buffer>;
}

function made(path: string, args: string[]): Buffer {
  if (!existsSync(path)) ffmpegMake([...args, path]);
  return readFileSync(path);
}

/** An upload part of an MP4 video. */
export const mp4 = (name: string, bytes: Buffer, field = 'file'): FilePart => ({
  field,
  name,
  bytes,
  type: 'video/mp4',
});
