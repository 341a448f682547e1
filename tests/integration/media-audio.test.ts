import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locateFfmpeg, type FfmpegInstallation } from '../../server/processing/media/locate.ts';
import {
  addAudio,
  extractAudio,
  removeAudio,
  trimAudio,
} from '../../server/processing/media/operations/audio.ts';
import {
  decodesCleanly,
  makeMediaFixtures,
  probe,
  streamTypes,
  type MediaFixtures,
} from '../support/media.ts';
import { expectNothingLeft, failure } from '../support/processing-failure.ts';

/** The ffmpeg module's audio operations, without a server: trim, extract, add and remove audio. */
let folder: string;
let fixtures: MediaFixtures;
let ffmpeg: FfmpegInstallation;
let work: string;
let out: string;

/** Nothing left behind: no temporary folder, no output. */
const expectClean = (output: string) => expectNothingLeft(work, output);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'media-test-'));
  fixtures = makeMediaFixtures(folder);
  ffmpeg = await locateFfmpeg();
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  work = mkdtempSync(join(folder, 'work-'));
  out = mkdtempSync(join(folder, 'out-'));
});

describe('trim audio', () => {
  it('cuts the piece asked for into an MP3 that decodes', async () => {
    const output = join(out, 'processed-audio.mp3');
    const result = await trimAudio(ffmpeg, fixtures.toneMp3, output, {
      startTime: 1.25,
      endTime: 4,
      workDir: work,
    });
    expect(result.durationSeconds).toBe(2.75);
    const probed = probe(output);
    expect(probed.formatName).toBe('mp3');
    expect(Math.abs(probed.duration - 2.75)).toBeLessThanOrEqual(0.1);
    expect(streamTypes(output)).toEqual(['audio']);
    expect(decodesCleanly(output)).toBe(true);
  });

  it('trims the sound of a video file too', async () => {
    const output = join(out, 'from-video.mp3');
    await trimAudio(ffmpeg, fixtures.audioVideo, output, {
      startTime: 0,
      endTime: 2,
      workDir: work,
    });
    expect(Math.abs(probe(output).duration - 2)).toBeLessThanOrEqual(0.1);
    expect(streamTypes(output)).toEqual(['audio']);
  });

  it('says clearly when the end is before the start or past the end of the file', async () => {
    const output = join(out, 'bad.mp3');
    const backwards = await failure(
      trimAudio(ffmpeg, fixtures.toneMp3, output, { startTime: 4, endTime: 2, workDir: work }),
    );
    expect([backwards.code, backwards.status, backwards.field]).toEqual([
      'invalid_time_range',
      400,
      'endTime',
    ]);
    const tooFar = await failure(
      trimAudio(ffmpeg, fixtures.toneMp3, output, { startTime: 1, endTime: 30, workDir: work }),
    );
    expect([tooFar.code, tooFar.status]).toEqual(['end_past_end_of_file', 422]);
    expect(tooFar.message).toMatch(
      /^The end time is past the end of the file \(it is 6(\.\d+)? s long\)\.$/,
    );
    expectClean(output);
  });

  it('refuses a file without sound', async () => {
    const output = join(out, 'silent.mp3');
    const error = await failure(
      trimAudio(ffmpeg, fixtures.videoOnly, output, { startTime: 0, endTime: 2, workDir: work }),
    );
    expect([error.code, error.status, error.message]).toEqual([
      'no_audio',
      422,
      'This file has no audio track.',
    ]);
    expectClean(output);
  });
});

describe('extract audio', () => {
  it('takes the sound of a video as an MP3 as long as the video', async () => {
    const output = join(out, 'processed-audio.mp3');
    const progress: number[] = [];
    await extractAudio(ffmpeg, fixtures.audioVideo, output, {
      workDir: work,
      onProgress: (report) => progress.push(report.percent),
    });
    expect(Math.abs(probe(output).duration - 5)).toBeLessThanOrEqual(0.1);
    expect(streamTypes(output)).toEqual(['audio']);
    expect(decodesCleanly(output)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('reads WebM', async () => {
    const output = join(out, 'webm.mp3');
    await extractAudio(ffmpeg, fixtures.webm, output, { workDir: work });
    expect(Math.abs(probe(output).duration - 3)).toBeLessThanOrEqual(0.1);
  });

  it('refuses a video without sound', async () => {
    const output = join(out, 'none.mp3');
    expect(
      (await failure(extractAudio(ffmpeg, fixtures.videoOnly, output, { workDir: work }))).code,
    ).toBe('no_audio');
    expectClean(output);
  });

  it('works with the npm build of ffmpeg (no ffprobe)', async () => {
    const npm = await locateFfmpeg({ searchPath: '' });
    const output = join(out, 'npm.mp3');
    await extractAudio(npm, fixtures.audioVideo, output, { workDir: work });
    expect(Math.abs(probe(output).duration - 5)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(output)).toBe(true);
  });
});

describe('add audio', () => {
  it('puts new sound under the picture, as long as the shorter of the two', async () => {
    const shortTone = join(folder, 'tone-3s.mp3');
    await trimAudio(ffmpeg, fixtures.toneMp3, shortTone, {
      startTime: 0,
      endTime: 3,
      workDir: work,
    });
    const output = join(out, 'with-audio.mp4');
    const result = await addAudio(ffmpeg, fixtures.videoOnly, shortTone, output, { workDir: work });
    expect(result.videoCopied).toBe(false);
    const probed = probe(output);
    expect(Math.abs(probed.duration - 3)).toBeLessThanOrEqual(0.1);
    expect(probed.formatName).toContain('mp4');
    expect(streamTypes(output)).toEqual(['audio', 'video']);
    expect(decodesCleanly(output)).toBe(true);
  });

  it('copies the picture untouched when the sound is longer', async () => {
    const output = join(out, 'longer-sound.mp4');
    const result = await addAudio(ffmpeg, fixtures.videoOnly, fixtures.longToneWav, output, {
      workDir: work,
    });
    expect(result.videoCopied).toBe(true);
    expect(Math.abs(probe(output).duration - 5)).toBeLessThanOrEqual(0.1);
    expect(streamTypes(output)).toEqual(['audio', 'video']);
  });

  it('replaces the sound a video already has', async () => {
    const output = join(out, 'replaced.mp4');
    await addAudio(ffmpeg, fixtures.audioVideo, fixtures.longToneWav, output, { workDir: work });
    expect(streamTypes(output)).toEqual(['audio', 'video']);
    expect(probe(output).streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe(
      'aac',
    );
  });

  it('refuses a "video" without picture and an "audio" without sound', async () => {
    const output = join(out, 'bad.mp4');
    expect(
      (
        await failure(
          addAudio(ffmpeg, fixtures.toneMp3, fixtures.toneMp3, output, { workDir: work }),
        )
      ).code,
    ).toBe('no_video');
    expect(
      (
        await failure(
          addAudio(ffmpeg, fixtures.audioVideo, fixtures.videoOnly, output, { workDir: work }),
        )
      ).code,
    ).toBe('no_audio');
    expectClean(output);
  });
});

describe('remove audio', () => {
  it('keeps the picture and drops every sound stream', async () => {
    const output = join(out, 'silent.mp4');
    const result = await removeAudio(ffmpeg, fixtures.audioVideo, output, { workDir: work });
    expect(result.videoCopied).toBe(true);
    expect(streamTypes(output)).toEqual(['video']);
    expect(Math.abs(probe(output).duration - 5)).toBeLessThanOrEqual(0.1);
  });

  it('makes an H.264 MP4 from WebM', async () => {
    const output = join(out, 'from-webm.mp4');
    const result = await removeAudio(ffmpeg, fixtures.webm, output, { workDir: work });
    expect(result.videoCopied).toBe(false);
    const probed = probe(output);
    expect(probed.streams.map((stream) => stream.codec_name)).toEqual(['h264']);
    expect(Math.abs(probed.duration - 3)).toBeLessThanOrEqual(0.1);
  });

  it('refuses an audio file', async () => {
    const output = join(out, 'none.mp4');
    expect(
      (await failure(removeAudio(ffmpeg, fixtures.toneMp3, output, { workDir: work }))).code,
    ).toBe('no_video');
    expectClean(output);
  });
});
