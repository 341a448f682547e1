import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeValues } from '../../shared/jobs/shapes.ts';
import { completedJobs, type CompletedJobs } from '../support/completed-jobs.ts';
import { makeImage, trpcClient } from '../support/jobs.ts';
import { alphaAt, near, pixelAt } from '../support/pixels.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The image job types through the real server, by REST and by tus + tRPC; results read by sharp. */
let server: TestServer;
let jobs: CompletedJobs;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '2', JOBS_PER_CLIENT: '50' });
  jobs = completedJobs(server.baseUrl, trpcClient(server.baseUrl));
});
afterAll(async () => {
  await server.close();
});

describe('convert-image', () => {
  it('converts to WebP through REST, applying the EXIF orientation', async () => {
    // 300x200 stored sideways: orientation 6 means it shows 200 wide and 300 high.
    const jpeg = await sharp(await makeImage(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const bytes = await jobs.postForBytes(
      'convert-image',
      [{ field: 'file', name: 'photo.jpg', bytes: jpeg, type: 'image/jpeg' }],
      { targetFormat: 'webp' },
      'photo.webp',
      'image/webp',
    );
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
  });

  it('flattens transparency on white for JPG through tus and tRPC', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const run = await jobs.runThroughTus(
      'convert-image',
      [{ field: 'file', name: 'clear.png', bytes: png, type: 'image/png' }],
      {
        targetFormat: 'jpg',
      },
    );
    expect(run.result).toMatchObject({ filename: 'clear.jpg', contentType: 'image/jpeg' });
    expect(run.headers.get('content-disposition')).toContain('filename="clear.jpg"');
    const metadata = await sharp(run.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(near(await pixelAt(run.bytes, 5, 5), [255, 255, 255], 3)).toBe(true);
  });
});

describe('crop-image', () => {
  const cases: Array<[string, number, number]> = [
    ['1:1', 800, 800],
    ['3:4', 600, 800],
    ['4:3', 1000, 750],
    ['16:9', 1000, 563],
    ['social', 1200, 630],
  ];
  it.each(cases)('crops %s centred to %ix%i through REST', async (ratio, width, height) => {
    const image = await makeImage(1000, 800, 'jpeg');
    const bytes = await jobs.postForBytes(
      'crop-image',
      [{ field: 'file', name: 'wide.jpg', bytes: image, type: 'image/jpeg' }],
      { ratio },
      'wide-cropped.png',
      'image/png',
    );
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', width, height]);
  });

  it('crops a free-form box through tus and tRPC, keeping what was inside it', async () => {
    // The yellow block of the made image spans x 300-700, y 240-560.
    const image = await makeImage(1000, 800, 'png');
    const run = await jobs.runThroughTus(
      'crop-image',
      [{ field: 'file', name: 'box.png', bytes: image, type: 'image/png' }],
      {
        ratio: 'free',
        x: 350,
        y: 300,
        width: 200,
        height: 100,
      },
    );
    const metadata = await sharp(run.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 100]);
    expect(near(await pixelAt(run.bytes, 100, 50), [0xf4, 0xc2, 0x0d])).toBe(true);
  });
});

describe('shape-transform', () => {
  it.each(shapeValues)('cuts a %s at size 400 through REST', async (shape) => {
    const image = await makeImage(640, 480, 'jpeg');
    const { view, bytes, headers } = await jobs.postAndDownload(
      'shape-transform',
      [{ field: 'file', name: 'p.jpg', bytes: image, type: 'image/jpeg' }],
      { parameters: JSON.stringify({ shape, size: 400 }) },
    );
    expect(view.result?.filename).toBe(`p-${shape}.png`);
    expect(headers.get('content-disposition')).toContain(`p-${shape}.png`);
    const metadata = await sharp(bytes).metadata();
    const wide = shape === 'oval' || shape === 'rectangle';
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
      'png',
      400,
      wide ? 300 : 400,
      true,
    ]);
    const centre = await alphaAt(bytes, 200, wide ? 150 : 200);
    const corner = await alphaAt(bytes, 2, 2);
    expect(centre).toBe(255);
    expect(corner).toBe(shape === 'rectangle' || shape === 'square' ? 255 : 0);
  });

  it('cuts a heart through tus and tRPC', async () => {
    const run = await jobs.runThroughTus(
      'shape-transform',
      [
        {
          field: 'file',
          name: 'p.webp',
          bytes: await makeImage(300, 300, 'webp'),
          type: 'image/webp',
        },
      ],
      { shape: 'heart' },
    );
    expect(run.result?.filename).toBe('p-heart.png');
    expect(await alphaAt(run.bytes, 200, 200)).toBe(255);
    expect(await alphaAt(run.bytes, 200, 5)).toBe(0);
    expect(await alphaAt(run.bytes, 200, 395)).toBe(0);
  });
});

describe('images-to-gif', () => {
  const colours = ['#d62f2f', '#2fd65a', '#2f4fd6'];
  const frames = async () =>
    Promise.all(
      colours.map(async (colour, i) => ({
        field: 'images',
        name: `frame${i + 1}.png`,
        bytes: await makeImage(320, 240, 'png', colour),
        type: 'image/png',
      })),
    );

  it('makes a looping GIF through REST with the frames in order, their delay and a caption', async () => {
    const bytes = await jobs.postForBytes(
      'images-to-gif',
      await frames(),
      { duration: '0.5', text: 'Hello' },
      'created.gif',
      'image/gif',
    );
    const metadata = await sharp(bytes, { animated: true }).metadata();
    expect(metadata.format).toBe('gif');
    expect(metadata.pages).toBe(3);
    expect(metadata.delay).toEqual([500, 500, 500]);
    expect(metadata.loop).toBe(0);
    expect([metadata.width, metadata.pageHeight]).toEqual([320, 240]);
    for (const [page, colour] of [
      [0, [0xd6, 0x2f, 0x2f]],
      [1, [0x2f, 0xd6, 0x5a]],
      [2, [0x2f, 0x4f, 0xd6]],
    ] as const) {
      expect(near(await pixelAt(bytes, 5, 5, page), [...colour])).toBe(true);
    }
    // The caption sits near the bottom: its white or outline pixels differ from the background.
    const bottom = await pixelAt(bytes, 160, 225, 0);
    expect(near(bottom, [0xd6, 0x2f, 0x2f], 10)).toBe(false);
  });

  it('makes a GIF through tus and tRPC with a 2-second frame duration', async () => {
    const run = await jobs.runThroughTus('images-to-gif', (await frames()).slice(0, 2), {
      duration: 2,
    });
    const metadata = await sharp(run.bytes, { animated: true }).metadata();
    expect(metadata.pages).toBe(2);
    expect(metadata.delay).toEqual([2000, 2000]);
    expect(run.updates.some((u) => u.status === 'processing' || u.status === 'pending')).toBe(true);
  });

  it('makes a GIF of one frame from one image', async () => {
    const bytes = await jobs.postForBytes(
      'images-to-gif',
      (await frames()).slice(0, 1),
      { duration: '1' },
      'frame1.gif',
      'image/gif',
    );
    const metadata = await sharp(bytes, { animated: true }).metadata();
    expect([metadata.format, metadata.pages, metadata.width]).toEqual(['gif', 1, 320]);
    expect(near(await pixelAt(bytes, 5, 5, 0), [0xd6, 0x2f, 0x2f])).toBe(true);
  });
});

describe('remove-bg', () => {
  /** A red disc and a brown block (the subject) on a plain light background. */
  async function subjectPhoto(format: 'jpeg' | 'png') {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="384"><rect width="512" height="384" fill="#dfe8f0"/><circle cx="256" cy="190" r="110" fill="#c0392b"/><rect x="226" y="290" width="60" height="94" fill="#7f4f24"/></svg>`;
    const image = sharp(Buffer.from(svg));
    return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
  }

  async function expectCutOut(png: Buffer) {
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
      'png',
      512,
      384,
      true,
    ]);
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 383],
      [511, 383],
    ] as const) {
      expect(await alphaAt(png, x, y)).toBeLessThan(40);
    }
    expect(await alphaAt(png, 256, 190)).toBeGreaterThan(200);
  }

  it('makes the background transparent through REST', { timeout: 180_000 }, async () => {
    const { view, bytes } = await jobs.postAndDownload(
      'remove-bg',
      [
        {
          field: 'file',
          name: 'subject.jpg',
          bytes: await subjectPhoto('jpeg'),
          type: 'image/jpeg',
        },
      ],
      {},
    );
    expect(view.result?.filename).toBe('subject-no-background.png');
    await expectCutOut(bytes);
  });

  it('makes the background transparent through tus and tRPC', { timeout: 180_000 }, async () => {
    const run = await jobs.runThroughTus(
      'remove-bg',
      [{ field: 'file', name: 'subject.png', bytes: await subjectPhoto('png'), type: 'image/png' }],
      {},
    );
    expect(
      run.updates.some((u) => u.status === 'processing' && u.progress > 0 && u.progress < 100),
    ).toBe(true);
    await expectCutOut(run.bytes);
  });
});
