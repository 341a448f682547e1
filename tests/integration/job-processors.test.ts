import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeValues } from '../../shared/jobs/shapes.ts';
import {
  download,
  makeImage,
  makePdf,
  postJobForm,
  trpcClient,
  waitForJob,
  type FilePart,
} from '../support/jobs.ts';
import { runThroughTus as runJobThroughTus } from '../support/job-runs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '2', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await server.close();
});

/** Posts a job whose REST answer is the result's bytes; checks the answer's headers. */
async function postForBytes(
  type: string,
  files: FilePart[],
  fields: Record<string, string>,
  filename: string,
  contentType: string,
) {
  const response = await postJobForm(server.baseUrl, type, files, fields);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString().slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('content-disposition')).toContain(`filename="${filename}"`);
  expect(response.headers.get('x-job-id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return bytes;
}

/** Posts a job answered with 202 and an id, waits for it, downloads the result. */
async function postAndDownload(type: string, files: FilePart[], fields: Record<string, string>) {
  const response = await postJobForm(server.baseUrl, type, files, fields);
  const body = (await response.json()) as { id: string; statusUrl: string; downloadUrl: string };
  expect(response.status, JSON.stringify(body)).toBe(202);
  expect(body.statusUrl).toBe(`/api/jobs/${body.id}`);
  expect(body.downloadUrl).toBe(`/api/download/${body.id}`);
  const view = await waitForJob(server.baseUrl, body.id, 120_000);
  expect(view.status, JSON.stringify(view.error)).toBe('completed');
  const { response: file, bytes } = await download(server.baseUrl, body.id);
  expect(file.status).toBe(200);
  return { view, bytes, headers: file.headers };
}

/**
 * The typed path the web UI takes (tus, jobs.create, jobs.onUpdate over SSE, the download),
 * expecting the job to complete with its progress reaching 100.
 */
async function runThroughTus(type: string, files: FilePart[], parameters: Record<string, unknown>) {
  const run = await runJobThroughTus(server.baseUrl, trpc, type, files, parameters);
  const last = run.updates.at(-1);
  expect(last?.status, JSON.stringify(last?.error)).toBe('completed');
  expect(last?.progress).toBe(100);
  return { ...run, result: last?.result };
}

async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3] as number;
}

async function pixelAt(image: Buffer, x: number, y: number, page = 0): Promise<number[]> {
  const { data, info } = await sharp(image, { page })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as number[];
}

const near = (actual: number[], expected: number[], tolerance = 40) =>
  actual.every((value, i) => Math.abs(value - (expected[i] as number)) <= tolerance);

describe('convert-image', () => {
  it('converts to WebP through REST, applying the EXIF orientation', async () => {
    // 300x200 stored sideways: orientation 6 means it shows 200 wide and 300 high.
    const jpeg = await sharp(await makeImage(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const bytes = await postForBytes(
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
    const run = await runThroughTus(
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
    const bytes = await postForBytes(
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
    const run = await runThroughTus(
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
    const { view, bytes, headers } = await postAndDownload(
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
    const run = await runThroughTus(
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
    const bytes = await postForBytes(
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
    const run = await runThroughTus('images-to-gif', (await frames()).slice(0, 2), { duration: 2 });
    const metadata = await sharp(run.bytes, { animated: true }).metadata();
    expect(metadata.pages).toBe(2);
    expect(metadata.delay).toEqual([2000, 2000]);
    expect(run.updates.some((u) => u.status === 'processing' || u.status === 'pending')).toBe(true);
  });

  it('makes a GIF of one frame from one image', async () => {
    const bytes = await postForBytes(
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

describe('images-to-pdf', () => {
  it('puts one image per page, each page fitted to its image, through REST', async () => {
    const bytes = await postForBytes(
      'images-to-pdf',
      [
        {
          field: 'images',
          name: 'a.jpg',
          bytes: await makeImage(300, 200, 'jpeg'),
          type: 'image/jpeg',
        },
        {
          field: 'images',
          name: 'b.png',
          bytes: await makeImage(100, 400, 'png'),
          type: 'image/png',
        },
        {
          field: 'images',
          name: 'c.webp',
          bytes: await makeImage(200, 200, 'webp'),
          type: 'image/webp',
        },
      ],
      {},
      'created.pdf',
      'application/pdf',
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [225, 150],
      [75, 300],
      [150, 150],
    ]);
  });

  it('makes a PDF through tus and tRPC', async () => {
    const run = await runThroughTus(
      'images-to-pdf',
      [
        {
          field: 'images',
          name: 'one.png',
          bytes: await makeImage(400, 300, 'png'),
          type: 'image/png',
        },
      ],
      {},
    );
    expect(run.result?.filename).toBe('one.pdf');
    expect((await PDFDocument.load(run.bytes)).getPageCount()).toBe(1);
  });
});

describe('pdf-to-images', () => {
  async function expectPages(zip: Buffer, pages: number, size: [number, number]) {
    const entries = unzipSync(new Uint8Array(zip));
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      Array.from({ length: pages }, (_, i) => `page-${String(i + 1).padStart(3, '0')}.png`),
    );
    for (const name of names) {
      const metadata = await sharp(Buffer.from(entries[name] as Uint8Array)).metadata();
      // Pages render on white: RGB, no alpha channel.
      expect([metadata.format, metadata.width, metadata.height, metadata.channels]).toEqual([
        'png',
        Math.ceil((size[0] * 150) / 72 - 0.01),
        Math.ceil((size[1] * 150) / 72 - 0.01),
        3,
      ]);
    }
    return entries;
  }

  it('renders every page to a PNG of the page size in a ZIP through REST', async () => {
    const bytes = await postForBytes(
      'pdf-to-images',
      [{ field: 'file', name: 'doc.pdf', bytes: await makePdf(3), type: 'application/pdf' }],
      {},
      'doc-pages.zip',
      'application/zip',
    );
    const entries = await expectPages(bytes, 3, [595, 842]);
    // The text is drawn (standard fonts found): the page is not blank where 'Page 1' is written.
    const page = Buffer.from(entries['page-001.png'] as Uint8Array);
    const { data } = await sharp(page)
      .extract({ left: 70, top: 100, width: 250, height: 80 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(80);
  });

  it('renders pages through tus and tRPC with progress page by page', async () => {
    const run = await runThroughTus(
      'pdf-to-images',
      [
        {
          field: 'file',
          name: 'letter.pdf',
          bytes: await makePdf(4, [612, 792]),
          type: 'application/pdf',
        },
      ],
      {},
    );
    await expectPages(run.bytes, 4, [612, 792]);
  });

  it('keeps the page order and each page its own size while pages render and encode at once', async () => {
    const pdf = await PDFDocument.create();
    const widths = [300, 420, 250, 510, 360, 280];
    for (const width of widths) pdf.addPage([width, 400]);
    const bytes = await postForBytes(
      'pdf-to-images',
      [
        {
          field: 'file',
          name: 'sizes.pdf',
          bytes: Buffer.from(await pdf.save()),
          type: 'application/pdf',
        },
      ],
      {},
      'sizes-pages.zip',
      'application/zip',
    );
    const entries = unzipSync(new Uint8Array(bytes));
    // Entries in page order, page n as wide as page n at 150 dpi.
    expect(Object.keys(entries)).toEqual(widths.map((_, i) => `page-00${i + 1}.png`));
    const shown = await Promise.all(
      Object.values(entries).map(async (png) => (await sharp(Buffer.from(png)).metadata()).width),
    );
    expect(shown).toEqual(widths.map((width) => Math.ceil((width * 150) / 72 - 0.01)));
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
    const { view, bytes } = await postAndDownload(
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
    const run = await runThroughTus(
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
