import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locateFfmpeg, type FfmpegInstallation } from '../../server/processing/media/locate.ts';
import { extractAudio, removeAudio } from '../../server/processing/media/operations/audio.ts';
import { convertToMp4 } from '../../server/processing/media/operations/to-mp4.ts';
import { videoToGif } from '../../server/processing/media/operations/video-to-gif.ts';
import { probeMedia } from '../../server/processing/media/probe.ts';
import type { MediaProgress } from '../../server/processing/media/progress.ts';
import {
  decodesCleanly,
  makeMediaFixtures,
  probe,
  streamTypes,
  type MediaFixtures,
} from '../support/media.ts';
import { expectNothingLeft, failure } from '../support/processing-failure.ts';

/**
 * The ffmpeg module on the video side, without a server: finding ffmpeg, probing, video to GIF,
 * converting to MP4, files that are not what they say, cancelling and time limits.
 */
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

describe('locating ffmpeg', () => {
  it("finds Debian's ffmpeg and ffprobe on the PATH", () => {
    expect(ffmpeg.source).toBe('path');
    expect(ffmpeg.version).toMatch(/^\d+\.\d+/);
    expect(ffmpeg.ffprobePath).not.toBeNull();
  });

  it('uses FFMPEG_PATH when set, and fails clearly when it does not run', async () => {
    const configured = await locateFfmpeg({ configuredPath: ffmpeg.ffmpegPath });
    expect(configured.source).toBe('config');
    const error = await failure(locateFfmpeg({ configuredPath: join(folder, 'no-such-ffmpeg') }));
    expect(error.code).toBe('tool_missing');
    expect(error.status).toBe(500);
  });

  it('falls back to the binary inside the npm package, which has no ffprobe', async () => {
    const npm = await locateFfmpeg({ searchPath: '' });
    expect(npm.source).toBe('npm');
    expect(npm.ffprobePath).toBeNull();
    expect(npm.version).toBeTruthy();
  });
});

describe('probing', () => {
  it('reads length and streams with ffprobe', async () => {
    const info = await probeMedia(ffmpeg, fixtures.audioVideo);
    expect(info.durationSeconds).toBeCloseTo(5, 1);
    expect(info.video).toMatchObject({ codec: 'h264', width: 320, height: 240, frameRate: 25 });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 44100, channels: 1 });
  });

  it('reads the same with ffmpeg alone (the npm build)', async () => {
    const npm = await locateFfmpeg({ searchPath: '' });
    const info = await probeMedia(npm, fixtures.audioVideo);
    expect(info.durationSeconds).toBeCloseTo(5, 1);
    expect(info.video).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 44100 });
  });
});

describe('video to GIF', () => {
  it('makes a looping GIF of the piece asked for, with progress that only goes up', async () => {
    const output = join(out, 'created.gif');
    const progress: MediaProgress[] = [];
    const result = await videoToGif(ffmpeg, fixtures.audioVideo, output, {
      startTime: 1,
      endTime: 3.5,
      workDir: work,
      onProgress: (report) => progress.push(report),
    });
    expect(result).toEqual({ durationSeconds: 2.5, width: 320, height: 240, fps: 10 });
    const probed = probe(output, true);
    expect(probed.formatName).toBe('gif');
    expect(Math.abs(probed.duration - 2.5)).toBeLessThanOrEqual(0.1);
    expect(probed.streams[0]).toMatchObject({
      codec_name: 'gif',
      width: 320,
      height: 240,
      nb_read_frames: '25',
    });
    const percents = progress.map((report) => report.percent);
    expect(percents.length).toBeGreaterThanOrEqual(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(readdirSync(work)).toEqual([]);
  });

  it('scales wide videos down to the width cap, keeping the shape', async () => {
    const output = join(out, 'wide.gif');
    const result = await videoToGif(ffmpeg, fixtures.longVideo, output, {
      startTime: 0,
      endTime: 1,
      workDir: work,
    });
    expect(result).toMatchObject({ width: 480, height: 270 });
    expect(probe(output).streams[0]).toMatchObject({ width: 480, height: 270 });
  });

  it('draws the text overlay at the bottom of the frames', async () => {
    const plain = join(out, 'plain.gif');
    const captioned = join(out, 'captioned.gif');
    const options = { startTime: 0, endTime: 0.5, workDir: work };
    await videoToGif(ffmpeg, fixtures.audioVideo, plain, options);
    await videoToGif(ffmpeg, fixtures.audioVideo, captioned, {
      ...options,
      text: "50% off: it's %{pts} \\ [1]",
    });
    const frame = (path: string) => sharp(path, { pages: 1 }).removeAlpha().raw().toBuffer();
    const [a, b] = await Promise.all([frame(plain), frame(captioned)]);
    const rowBytes = 320 * 3;
    const difference = (fromRow: number, toRow: number) => {
      let sum = 0;
      for (let index = fromRow * rowBytes; index < toRow * rowBytes; index++)
        sum += Math.abs(a[index]! - b[index]!);
      return sum / ((toRow - fromRow) * rowBytes);
    };
    const top = difference(0, 60);
    const bottom = difference(180, 240);
    expect(bottom).toBeGreaterThan(5);
    expect(bottom).toBeGreaterThan(top * 4);
  });

  it('stops at the end of the video when the end time is past it', async () => {
    const output = join(out, 'clamped.gif');
    const result = await videoToGif(ffmpeg, fixtures.audioVideo, output, {
      startTime: 3,
      endTime: 60,
      workDir: work,
    });
    expect(result.durationSeconds).toBe(2);
    expect(Math.abs(probe(output).duration - 2)).toBeLessThanOrEqual(0.1);
  });

  it('refuses a start past the end, an end before the start and an audio file', async () => {
    const output = join(out, 'bad.gif');
    expect(
      (
        await failure(
          videoToGif(ffmpeg, fixtures.audioVideo, output, {
            startTime: 6,
            endTime: 8,
            workDir: work,
          }),
        )
      ).code,
    ).toBe('start_past_end_of_file');
    expect(
      (
        await failure(
          videoToGif(ffmpeg, fixtures.audioVideo, output, {
            startTime: 3,
            endTime: 2,
            workDir: work,
          }),
        )
      ).code,
    ).toBe('invalid_time_range');
    expect(
      (
        await failure(
          videoToGif(ffmpeg, fixtures.toneMp3, output, { startTime: 0, endTime: 2, workDir: work }),
        )
      ).code,
    ).toBe('no_video');
    expectClean(output);
  });
});

describe('convert to MP4', () => {
  it('copies H.264 and AAC as they are', async () => {
    const output = join(out, 'downloaded-video.mp4');
    const result = await convertToMp4(ffmpeg, fixtures.audioVideo, output, { workDir: work });
    expect(result).toMatchObject({ videoCopied: true, hasAudio: true });
    expect(probe(output).streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
  });

  it('encodes WebM to H.264 and AAC, keeping its length', async () => {
    const output = join(out, 'from-webm.mp4');
    const result = await convertToMp4(ffmpeg, fixtures.webm, output, { workDir: work });
    expect(result).toMatchObject({ videoCopied: false, hasAudio: true });
    const probed = probe(output);
    expect(probed.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
    expect(Math.abs(probed.duration - 3)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(output)).toBe(true);
  });

  it('keeps a silent video silent and refuses audio files', async () => {
    const output = join(out, 'silent.mp4');
    expect(
      (await convertToMp4(ffmpeg, fixtures.videoOnly, output, { workDir: work })).hasAudio,
    ).toBe(false);
    expect(streamTypes(output)).toEqual(['video']);
    const refused = join(out, 'refused.mp4');
    expect(
      (await failure(convertToMp4(ffmpeg, fixtures.toneMp3, refused, { workDir: work }))).code,
    ).toBe('no_video');
    expectClean(refused);
  });
});

describe('bad inputs', () => {
  it.each([
    ['a text file renamed .mp4', 'textAsMp4', 'unreadable_media'],
    ['an MP4 cut before its index', 'truncatedMp4', 'unreadable_media'],
    ['an MP4 cut short after its index', 'truncatedFaststartMp4', 'unreadable_media'],
    ['a zero-length file', 'emptyMp4', 'empty_file'],
  ] as const)('gives a clear error for %s and leaves nothing on disk', async (_name, key, code) => {
    for (const operation of [
      (output: string) => extractAudio(ffmpeg, fixtures[key], output, { workDir: work }),
      (output: string) => removeAudio(ffmpeg, fixtures[key], output, { workDir: work }),
      (output: string) =>
        videoToGif(ffmpeg, fixtures[key], output, { startTime: 0, endTime: 4.5, workDir: work }),
    ]) {
      const output = join(out, 'result');
      const error = await failure(operation(output));
      expect(error.code).toBe(code);
      expect(error.status).toBe(422);
      expect(error.message).not.toContain(folder);
      expectClean(output);
    }
  });

  it('refuses a playlist posing as a video without fetching what it lists', async () => {
    const hits: string[] = [];
    const server: Server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const playlist = join(folder, 'playlist.mp4');
    writeFileSync(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/secret.ts\n#EXTINF:10,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n`,
    );
    try {
      const output = join(out, 'playlist.mp3');
      expect((await failure(extractAudio(ffmpeg, playlist, output, { workDir: work }))).code).toBe(
        'unreadable_media',
      );
      expect(hits).toEqual([]);
      expectClean(output);
    } finally {
      server.close();
    }
  });
});

describe('cancelling and time limits', () => {
  it('kills ffmpeg when the job is cancelled and leaves nothing behind', async () => {
    const output = join(out, 'cancelled.gif');
    const controller = new AbortController();
    const started = performance.now();
    const error = await failure(
      videoToGif(ffmpeg, fixtures.longVideo, output, {
        startTime: 0,
        endTime: 12,
        workDir: work,
        signal: controller.signal,
        onProgress: () => controller.abort(),
      }),
    );
    expect(error.code).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(20_000);
    expectClean(output);
  });

  it('refuses to start when already cancelled', async () => {
    const output = join(out, 'never.mp3');
    const error = await failure(
      extractAudio(ffmpeg, fixtures.audioVideo, output, {
        workDir: work,
        signal: AbortSignal.abort(),
      }),
    );
    expect(error.code).toBe('cancelled');
    expectClean(output);
  });

  it('stops work that runs past its time limit', async () => {
    const output = join(out, 'slow.gif');
    const error = await failure(
      videoToGif(ffmpeg, fixtures.longVideo, output, {
        startTime: 0,
        endTime: 12,
        workDir: work,
        timeoutMs: 150,
      }),
    );
    expect([error.code, error.status]).toEqual(['timeout', 422]);
    expectClean(output);
  });
});
