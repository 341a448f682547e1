import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, postJobForm, storedFiles, trpcClient, type FilePart } from '../support/jobs.ts';
import { makePhoto } from '../support/photos.ts';
import { runThroughTus } from '../support/job-runs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await server.close();
});

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** POST /api/jobs answered with the result's bytes: checks status, type and download name. */
async function postForBytes(
  type: string,
  files: FilePart[],
  parameters: Record<string, unknown>,
  expected: { filename: string; contentType: string },
) {
  const response = await postJobForm(server.baseUrl, type, files, {
    parameters: JSON.stringify(parameters),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString().slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe(expected.contentType);
  expect(response.headers.get('content-disposition')).toContain(`filename="${expected.filename}"`);
  return bytes;
}

/** Sends a request that must be refused; checks the error and that it left no file behind. */
async function expectRefusal(
  send: () => Promise<Response>,
  status: number,
  code: string,
  message: RegExp,
): Promise<void> {
  // Earlier jobs' results stay until their retention ends: only new files would be left behind.
  const before = await storedFiles(server.dataDir);
  const response = await send();
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(message);
  await expect.poll(() => storedFiles(server.dataDir)).toEqual(before);
}

const image = (name: string, bytes: Buffer, field = 'images'): FilePart => ({ field, name, bytes });

describe('compress-image', () => {
  let jpegPhoto: Buffer;
  let pngPhoto: Buffer;
  beforeAll(async () => {
    jpegPhoto = await makePhoto(800, 600, 'jpeg');
    pngPhoto = await makePhoto(800, 600, 'png');
  });

  const cases = [
    ['keep', 'jpeg', 'holiday.jpg', 'image/jpeg', 'jpeg'],
    ['jpeg', 'jpeg', 'holiday.jpg', 'image/jpeg', 'jpeg'],
    ['webp', 'jpeg', 'holiday.webp', 'image/webp', 'webp'],
    ['avif', 'jpeg', 'holiday.avif', 'image/avif', 'heif'],
    ['png', 'png', 'holiday.png', 'image/png', 'png'],
  ] as const;

  it.each(cases)(
    'makes a photo smaller as %s and it decodes at its size',
    async (format, input, filename, contentType, decoded) => {
      const original = input === 'png' ? pngPhoto : jpegPhoto;
      const bytes = await postForBytes(
        'compress-image',
        [image(`holiday.${input === 'png' ? 'png' : 'jpg'}`, original)],
        { format },
        { filename, contentType },
      );
      expect(bytes.length).toBeLessThan(original.length);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(decoded);
      expect([metadata.width, metadata.height]).toEqual([800, 600]);
      if (format === 'png') expect(metadata.isPalette).toBe(true);
    },
  );

  it('lowers the size with the quality', async () => {
    const sizes = [];
    for (const quality of [90, 40]) {
      const bytes = await postForBytes(
        'compress-image',
        [image('q.jpg', jpegPhoto)],
        { format: 'webp', quality },
        { filename: 'q.webp', contentType: 'image/webp' },
      );
      sizes.push(bytes.length);
    }
    expect(sizes[1]).toBeLessThan(sizes[0] as number);
  });

  it('limits the longest side, applies the orientation and strips metadata unless kept', async () => {
    const sideways = await sharp(jpegPhoto)
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Test owner' } })
      .jpeg()
      .toBuffer();
    const stripped = await sharp(
      await postForBytes(
        'compress-image',
        [image('side.jpg', sideways)],
        { maxSide: 400 },
        { filename: 'side.jpg', contentType: 'image/jpeg' },
      ),
    ).metadata();
    // Stored 800x600 sideways: shown 600 wide and 800 high, so 300x400 once limited to 400.
    expect([stripped.width, stripped.height]).toEqual([300, 400]);
    expect(stripped.exif).toBeUndefined();
    expect(stripped.orientation ?? 1).toBe(1);
    const kept = await sharp(
      await postForBytes(
        'compress-image',
        [image('side.jpg', sideways)],
        { maxSide: 400, keepMetadata: true },
        { filename: 'side.jpg', contentType: 'image/jpeg' },
      ),
    ).metadata();
    expect([kept.width, kept.height]).toEqual([300, 400]);
    expect(kept.exif?.toString('latin1')).toContain('Test owner');
    expect(kept.orientation ?? 1).toBe(1);
  });

  it('never enlarges for a longest side above the image', async () => {
    const metadata = await sharp(
      await postForBytes(
        'compress-image',
        [image('small.png', await makeImage(120, 80))],
        { maxSide: 1000 },
        { filename: 'small.png', contentType: 'image/png' },
      ),
    ).metadata();
    expect([metadata.width, metadata.height]).toEqual([120, 80]);
  });
});

describe('resize-image', () => {
  let source: Buffer;
  beforeAll(async () => {
    source = await makeImage(400, 200, 'png');
  });

  const cases: Array<[string, Record<string, unknown>, [number, number]]> = [
    ['contain', { width: 100, height: 100, fit: 'contain' }, [100, 50]],
    ['cover', { width: 100, height: 100, fit: 'cover' }, [100, 100]],
    ['fill', { width: 100, height: 60, fit: 'fill' }, [100, 60]],
    ['a width alone', { width: 200 }, [200, 100]],
    ['a percentage', { percent: 25 }, [100, 50]],
    ['no upscaling', { width: 800 }, [400, 200]],
    ['no upscaling (cover)', { width: 800, height: 800, fit: 'cover' }, [200, 200]],
    ['upscaling when allowed', { width: 800, allowUpscale: true }, [800, 400]],
  ];

  it.each(cases)('resizes for %s', async (_label, parameters, [width, height]) => {
    const bytes = await postForBytes('resize-image', [image('banner.png', source)], parameters, {
      filename: 'banner.png',
      contentType: 'image/png',
    });
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('png');
    expect([metadata.width, metadata.height]).toEqual([width, height]);
  });

  it('crops about the centre for cover', async () => {
    // A 400x200 image whose left and right quarters are red, centre blue: a square cover keeps blue.
    const striped = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#ff0000' },
    })
      .composite([
        {
          input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } },
          left: 100,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const bytes = await postForBytes(
      'resize-image',
      [image('s.png', striped)],
      { width: 50, height: 50, fit: 'cover' },
      { filename: 's.png', contentType: 'image/png' },
    );
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    // Left edge, middle row: blue (a stretch or a fit would show red there).
    const at = (25 * 50 + 1) * 3;
    const [red, , blue] = [data[at], data[at + 1], data[at + 2]] as number[];
    expect(red).toBeLessThan(40);
    expect(blue).toBeGreaterThan(215);
  });

  it('refuses a result over the pixel budget with 422', async () => {
    const large = await makeImage(2000, 1000);
    await expectRefusal(
      () =>
        postJobForm(server.baseUrl, 'resize-image', [image('a.png', large)], {
          parameters: JSON.stringify({ percent: 1000, allowUpscale: true }),
        }),
      422,
      'too_many_pixels',
      /20000x10000 pixels/,
    );
  });
});

describe('batches', () => {
  it('gives a ZIP of 20 results, each named after its input, clashes numbered', async () => {
    const files: FilePart[] = [];
    for (let i = 0; i < 18; i++) {
      files.push(image(`photo-${i + 1}.png`, await makeImage(40 + i, 30, 'png')));
    }
    files.push(image('same.jpg', await makeImage(50, 50, 'jpeg')));
    files.push(image('same.jpg', await makeImage(60, 60, 'jpeg')));
    const zip = await postForBytes(
      'compress-image',
      files,
      { format: 'webp' },
      { filename: 'compressed-images.zip', contentType: 'application/zip' },
    );
    const entries = unzipSync(new Uint8Array(zip));
    const names = Object.keys(entries);
    expect(names).toEqual([
      ...Array.from({ length: 18 }, (_, i) => `photo-${i + 1}.webp`),
      'same.webp',
      'same-2.webp',
    ]);
    const first = await sharp(Buffer.from(entries['photo-1.webp'] as Uint8Array)).metadata();
    expect([first.format, first.width, first.height]).toEqual(['webp', 40, 30]);
    const last = await sharp(Buffer.from(entries['same-2.webp'] as Uint8Array)).metadata();
    expect([last.width, last.height]).toEqual([60, 60]);
  });

  it('resizes several uploads through tus and tRPC', async () => {
    const small = await makeImage(20, 20);
    const files = [
      image('a.png', await makeImage(200, 100)),
      image('b.jpg', await makeImage(100, 200, 'jpeg')),
      image('c.webp', await makeImage(100, 100, 'webp')),
      // More uploads than the 20 the procedure used to take.
      ...Array.from({ length: 22 }, (_, i) => image(`small-${i + 1}.png`, small)),
    ];
    const run = await runThroughTus(server.baseUrl, trpc, 'resize-image', files, { percent: 50 });
    expect(run.view.status).toBe('completed');
    expect(run.view.result?.filename).toBe('resized-images.zip');
    const entries = unzipSync(new Uint8Array(run.bytes));
    expect(Object.keys(entries)).toHaveLength(25);
    expect(Object.keys(entries).slice(0, 4)).toEqual(['a.png', 'b.jpg', 'c.webp', 'small-1.png']);
    const b = await sharp(Buffer.from(entries['b.jpg'] as Uint8Array)).metadata();
    expect([b.format, b.width, b.height]).toEqual(['jpeg', 50, 100]);
    expect(run.updates.at(-1)?.progress).toBe(100);
  });

  it('converts a batch in images, and one image in the older file field', async () => {
    const zip = await postForBytes(
      'convert-image',
      [image('x.png', await makeImage(30, 20)), image('y.webp', await makeImage(20, 30, 'webp'))],
      { targetFormat: 'jpeg' },
      { filename: 'converted-images.zip', contentType: 'application/zip' },
    );
    expect(Object.keys(unzipSync(new Uint8Array(zip)))).toEqual(['x.jpg', 'y.jpg']);
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [image('holiday.jpg', await makeImage(30, 20, 'jpeg'), 'file')],
      { targetFormat: 'webp' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="holiday.webp"');
  });

  it('refuses 51 images with 400 and keeps nothing', async () => {
    const small = await makeImage(8, 8);
    const files = Array.from({ length: 51 }, (_, i) => image(`${i}.png`, small));
    for (const type of ['compress-image', 'resize-image', 'convert-image']) {
      await expectRefusal(
        () =>
          postJobForm(server.baseUrl, type, files, {
            parameters: JSON.stringify(type === 'resize-image' ? { percent: 50 } : {}),
            ...(type === 'convert-image' ? { targetFormat: 'png' } : {}),
          }),
        400,
        'too_many_files',
        /Maximum 50 files allowed/,
      );
    }
  });

  it('counts the older file field with images for convert-image', async () => {
    const small = await makeImage(8, 8);
    const files = [
      image('one.png', small, 'file'),
      ...Array.from({ length: 50 }, (_, i) => image(`${i}.png`, small)),
    ];
    await expectRefusal(
      () => postJobForm(server.baseUrl, 'convert-image', files, { targetFormat: 'png' }),
      400,
      'too_many_files',
      /Maximum 50 files allowed/,
    );
  });

  it('refuses a non-image among the images with 415 and keeps nothing', async () => {
    const files = [
      image('fine.png', await makeImage(10, 10)),
      image('notes.png', Buffer.from('plain text, not a picture\n'.repeat(20))),
    ];
    await expectRefusal(
      () => postJobForm(server.baseUrl, 'compress-image', files, { parameters: '{}' }),
      415,
      'unsupported_type',
      /"notes\.png" is not a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP/,
    );
  });

  it('refuses bad parameters with 400 and keeps nothing', async () => {
    const one = [image('a.png', await makeImage(10, 10))];
    for (const [type, parameters, message] of [
      ['compress-image', { quality: 0 }, /quality must be 1 to 100/],
      ['compress-image', { format: 'gif' }, /format/],
      ['resize-image', {}, /Give a width, a height or a percentage/],
      ['resize-image', { width: 10, percent: 50 }, /not both/],
    ] as const) {
      await expectRefusal(
        () => postJobForm(server.baseUrl, type, one, { parameters: JSON.stringify(parameters) }),
        400,
        'invalid_input',
        message,
      );
    }
  });
});
