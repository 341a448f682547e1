import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageCost } from '../../server/processing/image/budget.ts';
import {
  deflateZeros,
  makeAnimated,
  makeBlankPdf,
  makeDocx,
  makeHugeJpegHeader,
  makeHugePngHeader,
  makePdfWithHugeImage,
  makePdfWithHugeInlineImage,
} from '../support/bombs.ts';
import {
  makeImage,
  makePdf,
  postJobForm,
  storedFiles,
  trpcClient,
  tusUpload,
  uploadMetadata,
  waitForJob,
  type FilePart,
} from '../support/jobs.ts';
import { expectJobFailed, postJsonAndWait } from '../support/job-runs.ts';
import { ffmpegMake, lavfiPicture, lavfiTone, h264Args } from '../support/media.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every bomb (a small file declaring a huge cost) is refused with 422
 * `over_budget` naming the limit, fast, within a stated memory bound, with nothing left on disk,
 * and the site keeps answering. One normal file of each kind still passes.
 */

const FAST_MS = 5000;
/** The server runs in this process: its resident memory may grow this much while refusing a bomb. */
const RSS_GROWTH_BOUND = 300 * 1024 * 1024;

let server: TestServer;
let folder: string;
const timings: Record<string, number> = {};
/** Per bomb: the process's peak resident memory during the request, over what it was before. */
const peaks: Record<string, number> = {};

/** Runs `work` while sampling resident memory; returns its result and the peak growth. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  const before = process.memoryUsage().rss;
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss - before);
  };
  const timer = setInterval(sample, 5);
  try {
    const value = await work();
    sample();
    return { value, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Serves media for the URL inputs; `/stalled.mp4` sends all but its last bytes, then waits. */
let media: Server;
let mediaBase: string;
const served: Record<string, Buffer> = {};
const stalled = new Set<ServerResponse>();

function serveMedia(path: string, response: ServerResponse) {
  const clip = served[path.replace('/stalled', '/long')];
  if (!clip) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length });
  if (path !== '/stalled.mp4') {
    response.end(clip);
    return;
  }
  response.write(clip.subarray(0, clip.length - 1024));
  stalled.add(response);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'budget-bombs-'));
  media = createServer((request, response) => serveMedia(request.url ?? '/', response));
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaBase = `http://127.0.0.1:${(media.address() as { port: number }).port}`;
  server = await startTestServer({
    WORKERS: '1',
    JOBS_PER_CLIENT: '50',
    BUDGET_MEDIA_SECONDS: '2',
    SOFFICE_PATH: 'off',
    ALLOWED_URL_HOSTS: new URL(mediaBase).host,
  });
});
afterAll(async () => {
  await server?.close();
  for (const response of stalled) response.destroy();
  media?.close();
  rmSync(folder, { recursive: true, force: true });
  console.log('time to refusal (ms):', timings);
  console.log(
    'peak RSS growth (MB):',
    Object.fromEntries(Object.entries(peaks).map(([k, v]) => [k, Math.round(v / 1024 / 1024)])),
  );
});

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Posts the file, expects 422 over_budget with the message, fast, and nothing left on disk. */
async function expectRefused(
  label: string,
  type: string,
  files: FilePart[],
  message: RegExp,
  fields: Record<string, string> = {},
) {
  const started = performance.now();
  const { value: response, peak } = await withPeakRss(() =>
    postJobForm(server.baseUrl, type, files, fields, { accept: 'application/json' }),
  );
  const body = (await response.json()) as ErrorBody;
  const elapsed = performance.now() - started;
  timings[label] = Math.round(elapsed);
  peaks[label] = peak;
  expect(peak).toBeLessThan(RSS_GROWTH_BOUND);
  expect(response.status, JSON.stringify(body)).toBe(422);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(body.error.code).toBe('over_budget');
  expect(body.error.message).toMatch(message);
  expect(elapsed).toBeLessThan(FAST_MS);
  expect(await storedFiles(server.dataDir)).toEqual([]);
  // The site keeps answering.
  expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
}

/** Posts a normal file, expects it accepted and done, then deletes the job and its files. */
async function expectPasses(type: string, files: FilePart[], fields: Record<string, string> = {}) {
  const response = await postJobForm(server.baseUrl, type, files, fields, {
    accept: 'application/json',
  });
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(202);
  const view = await waitForJob(server.baseUrl, body.id, 120_000);
  expect(view.status, JSON.stringify(view)).toBe('completed');
  await fetch(`${server.baseUrl}/api/jobs/${body.id}`, { method: 'DELETE' });
}

describe('images', () => {
  afterEach(async () => {
    expect(await storedFiles(server.dataDir)).toEqual([]);
  });

  it('refuses a PNG declaring 40,000 x 40,000 pixels', async () => {
    await expectRefused(
      'png 40000x40000',
      'crop-image',
      [{ field: 'file', name: 'bomb.png', bytes: makeHugePngHeader(40_000, 40_000) }],
      /^"bomb\.png" is 40,000 × 40,000 pixels \(1,600 megapixels\); the limit is 50 megapixels\.$/,
      { ratio: '1:1' },
    );
  });

  it('refuses a JPEG whose SOF declares 60,000 x 60,000 pixels', async () => {
    await expectRefused(
      'jpeg 60000x60000',
      'convert-image',
      [{ field: 'file', name: 'bomb.jpg', bytes: await makeHugeJpegHeader(60_000, 60_000) }],
      /"bomb\.jpg" is 60,000 × 60,000 pixels \(3,600 megapixels\); the limit is 50 megapixels/,
      { targetFormat: 'png' },
    );
  });

  it('refuses an animated WebP by its frames, and by its canvas times its frames', async () => {
    await expectRefused(
      'webp 600 frames',
      'convert-image',
      [{ field: 'file', name: 'many.webp', bytes: await makeAnimated('webp', 16, 16, 600) }],
      /"many\.webp" has 600 frames; the limit is 500 frames\./,
      { targetFormat: 'png' },
    );
    await expectRefused(
      'webp 3000x3000 x 8',
      'remove-bg',
      [{ field: 'file', name: 'canvas.webp', bytes: await makeAnimated('webp', 3000, 3000, 8) }],
      /"canvas\.webp" is 3,000 × 3,000 pixels in 8 frames \(72 megapixels in all\); the limit is 50 megapixels\./,
    );
  });

  it('counts every frame of an animated GIF', async () => {
    const gif = await makeAnimated('gif', 3000, 3000, 8);
    const path = join(folder, 'canvas.gif');
    writeFileSync(path, gif);
    expect(await imageCost(path)).toEqual({ width: 3000, height: 3000, frames: 8 });
    await expectRefused(
      'gif 3000x3000 x 8',
      'crop-image',
      [{ field: 'file', name: 'canvas.gif', bytes: gif }],
      /"canvas\.gif" is 3,000 × 3,000 pixels in 8 frames \(72 megapixels in all\); the limit is 50 megapixels\./,
      { ratio: '1:1' },
    );
  });

  it('refuses images-to-gif whose images hold more frames than a GIF may have', async () => {
    const animated = await makeAnimated('webp', 16, 16, 300);
    await expectRefused(
      'images-to-gif 600 frames',
      'images-to-gif',
      [
        { field: 'images', name: 'a.webp', bytes: animated },
        { field: 'images', name: 'b.webp', bytes: animated },
      ],
      /^These images would make a GIF of 600 frames; the limit is 500 frames\.$/,
    );
  });

  it('refuses a bomb sent through tus and tRPC the same way, deleting the upload', async () => {
    const id = await tusUpload(makeHugePngHeader(40_000, 40_000), {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('crop-image', 'bomb.png', 'file', 'image/png'),
    });
    const started = performance.now();
    const error = await trpcClient(server.baseUrl)
      .jobs.create.mutate({ type: 'crop-image', uploads: [id], parameters: { ratio: '1:1' } })
      .then(
        () => undefined,
        (e: unknown) => e as { message: string; data?: { httpStatus?: number } },
      );
    timings['png via tus'] = Math.round(performance.now() - started);
    expect(error?.data?.httpStatus).toBe(422);
    expect(error?.message).toMatch(/1,600 megapixels\); the limit is 50 megapixels/);
  });

  it('still takes a normal image', async () => {
    await expectPasses(
      'convert-image',
      [{ field: 'file', name: 'ok.png', bytes: await makeImage(640, 480) }],
      { targetFormat: 'jpg' },
    );
  });
});

describe('PDFs', () => {
  afterEach(async () => {
    expect(await storedFiles(server.dataDir)).toEqual([]);
  });

  it('refuses a PDF of 5,000 blank pages for pdf-to-images and pdf-to-word', async () => {
    const pdf = await makeBlankPdf(5000);
    for (const type of ['pdf-to-images', 'pdf-to-word']) {
      await expectRefused(
        `pdf 5000 pages (${type})`,
        type,
        [{ field: 'file', name: 'pages.pdf', bytes: pdf }],
        /^This PDF has 5,000 pages; the limit is 200 pages\.$/,
      );
    }
  });

  it('refuses a PDF holding one 100,000 x 100,000 image', async () => {
    const pdf = await makePdfWithHugeImage(100_000, 100_000);
    for (const type of ['pdf-to-images', 'pdf-to-word']) {
      await expectRefused(
        `pdf huge image (${type})`,
        type,
        [{ field: 'file', name: 'image.pdf', bytes: pdf }],
        /^This PDF holds an image of 100,000 × 100,000 pixels \(10,000 megapixels\); the limit is 50 megapixels\.$/,
      );
    }
  });

  it('refuses a PDF whose page content draws one 100,000 x 100,000 inline image', async () => {
    const pdf = await makePdfWithHugeInlineImage(100_000, 100_000);
    for (const type of ['pdf-to-images', 'pdf-to-word']) {
      await expectRefused(
        `pdf huge inline image (${type})`,
        type,
        [{ field: 'file', name: 'inline.pdf', bytes: pdf }],
        /^This PDF holds an image of 100,000 × 100,000 pixels \(10,000 megapixels\); the limit is 50 megapixels\.$/,
      );
    }
  });

  it('refuses a page too big to render at 150 dpi', async () => {
    await expectRefused(
      'pdf 200-inch page',
      'pdf-to-images',
      [{ field: 'file', name: 'poster.pdf', bytes: await makeBlankPdf(1, [14_400, 14_400]) }],
      /^Page 1 of this PDF is 14,400 × 14,400 points: 30,000 × 30,000 pixels \(900 megapixels\) at 150 dpi; the limit is 100 megapixels a page\.$/,
    );
  });

  it('still takes a normal PDF', async () => {
    await expectPasses('pdf-to-images', [
      { field: 'file', name: 'ok.pdf', bytes: await makePdf(2) },
    ]);
  });
});

describe('Word documents', () => {
  afterEach(async () => {
    expect(await storedFiles(server.dataDir)).toEqual([]);
  });

  it('refuses a .docx whose document.xml inflates to a gigabyte, inflating nothing', async () => {
    const docx = makeDocx(await deflateZeros(1024 * 1024 * 1024));
    expect(docx.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(
      'docx 1 GB',
      'word-to-pdf',
      [{ field: 'file', name: 'bomb.docx', bytes: docx }],
      /^"bomb\.docx" unpacks to 1,024 MB; the limit is 200 MB\.$/,
    );
  });

  it('refuses a .docx packed over the ratio budget', async () => {
    const docx = makeDocx(await deflateZeros(150 * 1024 * 1024));
    await expectRefused(
      'docx ratio',
      'word-to-pdf',
      [{ field: 'file', name: 'ratio.docx', bytes: docx }],
      /^"ratio\.docx" unpacks to [\d,]+ times its packed size; the limit is 100 times\.$/,
    );
  });

  it('refuses a .docx declaring 1 KB that inflates to 100 MB, counted while inflating', async () => {
    // Both the central directory and the local header declare 1,024 bytes.
    const docx = makeDocx({ ...(await deflateZeros(100 * 1024 * 1024)), size: 1024 });
    expect(docx.length).toBeLessThan(1024 * 1024);
    await expectRefused(
      'docx lying 100 MB',
      'word-to-pdf',
      [{ field: 'file', name: 'liar.docx', bytes: docx }],
      /^"liar\.docx" unpacks to more than 100 times its packed size; the limit is 100 times\.$/,
    );
  });

  it('still takes a normal .docx', async () => {
    const xml = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello budgets</w:t></w:r></w:p></w:body></w:document>',
    );
    await expectPasses('word-to-pdf', [{ field: 'file', name: 'ok.docx', bytes: makeDocx(xml) }]);
  });
});

describe('media', () => {
  afterEach(async () => {
    expect(await storedFiles(server.dataDir)).toEqual([]);
  });

  it('refuses a clip longer than BUDGET_MEDIA_SECONDS (2 s here), read with ffprobe', async () => {
    const video = join(folder, 'three.mp4');
    ffmpegMake([...lavfiPicture(3), ...h264Args, video]);
    await expectRefused(
      'video 3 s',
      'video-to-gif',
      [{ field: 'file', name: 'three.mp4', bytes: readFileSync(video) }],
      /^"three\.mp4" lasts 3 seconds; the limit is 2 seconds\.$/,
      { parameters: JSON.stringify({ startTime: 0, endTime: 1 }) },
    );
    const tone = join(folder, 'three.mp3');
    ffmpegMake([...lavfiTone(3), '-c:a', 'libmp3lame', tone]);
    await expectRefused(
      'audio 3 s',
      'trim-audio',
      [{ field: 'file', name: 'three.mp3', bytes: readFileSync(tone) }],
      /"three\.mp3" lasts 3(\.\d)? seconds; the limit is 2 seconds\./,
      { parameters: JSON.stringify({ startTime: 0, endTime: 1 }) },
    );
  });

  it('still takes a clip within the budget', async () => {
    const tone = join(folder, 'one.mp3');
    ffmpegMake([...lavfiTone(1), '-c:a', 'libmp3lame', tone]);
    await expectPasses(
      'trim-audio',
      [{ field: 'file', name: 'one.mp3', bytes: readFileSync(tone) }],
      { parameters: JSON.stringify({ startTime: 0, endTime: 0.5 }) },
    );
  });
});

describe('media by URL', () => {
  beforeAll(() => {
    // Its index (moov) first, as most web video is: ffprobe reads the duration from the start.
    const long = join(folder, 'long.mp4');
    ffmpegMake([...lavfiPicture(8), ...h264Args, '-movflags', '+faststart', long]);
    served['/long.mp4'] = readFileSync(long);
    const short = join(folder, 'short.mp4');
    ffmpegMake([...lavfiPicture(1), ...lavfiTone(1), ...h264Args, '-c:a', 'aac', short]);
    served['/short.mp4'] = readFileSync(short);
  });
  afterEach(async () => {
    const left = await storedFiles(server.dataDir);
    expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
  });

  const overBudget = /^The file at this address lasts 8 seconds; the limit is 2 seconds\.$/;

  it('refuses a video longer than BUDGET_MEDIA_SECONDS for every URL type, before encoding', async () => {
    for (const type of ['download-video', 'extract-audio-url', 'remove-audio-url']) {
      const job = await postJsonAndWait(server.baseUrl, {
        type,
        parameters: { url: `${mediaBase}/long.mp4` },
      });
      await expectJobFailed(server.baseUrl, job, 'over_budget', overBudget);
    }
  });

  it('refuses it from the partial file while the download is still arriving', async () => {
    expect(served['/long.mp4']?.length).toBeGreaterThan(128 * 1024);
    // The download never ends (its last KB never comes): without reading the partial file, the
    // job would fail after 30 s of silence as download_timeout.
    const job = await postJsonAndWait(server.baseUrl, {
      type: 'download-video',
      parameters: { url: `${mediaBase}/stalled.mp4` },
    });
    await expectJobFailed(server.baseUrl, job, 'over_budget', overBudget);
  });

  it('still takes a clip within the budget', async () => {
    const job = await postJsonAndWait(server.baseUrl, {
      type: 'extract-audio-url',
      parameters: { url: `${mediaBase}/short.mp4` },
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    await fetch(`${server.baseUrl}/api/jobs/${job.id}`, { method: 'DELETE' });
  });
});

describe('the server', () => {
  it(`stayed within ${RSS_GROWTH_BOUND / 1024 / 1024} MB of resident memory over idle while refusing each bomb`, () => {
    expect(Object.keys(peaks).length).toBeGreaterThanOrEqual(12);
    for (const peak of Object.values(peaks)) expect(peak).toBeLessThan(RSS_GROWTH_BOUND);
  });
});
