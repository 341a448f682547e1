import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { systemFfmpeg, type Probed } from './media.ts';

/** What the media tools' results are judged by: ffprobe's codecs, stream hashes, EBU R128. */

/** The streams as `video:h264`, `audio:aac`, sorted. */
export const codecs = (probed: Probed) =>
  probed.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort();

/** MD5 of the first video track's packets as they are stored: equal only for a copy. */
export function videoBitstream(path: string): string {
  const result = spawnSync(
    systemFfmpeg,
    [
      '-v',
      'error',
      '-i',
      path,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-f',
      'streamhash',
      '-hash',
      'md5',
      '-',
    ],
    { encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

/** Integrated loudness (LUFS) and true peak (dBTP) as ffmpeg's own EBU R128 meter reads them. */
export function loudness(path: string): { lufs: number; truePeak: number } {
  const result = spawnSync(
    systemFfmpeg,
    [
      '-hide_banner',
      '-nostats',
      '-i',
      path,
      '-map',
      '0:a:0',
      '-filter_complex',
      'ebur128=peak=true',
      '-f',
      'null',
      '-',
    ],
    { encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  const summary = result.stderr.slice(result.stderr.lastIndexOf('Summary:'));
  return {
    lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}
