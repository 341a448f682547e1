import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compressVideoJob } from '../../shared/jobs/types/compress-video.ts';
import { audioTargetNames, convertAudioJob } from '../../shared/jobs/types/convert-audio.ts';
import { convertVideoJob } from '../../shared/jobs/types/convert-video.ts';
import { normalizeAudioJob } from '../../shared/jobs/types/normalize-audio.ts';
import type { JobView } from '../../shared/jobs/view.ts';
import { postJobForm, storedFiles, trpcClient, type FilePart } from '../support/jobs.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import { decodesCleanly, ffmpegMake, lavfiTone, probe } from '../support/media.ts';
import { codecs, loudness, videoBitstream } from '../support/media-measures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The media tools of the everyday toolbox (compress and convert video, convert and level audio)
 * through one real server, on short clips made here with ffmpeg's test sources; every result is
 * judged by Debian's ffprobe and ffmpeg, never by our own code.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let folder: string;

/** The duration budget of this server: the long clip is over it. */
const BUDGET_SECONDS = 100;
const MB = 1024 * 1024;
/** VIDEO_TOOLS_MAX_MB of this server, lowered from the 2048 default. */
const VIDEO_LIMIT_MB = 40;

const at = (name: string) => join(folder, name);
const file = (name: string, type = 'application/octet-stream'): FilePart => ({
  field: 'file',
  name,
  bytes: readFileSync(at(name)),
  type,
});

let written = 0;
function saved(bytes: Buffer, extension: string): string {
  const path = join(folder, `result-${++written}.${extension}`);
  writeFileSync(path, bytes);
  return path;
}

/** A moving test picture at `size`, `rate` frames a second. */
const picture = (seconds: number, size: string, rate = 25) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'media-tools-'));
  // 4 s of 720p at a high rate: several MB, so a 1 MB target means real compression.
  ffmpegMake([
    ...picture(4, '1280x720'),
    ...lavfiTone(4),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '12',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    at('big.mp4'),
  ]);
  // 20 s of 640x360: long enough to be cancelled while ffmpeg runs.
  ffmpegMake([
    ...picture(20, '640x360'),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    at('long.mp4'),
  ]);
  // 90 s of a tiny picture: cheap to make, too long for a 1 MB target.
  ffmpegMake([
    ...picture(90, '64x64', 5),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    at('ninety.mp4'),
  ]);
  ffmpegMake([
    ...picture(BUDGET_SECONDS + 5, '64x64', 5),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    at('too-long.mkv'),
  ]);
  // 4 s of H.264 + AAC, and 3 s of VP9 + Opus.
  ffmpegMake([
    ...picture(4, '320x240'),
    ...lavfiTone(4),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    at('clip.mp4'),
  ]);
  ffmpegMake([
    ...picture(3, '320x240'),
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
  // A 3 s tone in each audio format a visitor may bring.
  ffmpegMake([...lavfiTone(3), at('tone.wav')]);
  ffmpegMake([...lavfiTone(3), '-c:a', 'wmav2', at('tone.wma')]);
  ffmpegMake([...lavfiTone(3), '-c:a', 'aac', at('tone.aac')]);
  ffmpegMake([...lavfiTone(3), at('tone.flac')]);
  ffmpegMake([...lavfiTone(3), '-c:a', 'libopus', at('tone.opus')]);
  server = await startTestServer({
    WORKERS: '2',
    JOBS_PER_CLIENT: '50',
    BUDGET_MEDIA_SECONDS: String(BUDGET_SECONDS),
    VIDEO_TOOLS_MAX_MB: String(VIDEO_LIMIT_MB),
  });
  trpc = trpcClient(server.baseUrl);
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

afterEach(async () => {
  const left = await storedFiles(server.dataDir);
  expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
});

/** Command lines of the processes working in this server's data folder (ffmpeg on a job's files). */
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

describe('compress-video', () => {
  const source = () => probe(at('big.mp4'));

  it('keeps a target size and the length, through tus with progress that never goes back', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      compressVideoJob.type,
      [file('big.mp4', 'video/mp4')],
      { targetSizeMB: 1, maxHeight: '720' },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('big-compressed.mp4');
    expect(readFileSync(at('big.mp4')).length).toBeGreaterThan(2 * MB);
    expect(job.bytes.length).toBeLessThanOrEqual(1 * MB);
    expect(job.bytes.length).toBeGreaterThan(0.5 * MB);
    const result = probe(saved(job.bytes, 'mp4'));
    expect(codecs(result)).toEqual(['audio:aac', 'video:h264']);
    expect(Math.abs(result.duration - source().duration)).toBeLessThanOrEqual(0.1);
    // +faststart: the index comes before the media data.
    expect(job.bytes.indexOf('moov')).toBeLessThan(job.bytes.indexOf('mdat'));
    expect(job.updates.some((update) => update.progress > 0 && update.progress < 100)).toBe(true);
  });

  it('compresses by quality and caps the height, through REST', async () => {
    const job = await postAndWait(server.baseUrl, compressVideoJob.type, [file('big.mp4')], {
      parameters: JSON.stringify({ quality: 'low', maxHeight: '480' }),
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const result = probe(saved(job.bytes, 'mp4'));
    const video = result.streams.find((stream) => stream.codec_type === 'video');
    expect([video?.codec_name, video?.width, video?.height]).toEqual(['h264', 854, 480]);
    expect(job.bytes.length).toBeLessThan(readFileSync(at('big.mp4')).length / 4);
    expect(Math.abs(result.duration - source().duration)).toBeLessThanOrEqual(0.1);
  });

  it('kills ffmpeg at once when the job is cancelled, and deletes its files', async () => {
    const before = await storedFiles(server.dataDir);
    const response = await postJobForm(server.baseUrl, compressVideoJob.type, [file('long.mp4')], {
      parameters: JSON.stringify({ quality: 'high', maxHeight: 'original' }),
    });
    const { id } = (await response.json()) as { id: string };
    for (;;) {
      const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
      if (view.status === 'processing' && (view.progress ?? 0) > 0) break;
      expect(view.status).not.toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(processesOnData().some((command) => command.includes('ffmpeg'))).toBe(true);
    const cancelled = await fetch(`${server.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
    expect(((await cancelled.json()) as JobView).error?.code).toBe('cancelled');
    await expect.poll(processesOnData, { timeout: 5000 }).toEqual([]);
    await expect.poll(() => storedFiles(server.dataDir), { timeout: 5000 }).toEqual(before);
  });

  it('refuses a target size too small for the length before encoding (422)', async () => {
    const job = await postAndWait(server.baseUrl, compressVideoJob.type, [file('ninety.mp4')], {
      parameters: JSON.stringify({ targetSizeMB: 1 }),
    });
    await expectJobFailed(
      server.baseUrl,
      job,
      'target_size_too_small',
      'A video of 90 seconds cannot fit in 1 MB and still be watchable: choose at least 2 MB, or a quality instead.',
    );
  });

  it('refuses a target size and a quality together (400)', async () => {
    const response = await postJobForm(server.baseUrl, compressVideoJob.type, [file('big.mp4')], {
      parameters: JSON.stringify({ targetSizeMB: 5, quality: 'high' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/either a target size or a quality/);
  });

  it('refuses a video over the duration budget, read by ffprobe before encoding', async () => {
    const response = await postJobForm(server.baseUrl, compressVideoJob.type, [
      file('too-long.mkv', 'video/x-matroska'),
    ]);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(body.error).toMatchObject({
      code: 'over_budget',
      message: `"too-long.mkv" lasts 105 seconds; the limit is 100 seconds.`,
    });
  });

  it('refuses a video over VIDEO_TOOLS_MAX_MB (413)', async () => {
    const response = await postJobForm(server.baseUrl, compressVideoJob.type, [
      {
        field: 'file',
        name: 'huge.mp4',
        bytes: Buffer.alloc(VIDEO_LIMIT_MB * MB + 1),
        type: 'video/mp4',
      },
    ]);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'too_large',
      message: `File too large. Maximum size is ${VIDEO_LIMIT_MB}MB`,
    });
  });
});

describe('convert-audio', () => {
  const codecOf = {
    mp3: 'mp3',
    wav: 'pcm_s16le',
    ogg: 'vorbis',
    m4a: 'aac',
    flac: 'flac',
    opus: 'opus',
  };

  it.each(audioTargetNames)('makes a %s that plays, as long as the original', async (target) => {
    const job = await postAndWait(server.baseUrl, convertAudioJob.type, [file('tone.wav')], {
      targetFormat: target,
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe(`tone.${target}`);
    const path = saved(job.bytes, target);
    const result = probe(path);
    expect(codecs(result)).toEqual([`audio:${codecOf[target]}`]);
    expect(Math.abs(result.duration - 3)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it.each(['tone.wma', 'tone.aac', 'tone.flac', 'tone.opus'])(
    'takes %s, known by its content, and sets the bitrate asked',
    async (name) => {
      const job = await postAndWait(server.baseUrl, convertAudioJob.type, [file(name)], {
        parameters: JSON.stringify({ targetFormat: 'mp3', bitrate: 96 }),
      });
      expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
      const stream = probe(saved(job.bytes, 'mp3')).streams[0] as { bit_rate?: string };
      expect(Number(stream.bit_rate)).toBe(96_000);
    },
  );

  it('refuses a bitrate for a lossless target (400)', async () => {
    const response = await postJobForm(server.baseUrl, convertAudioJob.type, [file('tone.wav')], {
      parameters: JSON.stringify({ targetFormat: 'flac', bitrate: 128 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/FLAC is lossless: it takes no bitrate/);
  });
});

describe('convert-video', () => {
  it.each([
    ['clip.mp4', 'mkv', ['audio:aac', 'video:h264']],
    ['clip.mp4', 'mov', ['audio:aac', 'video:h264']],
    ['clip.webm', 'mkv', ['audio:opus', 'video:vp9']],
  ] as const)('copies the streams of %s into %s when they fit', async (name, target, expected) => {
    const job = await postAndWait(server.baseUrl, convertVideoJob.type, [file(name)], {
      targetFormat: target,
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe(`${name.split('.')[0]}.${target}`);
    const path = saved(job.bytes, target);
    const result = probe(path);
    expect(codecs(result)).toEqual(expected);
    // A copy: the very packets of the original, not an encoding of the same picture.
    expect(videoBitstream(path)).toBe(videoBitstream(at(name)));
    expect(Math.abs(result.duration - probe(at(name)).duration)).toBeLessThanOrEqual(0.1);
  });

  it('encodes H.264 + AAC to VP9 + Opus for WebM, and back to H.264 + AAC for MP4', async () => {
    const webm = await postAndWait(server.baseUrl, convertVideoJob.type, [file('clip.mp4')], {
      targetFormat: 'webm',
    });
    expect(webm.view.status, JSON.stringify(webm.view.error)).toBe('completed');
    const webmPath = saved(webm.bytes, 'webm');
    expect(codecs(probe(webmPath))).toEqual(['audio:opus', 'video:vp9']);
    expect(probe(webmPath).formatName).toBe('matroska,webm');
    expect(Math.abs(probe(webmPath).duration - 4)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(webmPath)).toBe(true);

    const mp4 = await postAndWait(server.baseUrl, convertVideoJob.type, [file('clip.webm')], {
      parameters: JSON.stringify({ targetFormat: 'mp4' }),
    });
    expect(mp4.view.status, JSON.stringify(mp4.view.error)).toBe('completed');
    const mp4Path = saved(mp4.bytes, 'mp4');
    expect(codecs(probe(mp4Path))).toEqual(['audio:aac', 'video:h264']);
    expect(videoBitstream(mp4Path)).not.toBe(videoBitstream(at('clip.webm')));
  });
});

describe('normalize-audio', () => {
  it.each([
    ['tone.wav', -16, 'pcm_s16le'],
    ['tone.flac', -28, 'flac'],
    ['tone.opus', -10, 'opus'],
  ] as const)('levels %s to %d LUFS in its own format', async (name, target, codec) => {
    expect(Math.abs(loudness(at(name)).lufs - target)).toBeGreaterThan(3);
    const job = await postAndWait(server.baseUrl, normalizeAudioJob.type, [file(name)], {
      parameters: JSON.stringify({ targetLufs: target }),
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const [stem, extension] = name.split('.');
    expect(job.view.result?.filename).toBe(`${stem}-normalized.${extension}`);
    const path = saved(job.bytes, extension ?? 'bin');
    expect(codecs(probe(path))).toEqual([`audio:${codec}`]);
    const measured = loudness(path);
    expect(Math.abs(measured.lufs - target)).toBeLessThanOrEqual(1);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(probe(path).duration - 3)).toBeLessThanOrEqual(0.1);
  });

  it('levels the sound of a video and copies its picture', async () => {
    const job = await postAndWait(server.baseUrl, normalizeAudioJob.type, [file('clip.mp4')]);
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('clip-normalized.mp4');
    const path = saved(job.bytes, 'mp4');
    expect(codecs(probe(path))).toEqual(['audio:aac', 'video:h264']);
    expect(videoBitstream(path)).toBe(videoBitstream(at('clip.mp4')));
    expect(Math.abs(loudness(path).lufs - -16)).toBeLessThanOrEqual(1);
  });

  it('refuses a loudness out of range (400)', async () => {
    const response = await postJobForm(server.baseUrl, normalizeAudioJob.type, [file('tone.wav')], {
      parameters: JSON.stringify({ targetLufs: -40 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/at least -30 LUFS/);
  });
});
