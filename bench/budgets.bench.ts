import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deflateZeros,
  makeAnimated,
  makeBlankPdf,
  makeDocx,
  makeHugeJpegHeader,
  makeHugePngHeader,
  makePdfWithHugeImage,
} from '../tests/support/bombs.ts';
import { postJobForm, type FilePart } from '../tests/support/jobs.ts';
import { ffmpegMake, h264Args, lavfiPicture } from '../tests/support/media.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * Resource budgets: for each bomb, a small file declaring a huge cost, the time from
 * sending it to the server's refusal (422 over_budget) and the server's peak resident memory
 * above its idle level meanwhile. The server runs in its own process, as in production.
 */
const folder = await mkdtemp(join(tmpdir(), 'budget-bench-'));
const clip = join(folder, 'three.mp4');
ffmpegMake([...lavfiPicture(3), ...h264Args, clip]);

const bombs: { label: string; type: string; file: FilePart; fields?: Record<string, string> }[] = [
  {
    label: 'PNG 40,000 x 40,000',
    type: 'crop-image',
    file: { field: 'file', name: 'bomb.png', bytes: makeHugePngHeader(40_000, 40_000) },
    fields: { ratio: '1:1' },
  },
  {
    label: 'JPEG 60,000 x 60,000 (SOF)',
    type: 'convert-image',
    file: { field: 'file', name: 'bomb.jpg', bytes: await makeHugeJpegHeader(60_000, 60_000) },
    fields: { targetFormat: 'png' },
  },
  {
    label: 'animated WebP, 600 frames',
    type: 'convert-image',
    file: { field: 'file', name: 'many.webp', bytes: await makeAnimated('webp', 16, 16, 600) },
    fields: { targetFormat: 'png' },
  },
  {
    label: 'animated WebP, 3000 x 3000 x 8',
    type: 'remove-bg',
    file: { field: 'file', name: 'canvas.webp', bytes: await makeAnimated('webp', 3000, 3000, 8) },
  },
  {
    label: 'PDF of 5,000 blank pages',
    type: 'pdf-to-images',
    file: { field: 'file', name: 'pages.pdf', bytes: await makeBlankPdf(5000) },
  },
  {
    label: 'PDF with a 100,000 x 100,000 image',
    type: 'pdf-to-word',
    file: { field: 'file', name: 'image.pdf', bytes: await makePdfWithHugeImage(100_000, 100_000) },
  },
  {
    label: 'PDF page of 200 x 200 inches',
    type: 'pdf-to-images',
    file: { field: 'file', name: 'poster.pdf', bytes: await makeBlankPdf(1, [14_400, 14_400]) },
  },
  {
    label: '.docx inflating to 1 GB',
    type: 'word-to-pdf',
    file: {
      field: 'file',
      name: 'bomb.docx',
      bytes: makeDocx(await deflateZeros(1024 * MB)),
    },
  },
  {
    label: 'video of 3 s (BUDGET_MEDIA_SECONDS=2)',
    type: 'video-to-gif',
    file: { field: 'file', name: 'three.mp4', bytes: await readFile(clip) },
    fields: { parameters: JSON.stringify({ startTime: 0, endTime: 1 }) },
  },
];

const server = await startBenchServer({ BUDGET_MEDIA_SECONDS: '2', JOBS_PER_CLIENT: '50' });
try {
  // Warm up: the first request loads modules the later ones share.
  await postJobForm(server.baseUrl, 'crop-image', [bombs[0]?.file as FilePart], { ratio: '1:1' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(
    `${'bomb (file size)'.padEnd(48)} ${'refused in'.padStart(10)} ms     peak RSS above idle`,
  );
  for (const bomb of bombs) {
    const idle = server.rss();
    const watch = server.watchRss();
    const started = performance.now();
    const response = await postJobForm(server.baseUrl, bomb.type, [bomb.file], bomb.fields, {
      accept: 'application/json',
    });
    const body = (await response.json()) as { error?: { code: string } };
    const elapsed = performance.now() - started;
    const peak = watch.stop();
    if (response.status !== 422 || body.error?.code !== 'over_budget') {
      throw new Error(`${bomb.label}: expected 422 over_budget, got ${response.status}`);
    }
    const size = bomb.file.bytes.length;
    const sizeLabel = size >= MB ? `${(size / MB).toFixed(1)} MB` : `${Math.ceil(size / 1024)} KB`;
    report(`${bomb.label} (${sizeLabel})`, elapsed, 'ms', `${((peak - idle) / MB).toFixed(1)} MB`);
  }
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
