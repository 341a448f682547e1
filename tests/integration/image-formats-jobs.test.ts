import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimGridCanvas, quarterTurned } from '../support/heif-files.ts';
import { postJobForm, type FilePart } from '../support/jobs.ts';
import { postAndWait } from '../support/job-runs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every common image in (HEIC, AVIF, GIF, TIFF, BMP), made here with the real encoders: HEIC by
 * libheif's heif-enc (x265), BMP by ffmpeg, the others by sharp. Then rotate and watermark.
 */
let server: TestServer;
let folder: string;
const samples: Record<string, Buffer> = {};
const path = process.env.PATH;

/**
 * libheif's decoders, each put behind a script of the same name, first on the PATH the workers
 * inherit, that notes its run in a log and hands over to the real program: a test can then tell
 * whether a decoder was started at all.
 */
function watchHeifDecoders(): string {
  const log = join(folder, 'heif-decoder-runs.log');
  const bin = join(folder, 'bin');
  mkdirSync(bin);
  for (const name of ['heif-dec', 'heif-convert']) {
    let real: string;
    try {
      real = execFileSync('which', [name]).toString().trim();
    } catch {
      continue;
    }
    const script = `#!/bin/sh\necho "${name} $*" >> '${log}'\nexec '${real}' "$@"\n`;
    writeFileSync(join(bin, name), script, { mode: 0o755 });
  }
  process.env.PATH = `${bin}:${path}`;
  return log;
}
let decoderLog: string;
/** The decoder runs noted so far, one line each: the program's name and its arguments. */
const decoderRuns = () =>
  existsSync(decoderLog) ? readFileSync(decoderLog, 'utf8').trim().split('\n') : [];
const lastDecoderRun = () => decoderRuns().at(-1) ?? '';
const decoderRunCount = () => decoderRuns().length;

/** 80 x 40, red left half and blue right half: a turn or a mirror shows in the pixels. */
async function halves(): Promise<Sharp> {
  const red = await sharp({
    create: { width: 40, height: 40, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#0000ff' } }).composite(
    [{ input: red, left: 0, top: 0 }],
  );
}

function run(program: string, args: string[]): void {
  execFileSync(program, args, { stdio: 'ignore' });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'image-formats-'));
  // A phone photo: EXIF with its owner and a place (the GPS IFD), and an EXIF orientation that a
  // HEIF must not obey (its own irot box rules; heif-enc writes none).
  const jpeg = await (
    await halves()
  )
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Artist: 'Test owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSMapDatum: 'WGS-84 Kathmandu' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(join(folder, 'photo.jpg'), jpeg);
  run('heif-enc', ['-q', '80', '-o', join(folder, 'IMG_0042.heic'), join(folder, 'photo.jpg')]);
  samples.heic = readFileSync(join(folder, 'IMG_0042.heic'));
  samples.avif = await (await halves()).avif({ quality: 80 }).toBuffer();
  samples.gif = await (await halves()).gif().toBuffer();
  samples.tiff = await (await halves()).tiff().toBuffer();
  writeFileSync(join(folder, 'halves.png'), await (await halves()).png().toBuffer());
  run('ffmpeg', ['-v', 'error', '-i', join(folder, 'halves.png'), join(folder, 'halves.bmp')]);
  samples.bmp = readFileSync(join(folder, 'halves.bmp'));
  decoderLog = watchHeifDecoders();
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
}, 60_000);

afterAll(async () => {
  process.env.PATH = path;
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const names: Record<string, string> = {
  heic: 'IMG_0042.heic',
  avif: 'garden.avif',
  gif: 'sticker.gif',
  tiff: 'scan.tiff',
  bmp: 'paint.bmp',
};
const file = (kind: string, field = 'images'): FilePart => ({
  field,
  name: names[kind] as string,
  bytes: samples[kind] as Buffer,
});

async function postForBytes(type: string, files: FilePart[], parameters: object) {
  const response = await postJobForm(server.baseUrl, type, files, {
    parameters: JSON.stringify(parameters),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString().slice(0, 300)).toBe(200);
  return { bytes, headers: response.headers };
}

/** The colour at (x, y) as 'r,g,b', roughly (lossy encoders move it a little). */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]]
    .map((value) => ((value as number) > 127 ? 255 : 0))
    .join(',');
}

const RED = '255,0,0';
const BLUE = '0,0,255';

describe('every common image in', () => {
  it.each(['heic', 'avif', 'gif', 'tiff', 'bmp'])(
    'converts %s to JPEG under its own stem, upright and whole',
    async (kind) => {
      const { bytes, headers } = await postForBytes('convert-image', [file(kind)], {
        targetFormat: 'jpg',
      });
      const stem = (names[kind] as string).replace(/\.[^.]+$/, '');
      expect(headers.get('content-disposition')).toContain(`filename="${stem}.jpg"`);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 80, 40]);
      expect(await colourAt(bytes, 10, 20)).toBe(RED);
      expect(await colourAt(bytes, 70, 20)).toBe(BLUE);
    },
  );

  it.each([
    ['heic', 'jpeg', 'IMG_0042.jpg'],
    ['avif', 'heif', 'garden.avif'],
    ['gif', 'gif', 'sticker.gif'],
    ['tiff', 'jpeg', 'scan.jpg'],
    ['bmp', 'png', 'paint.png'],
  ])('resizes %s, written back as %s', async (kind, format, filename) => {
    const { bytes, headers } = await postForBytes('resize-image', [file(kind)], { width: 40 });
    expect(headers.get('content-disposition')).toContain(`filename="${filename}"`);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([format, 40, 20]);
  });

  it('converts a HEIC to AVIF', async () => {
    const { bytes, headers } = await postForBytes('convert-image', [file('heic')], {
      targetFormat: 'avif',
    });
    expect(headers.get('content-type')).toBe('image/avif');
    expect((await sharp(bytes).metadata()).compression).toBe('av1');
  });

  it('removes the place a HEIC was taken by default and keeps it on request', async () => {
    const stripped = await sharp(
      (await postForBytes('convert-image', [file('heic')], { targetFormat: 'jpg' })).bytes,
    ).metadata();
    expect(stripped.exif).toBeUndefined();
    // libheif wrote that JPEG itself, at the quality sharp would have used.
    expect(lastDecoderRun()).toMatch(/ -q 90 .*\.jpg$/);
    const kept = await sharp(
      (
        await postForBytes('convert-image', [file('heic')], {
          targetFormat: 'jpg',
          keepMetadata: true,
        })
      ).bytes,
    ).metadata();
    expect(kept.exif?.toString('latin1')).toContain('WGS-84 Kathmandu');
    expect(kept.exif?.toString('latin1')).toContain('Test owner');
    // libheif has applied the HEIF's own (absent) turn; the EXIF one is not applied twice.
    expect([kept.width, kept.height, kept.orientation ?? 1]).toEqual([80, 40, 1]);
  });

  it('turns a HEIC by its own irot box, not by the EXIF orientation it also carries', async () => {
    // A quarter turn anticlockwise: the red left half goes to the bottom. The EXIF says 6.
    const turned: FilePart = {
      field: 'images',
      name: 'IMG_0042.heic',
      bytes: quarterTurned(samples.heic as Buffer),
    };
    for (const keepMetadata of [false, true]) {
      const { bytes } = await postForBytes('convert-image', [turned], {
        targetFormat: 'jpg',
        keepMetadata,
      });
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([40, 80, 1]);
      expect(metadata.exif === undefined).toBe(!keepMetadata);
      expect(await colourAt(bytes, 20, 70)).toBe(RED);
      expect(await colourAt(bytes, 20, 10)).toBe(BLUE);
    }
  });

  it('cuts the background out of a HEIC', async () => {
    const job = await postAndWait(server.baseUrl, 'remove-bg', [file('heic', 'file')]);
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    const metadata = await sharp(job.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
      'png',
      80,
      40,
      true,
    ]);
  }, 120_000);
});

describe('images that claim too many pixels', () => {
  it('refuses a HEIC claiming 50,000 x 50,000 from its header, before decoding', async () => {
    const heic = Buffer.from(samples.heic as Buffer);
    // The ispe box holds the coded size (for a grid image, the whole grid's canvas); its clean
    // aperture box still crops it to 80 x 40, which is all sharp's header reading sees.
    const at = heic.indexOf('ispe');
    expect(at).toBeGreaterThan(0);
    heic.writeUInt32BE(50_000, at + 8);
    heic.writeUInt32BE(50_000, at + 12);
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'images', name: 'grid.heic', bytes: heic }],
      { parameters: JSON.stringify({ targetFormat: 'jpg' }) },
    );
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(response.status).toBe(422);
    expect(body.error.code).toBe('over_budget');
    expect(body.error.message).toMatch(
      /"grid\.heic" is 50,000 × 50,000 pixels \(2,500 megapixels\); the limit is 50 megapixels\./,
    );
  });

  it('refuses a HEIC whose grid claims 50,000 x 50,000, before any decoder runs', async () => {
    // The honest file, a grid as heif-enc writes it, is decoded (and the decoder's run is seen).
    const runsBefore = decoderRunCount();
    await postForBytes('convert-image', [file('heic')], { targetFormat: 'png' });
    const runsAfterHonest = decoderRunCount();
    expect(runsAfterHonest).toBeGreaterThan(runsBefore);

    const lying = claimGridCanvas(samples.heic as Buffer, 50_000, 50_000);
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'images', name: 'grid.heic', bytes: lying }],
      { parameters: JSON.stringify({ targetFormat: 'jpg' }) },
    );
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect([response.status, body.error.code]).toEqual([422, 'over_budget']);
    expect(body.error.message).toMatch(
      /"grid\.heic" is 50,000 × 50,000 pixels \(2,500 megapixels\); the limit is 50 megapixels\./,
    );
    expect(decoderRunCount()).toBe(runsAfterHonest);

    // Only the grid's description lies, under libheif's own limit (32,768 a side), which would
    // allocate it: its ispe still says 80 x 40, as does sharp's reading of the header.
    const hidden = claimGridCanvas(samples.heic as Buffer, 30_000, 30_000, { ispe: false });
    const hiddenResponse = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'images', name: 'grid.heic', bytes: hidden }],
      { parameters: JSON.stringify({ targetFormat: 'png' }) },
    );
    const hiddenBody = (await hiddenResponse.json()) as {
      error: { code: string; message: string };
    };
    expect([hiddenResponse.status, hiddenBody.error.code]).toEqual([422, 'over_budget']);
    expect(hiddenBody.error.message).toMatch(
      /"grid\.heic" is 30,000 × 30,000 pixels \(900 megapixels\)/,
    );
    expect(decoderRunCount()).toBe(runsAfterHonest);
  });

  it('refuses a BMP claiming 60,000 x 60,000 from its header', async () => {
    const bmp = Buffer.from(samples.bmp as Buffer);
    bmp.writeInt32LE(60_000, 18);
    bmp.writeInt32LE(60_000, 22);
    const response = await postJobForm(
      server.baseUrl,
      'resize-image',
      [{ field: 'images', name: 'wide.bmp', bytes: bmp }],
      { parameters: JSON.stringify({ width: 10 }) },
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('over_budget');
  });
});

describe('rotate-image and watermark-image', () => {
  it('turns a batch of two a quarter clockwise and mirrors it as seen, in a ZIP', async () => {
    const job = await postAndWait(server.baseUrl, 'rotate-image', [file('heic'), file('bmp')], {
      parameters: JSON.stringify({ angle: 90, flip: 'horizontal' }),
    });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    const entries = unzipSync(new Uint8Array(job.bytes));
    expect(Object.keys(entries).sort()).toEqual(['IMG_0042.jpg', 'paint.png']);
    for (const data of Object.values(entries)) {
      const bytes = Buffer.from(data);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([40, 80]);
      // A quarter turn clockwise puts the red left half on top; a mirror left to right keeps it.
      expect(await colourAt(bytes, 5, 10)).toBe(RED);
      expect(await colourAt(bytes, 35, 10)).toBe(RED);
      expect(await colourAt(bytes, 20, 70)).toBe(BLUE);
    }
  });

  it('mirrors left to right without a turn', async () => {
    const job = await postAndWait(server.baseUrl, 'rotate-image', [file('tiff')], {
      parameters: JSON.stringify({ angle: 0, flip: 'horizontal' }),
    });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    expect(job.headers.get('content-disposition')).toContain('filename="scan.jpg"');
    expect(await colourAt(job.bytes, 10, 20)).toBe(BLUE);
    expect(await colourAt(job.bytes, 70, 20)).toBe(RED);
  });

  it('refuses an angle that is not a quarter turn', async () => {
    const response = await postJobForm(server.baseUrl, 'rotate-image', [file('gif')], {
      parameters: JSON.stringify({ angle: 45 }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/0, 90, 180 or 270/);
  });

  it('writes Devanagari text on a batch of two, at a corner and tiled', async () => {
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const files: FilePart[] = [
      { field: 'images', name: 'a.png', bytes: photo },
      { field: 'images', name: 'b.png', bytes: photo },
    ];
    const changedPixels = async (bytes: Buffer) => {
      const [before, after] = await Promise.all(
        [photo, bytes].map((image) => sharp(image).removeAlpha().raw().toBuffer()),
      );
      let changed = 0;
      for (let index = 0; index < (before as Buffer).length; index += 3) {
        if ((before as Buffer)[index] !== (after as Buffer)[index]) changed += 1;
      }
      return changed;
    };
    const changes: Record<string, number> = {};
    for (const position of ['bottom-right', 'tile']) {
      const job = await postAndWait(server.baseUrl, 'watermark-image', files, {
        parameters: JSON.stringify({ text: 'नमस्ते नेपाल', position, opacity: 0.8, fontSize: 32 }),
      });
      expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
      const entries = unzipSync(new Uint8Array(job.bytes));
      expect(Object.keys(entries).sort()).toEqual(['a.png', 'b.png']);
      const marked = Buffer.from(entries['a.png'] as Uint8Array);
      changes[position] = await changedPixels(marked);
      if (position === 'bottom-right') {
        // The text is at the bottom right: the top left quarter is untouched.
        const corner = { left: 0, top: 0, width: 200, height: 150 };
        const [before, after] = await Promise.all(
          [photo, marked].map((image) =>
            sharp(image).extract(corner).removeAlpha().raw().toBuffer(),
          ),
        );
        expect(Buffer.compare(before as Buffer, after as Buffer)).toBe(0);
      }
    }
    expect(changes['bottom-right']).toBeGreaterThan(500);
    // Tiled: many copies of the same text.
    expect(changes.tile).toBeGreaterThan(3 * (changes['bottom-right'] as number));
  });
});
