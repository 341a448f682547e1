import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobTypes } from '../../shared/jobs/job-types.ts';
import type { JobView } from '../../shared/jobs/view.ts';
import { postJobForm, storedFiles, trpcClient, type FilePart } from '../support/jobs.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import {
  decodesCleanly,
  ffmpegMake,
  h264Args,
  lavfiPicture,
  lavfiTone,
  probe,
  streamTypes,
  systemFfmpeg,
} from '../support/media.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The media job types through the real server, on media made here with ffmpeg's test sources;
 * every result is judged by ffprobe (lengths within 0.1 s, streams there or not, GIF frames,
 * MP3s that decode). Both paths: REST multipart, and tus uploads + tRPC with live progress.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let folder: string;

const media = {
  /** 6 s, 320x240 at 25 fps, H.264 with a 440 Hz tone in AAC. */
  audioVideo: Buffer.alloc(0),
  /** 12 s 640x360 with sound: long enough to see progress. */
  longVideo: Buffer.alloc(0),
  /** 5 s of picture only. */
  videoOnly: Buffer.alloc(0),
  /** 6 s tone, MP3. */
  toneMp3: Buffer.alloc(0),
  /** 3 s tone, WAV. */
  shortWav: Buffer.alloc(0),
  /** 3 s VP9 + Opus. */
  webm: Buffer.alloc(0),
  /** The first 40% of an MP4 whose index is at its end. */
  truncatedMp4: Buffer.alloc(0),
};

const mp4 = (name: string, bytes: Buffer, field = 'file'): FilePart => ({
  field,
  name,
  bytes,
  type: 'video/mp4',
});

/** Writes a result to disk for ffprobe. */
let written = 0;
function saved(bytes: Buffer, extension: string): string {
  const path = join(folder, `result-${++written}.${extension}`);
  writeFileSync(path, bytes);
  return path;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'media-jobs-'));
  const at = (name: string) => join(folder, name);
  ffmpegMake([
    ...lavfiPicture(6),
    ...lavfiTone(6),
    ...h264Args,
    '-c:a',
    'aac',
    '-shortest',
    at('av.mp4'),
  ]);
  ffmpegMake([
    ...lavfiPicture(12, '640x360'),
    ...lavfiTone(12),
    ...h264Args,
    '-c:a',
    'aac',
    '-shortest',
    at('long.mp4'),
  ]);
  ffmpegMake([...lavfiPicture(5), ...h264Args, at('video-only.mp4')]);
  ffmpegMake([...lavfiTone(6), '-c:a', 'libmp3lame', '-q:a', '4', at('tone.mp3')]);
  ffmpegMake([...lavfiTone(3), at('short.wav')]);
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
    at('clip.webm'),
  ]);
  media.audioVideo = readFileSync(at('av.mp4'));
  media.longVideo = readFileSync(at('long.mp4'));
  media.videoOnly = readFileSync(at('video-only.mp4'));
  media.toneMp3 = readFileSync(at('tone.mp3'));
  media.shortWav = readFileSync(at('short.wav'));
  media.webm = readFileSync(at('clip.webm'));
  media.truncatedMp4 = media.audioVideo.subarray(0, Math.floor(media.audioVideo.length * 0.4));

  server = await startTestServer({ WORKERS: '2', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

afterEach(async () => {
  // Inputs are deleted when a job ends; failed jobs keep nothing at all.
  const left = await storedFiles(server.dataDir);
  expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
});

interface Health {
  capabilities: {
    tools: string;
    jobTypes: string[];
    ffmpeg: { source: string; version: string } | null;
    ffprobe: { version: string } | null;
    ytDlp: { version: string } | null;
  };
}

async function detectedCapabilities(baseUrl: string): Promise<Health['capabilities']> {
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;
    if (health.capabilities.tools === 'detected') return health.capabilities;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('/api/health', () => {
  it("reports Debian's ffmpeg and ffprobe with their versions, yt-dlp and every job type", async () => {
    const capabilities = await detectedCapabilities(server.baseUrl);
    const version = /ffmpeg version (\S+)/.exec(
      spawnSync(systemFfmpeg, ['-version'], { encoding: 'utf8' }).stdout,
    )?.[1];
    expect(capabilities.ffmpeg).toEqual({ source: 'path', version });
    expect(capabilities.ffprobe).toEqual({ version });
    expect(capabilities.ytDlp?.version).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
    expect([...capabilities.jobTypes].sort()).toEqual([...jobTypes].sort());
  });

  it('takes the media types out of service on a server whose ffmpeg does not run (501)', async () => {
    const broken = await startTestServer({ WORKERS: '1', FFMPEG_PATH: '/bin/false' });
    try {
      const capabilities = await detectedCapabilities(broken.baseUrl);
      expect(capabilities.ffmpeg).toBeNull();
      expect(capabilities.jobTypes).not.toContain('video-to-gif');
      expect(capabilities.jobTypes).toContain('word-to-pdf');
      const response = await postJobForm(broken.baseUrl, 'extract-audio', [
        mp4('a.mp4', media.audioVideo),
      ]);
      expect(response.status).toBe(501);
      expect(await response.json()).toEqual({
        error: {
          code: 'type_unavailable',
          message:
            'Audio extraction is not available on this server: a program it needs (ffmpeg) is not installed.',
          field: 'type',
        },
      });
      expect(await storedFiles(broken.dataDir)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('video-to-gif', () => {
  it('makes a GIF of the piece asked for with the caption, through REST', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'video-to-gif',
      [mp4('clip.mp4', media.audioVideo)],
      {
        parameters: JSON.stringify({ startTime: 1, endTime: 3, text: 'Hello there' }),
      },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({ filename: 'clip.gif', contentType: 'image/gif' });
    expect(job.headers.get('content-disposition')).toContain('filename="clip.gif"');
    const gif = probe(saved(job.bytes, 'gif'), true);
    expect(gif.formatName).toBe('gif');
    const [stream] = gif.streams;
    expect([stream?.codec_name, stream?.width, stream?.height]).toEqual(['gif', 320, 240]);
    expect(Number(stream?.nb_read_frames)).toBe(20);
    expect(Math.abs(gif.duration - 2)).toBeLessThanOrEqual(0.1);
  });

  it('reports progress from ffmpeg through tus and tRPC, up to a 480-pixel-wide GIF', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'video-to-gif',
      [mp4('long.mp4', media.longVideo)],
      { startTime: 0, endTime: 10 },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const working = job.updates.filter(
      (u) => u.status === 'processing' && u.progress > 0 && u.progress < 100,
    );
    expect(working.length).toBeGreaterThan(0);
    expect(job.updates.at(-1)?.progress).toBe(100);
    const gif = probe(saved(job.bytes, 'gif'), true);
    const [stream] = gif.streams;
    expect([stream?.width, stream?.height]).toEqual([480, 270]);
    expect(Number(stream?.nb_read_frames)).toBe(100);
    expect(Math.abs(gif.duration - 10)).toBeLessThanOrEqual(0.1);
  });

  it('refuses an end before the start at once (400), and a piece past the end of the video', async () => {
    const refused = await postJobForm(
      server.baseUrl,
      'video-to-gif',
      [mp4('a.mp4', media.audioVideo)],
      {
        parameters: JSON.stringify({ startTime: 4, endTime: 2 }),
      },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'parameters.endTime: The end time must be after the start time.',
        field: 'parameters.endTime',
      },
    });
    const late = await postAndWait(
      server.baseUrl,
      'video-to-gif',
      [mp4('a.mp4', media.audioVideo)],
      {
        parameters: JSON.stringify({ startTime: 8, endTime: 10 }),
      },
    );
    await expectJobFailed(
      server.baseUrl,
      late,
      'start_past_end_of_file',
      'The start time is past the end of the file (it is 6 s long).',
    );
  });
});

describe('trim-audio', () => {
  it('cuts an MP3 to the piece asked for, through REST', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'trim-audio',
      [{ field: 'file', name: 'tone.mp3', bytes: media.toneMp3, type: 'audio/mpeg' }],
      { parameters: JSON.stringify({ startTime: 1, endTime: 4 }) },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({
      filename: 'tone-trimmed.mp3',
      contentType: 'audio/mpeg',
    });
    const path = saved(job.bytes, 'mp3');
    const result = probe(path);
    expect(result.formatName).toBe('mp3');
    expect(streamTypes(path)).toEqual(['audio']);
    expect(Math.abs(result.duration - 3)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('cuts a WAV through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'trim-audio',
      [{ field: 'file', name: 'short.wav', bytes: media.shortWav, type: 'audio/wav' }],
      { startTime: 0.5, endTime: 2.5 },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp3');
    expect(Math.abs(probe(path).duration - 2)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('refuses an end before the start (400 on both faces) and an end past the file (422)', async () => {
    const tone = { field: 'file', name: 'tone.mp3', bytes: media.toneMp3, type: 'audio/mpeg' };
    const refused = await postJobForm(server.baseUrl, 'trim-audio', [tone], {
      parameters: JSON.stringify({ startTime: 5, endTime: 2 }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'parameters.endTime: The end time must be after the start time.',
    );
    const viaTrpc = await runThroughTus(server.baseUrl, trpc, 'trim-audio', [tone], {
      startTime: 5,
      endTime: 2,
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect((viaTrpc as TRPCClientError<never>).data).toMatchObject({
      httpStatus: 400,
      field: 'parameters.endTime',
    });
    const tooFar = await postAndWait(server.baseUrl, 'trim-audio', [tone], {
      parameters: JSON.stringify({ startTime: 2, endTime: 30 }),
    });
    await expectJobFailed(
      server.baseUrl,
      tooFar,
      'end_past_end_of_file',
      /^The end time is past the end of the file \(it is 6(\.\d+)? s long\)\.$/,
    );
  });
});

describe('extract-audio', () => {
  it('takes the sound of a video as an MP3 as long as the video, through REST', async () => {
    const job = await postAndWait(server.baseUrl, 'extract-audio', [
      mp4('a.mp4', media.audioVideo),
    ]);
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('a.mp3');
    const path = saved(job.bytes, 'mp3');
    expect(streamTypes(path)).toEqual(['audio']);
    expect(probe(path).streams[0]?.codec_name).toBe('mp3');
    expect(Math.abs(probe(path).duration - 6)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('reads WebM through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'extract-audio',
      [{ field: 'file', name: 'clip.webm', bytes: media.webm, type: 'video/webm' }],
      {},
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp3');
    expect(Math.abs(probe(path).duration - 3)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('says clearly when the video has no sound', async () => {
    const job = await postAndWait(server.baseUrl, 'extract-audio', [
      mp4('silent.mp4', media.videoOnly),
    ]);
    await expectJobFailed(server.baseUrl, job, 'no_audio', 'This file has no audio track.');
  });
});

describe('add-audio', () => {
  it('puts the audio under the picture, as long as the shorter, through REST', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'add-audio',
      [
        mp4('silent.mp4', media.videoOnly),
        { field: 'audio', name: 'tone.mp3', bytes: media.toneMp3, type: 'audio/mpeg' },
      ],
      { parameters: JSON.stringify({ audioFile: 'tone.mp3' }) },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({
      filename: 'processed-video.mp4',
      contentType: 'video/mp4',
    });
    const path = saved(job.bytes, 'mp4');
    expect(streamTypes(path)).toEqual(['audio', 'video']);
    expect(Math.abs(probe(path).duration - 5)).toBeLessThanOrEqual(0.1);
  });

  it('cuts the picture to a shorter audio, through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'add-audio',
      [
        mp4('av.mp4', media.audioVideo),
        { field: 'audio', name: 'short.wav', bytes: media.shortWav, type: 'audio/wav' },
      ],
      { audioFile: 'short.wav' },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp4');
    const result = probe(path);
    expect(streamTypes(path)).toEqual(['audio', 'video']);
    expect(result.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(Math.abs(result.duration - 3)).toBeLessThanOrEqual(0.1);
  });

  it('needs both files', async () => {
    const response = await postJobForm(server.baseUrl, 'add-audio', [
      mp4('silent.mp4', media.videoOnly),
    ]);
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { error: { code: string; field: string } }).error,
    ).toMatchObject({ code: 'missing_file', field: 'audio' });
  });
});

describe('remove-audio', () => {
  it('keeps the picture and drops the sound, through REST', async () => {
    const job = await postAndWait(server.baseUrl, 'remove-audio', [mp4('a.mp4', media.audioVideo)]);
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('a-no-audio.mp4');
    const path = saved(job.bytes, 'mp4');
    expect(streamTypes(path)).toEqual(['video']);
    expect(Math.abs(probe(path).duration - 6)).toBeLessThanOrEqual(0.1);
  });

  it('makes an H.264 MP4 of a WebM through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'remove-audio',
      [{ field: 'file', name: 'clip.webm', bytes: media.webm, type: 'video/webm' }],
      {},
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp4');
    expect(streamTypes(path)).toEqual(['video']);
    expect(probe(path).streams[0]?.codec_name).toBe('h264');
    expect(Math.abs(probe(path).duration - 3)).toBeLessThanOrEqual(0.1);
  });
});

/** Processes whose command line names a file of the server's data folder (ffmpeg on a job). */
function processesOnData(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (command.includes(server.dataDir) && !command.includes('vitest')) found.push(command);
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

describe('cancelling', () => {
  it('kills ffmpeg at once when a running job is cancelled, and deletes its files', async () => {
    // Results of earlier tests stay for their hour; this job must leave none of its own.
    const before = await storedFiles(server.dataDir);
    const response = await postJobForm(
      server.baseUrl,
      'video-to-gif',
      [mp4('long.mp4', media.longVideo)],
      { parameters: JSON.stringify({ startTime: 0, endTime: 12 }) },
    );
    const { id } = (await response.json()) as { id: string };
    for (;;) {
      const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
      if (view.status === 'processing' && (view.progress ?? 0) > 0) break;
      expect(view.status).not.toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Between the palette pass and the drawing pass no ffmpeg runs for a moment: wait for one.
    await expect
      .poll(() => processesOnData().some((command) => command.includes('ffmpeg')), {
        timeout: 5000,
      })
      .toBe(true);
    const cancelled = await fetch(`${server.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
    expect(((await cancelled.json()) as JobView).error?.code).toBe('cancelled');
    await expect.poll(processesOnData, { timeout: 5000 }).toEqual([]);
    await expect.poll(() => storedFiles(server.dataDir), { timeout: 5000 }).toEqual(before);
  });
});

describe('bad media files', () => {
  it('refuses a text file renamed .mp4 by its bytes (415)', async () => {
    const response = await postJobForm(server.baseUrl, 'extract-audio', [
      mp4('holiday.mp4', Buffer.from('This is a text file with a video name.\n'.repeat(10))),
    ]);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual(
      {
        code: 'unsupported_type',
        message:
          '"holiday.mp4" is not a MP4, MOV, MKV, AVI or WebM video: its content is not a format we recognise. Please check supported formats.',
        field: 'file',
      },
    );
  });

  it('refuses a zero-length file (400)', async () => {
    const response = await postJobForm(server.baseUrl, 'remove-audio', [
      mp4('empty.mp4', Buffer.alloc(0)),
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('empty_file');
  });

  it('fails a truncated MP4 with a clear message (422) and keeps nothing of it', async () => {
    for (const type of ['video-to-gif', 'extract-audio', 'remove-audio']) {
      const job = await postAndWait(server.baseUrl, type, [mp4('cut.mp4', media.truncatedMp4)]);
      await expectJobFailed(
        server.baseUrl,
        job,
        'unreadable_media',
        'The file could not be read as audio or video. It may be damaged or in a format we do not support.',
      );
    }
  });
});
