import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compressVideoJob } from '../../shared/jobs/types/compress-video.ts';
import { postJobForm, storedFiles, trpcClient, type FilePart } from '../support/jobs.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import { ffmpegMake, lavfiTone, probe, type Probed } from '../support/media.ts';
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

const codecs = (probed: Probed) =>
  probed.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort();

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
