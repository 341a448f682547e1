import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJobForm } from '../support/jobs.ts';
import { postAndWait } from '../support/job-runs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * An animated GIF through the tools that keep animation (convert to GIF or WebP, resize, rotate,
 * compress): every frame kept, in order, with its own delay; JPEG and PNG get the first frame.
 */
let server: TestServer;
let animation: Buffer;

/** Each frame 80 x 40: its left half one colour, its right half another, so turns show. */
const frames = [
  ['#ff0000', '#0000ff'],
  ['#00ff00', '#000000'],
  ['#ffffff', '#ff0000'],
] as const;
const delays = [200, 300, 400];

async function frame([left, right]: readonly [string, string]): Promise<Buffer> {
  const half = await sharp({ create: { width: 40, height: 40, channels: 3, background: left } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 80, height: 40, channels: 3, background: right } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  const pictures = await Promise.all(frames.map(frame));
  animation = await sharp(pictures, { join: { animated: true } })
    .gif({ delay: delays, loop: 0 })
    .toBuffer();
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function post(type: string, parameters: object) {
  const response = await postJobForm(
    server.baseUrl,
    type,
    [{ field: 'images', name: 'sticker.gif', bytes: animation }],
    { parameters: JSON.stringify(parameters) },
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString().slice(0, 300)).toBe(200);
  return { bytes, filename: response.headers.get('content-disposition') };
}

/** The colour at (x, y) of frame `page`, each channel rounded to 0 or 255. */
async function colourAt(bytes: Buffer, page: number, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(bytes, { page })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const hex = [data[at], data[at + 1], data[at + 2]]
    .map((value) => ((value as number) > 127 ? 'ff' : '00'))
    .join('');
  return `#${hex}`;
}

/** Read as one frame, the height is a frame's. */
async function expectFrames(bytes: Buffer, format: string, width: number, height: number) {
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.pages, metadata.width, metadata.height]).toEqual([
    format,
    3,
    width,
    height,
  ]);
  expect(metadata.delay).toEqual(delays);
  expect(metadata.loop).toBe(0);
}

describe('an animated GIF keeps its frames', () => {
  it('converted to WebP: an animated WebP, frames in order', async () => {
    const { bytes, filename } = await post('convert-image', { targetFormat: 'webp' });
    expect(filename).toContain('filename="sticker.webp"');
    await expectFrames(bytes, 'webp', 80, 40);
    for (const [page, [left, right]] of frames.entries()) {
      expect(await colourAt(bytes, page, 10, 20)).toBe(left);
      expect(await colourAt(bytes, page, 70, 20)).toBe(right);
    }
  });

  it('converted to GIF, and to JPEG (its first frame only)', async () => {
    await expectFrames((await post('convert-image', { targetFormat: 'gif' })).bytes, 'gif', 80, 40);
    const { bytes, filename } = await post('convert-image', { targetFormat: 'jpg' });
    expect(filename).toContain('filename="sticker.jpg"');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.pages ?? 1, metadata.height]).toEqual(['jpeg', 1, 40]);
    expect(await colourAt(bytes, 0, 10, 20)).toBe(frames[0][0]);
  });

  it('resized: still a GIF, every frame resized', async () => {
    const { bytes, filename } = await post('resize-image', { width: 40 });
    expect(filename).toContain('filename="sticker.gif"');
    await expectFrames(bytes, 'gif', 40, 20);
    expect(await colourAt(bytes, 2, 5, 10)).toBe(frames[2][0]);
  });

  it('refuses a resize whose frames together pass the pixel budget', async () => {
    // 8,000 x 4,000 is 32 megapixels, under the budget of 50; its three frames are 96.
    const response = await postJobForm(
      server.baseUrl,
      'resize-image',
      [{ field: 'images', name: 'sticker.gif', bytes: animation }],
      { parameters: JSON.stringify({ width: 8000, allowUpscale: true }) },
    );
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect([response.status, body.error.code]).toEqual([422, 'too_many_pixels']);
    expect(body.error.message).toMatch(/8000x4000 pixels in 3 frames/);
  });

  it('turned a quarter: each frame turned, in the same order', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'rotate-image',
      [{ field: 'images', name: 'sticker.gif', bytes: animation }],
      { parameters: JSON.stringify({ angle: 90 }) },
    );
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    await expectFrames(job.bytes, 'gif', 40, 80);
    for (const [page, [left, right]] of frames.entries()) {
      // A quarter turn clockwise puts the left half on top.
      expect(await colourAt(job.bytes, page, 20, 10)).toBe(left);
      expect(await colourAt(job.bytes, page, 20, 70)).toBe(right);
    }
  });

  it('compressed: a GIF kept as GIF, or made an animated WebP', async () => {
    const kept = await post('compress-image', { quality: 60 });
    expect(kept.filename).toContain('filename="sticker.gif"');
    await expectFrames(kept.bytes, 'gif', 80, 40);
    await expectFrames((await post('compress-image', { format: 'webp' })).bytes, 'webp', 80, 40);
  });
});
