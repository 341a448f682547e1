import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeSampleDocx } from '../support/documents.ts';
import { makeImage, makePdf, postJobForm, waitForJob } from '../support/jobs.ts';
import { ffmpegMake, h264Args, lavfiPicture, lavfiTone } from '../support/media.ts';

/**
 * Smoke test of the container image (CI, after `podman build`): starts it with a fresh data
 * volume, waits for its first health answer, then runs one image job, one video job, one Word
 * to PDF, one PDF to images and one background removal through the REST API, and prints the
 * image's size and its start time.
 * Usage: node tests/container/smoke.ts <image> <port>
 */
const [imageName = 'localhost/everyday-tools:ci', portText = '3990'] = process.argv.slice(2);
const port = Number(portText);
const baseUrl = `http://127.0.0.1:${port}`;
const name = `toolbox-smoke-${process.pid}`;
const podman = (...args: string[]) => execFileSync('podman', args, { encoding: 'utf8' }).trim();

function fail(message: string): never {
  console.error(`container smoke test failed: ${message}`);
  try {
    console.error(podman('logs', '--tail', '40', name));
  } catch {
    // no container to show
  }
  process.exit(1);
}

const started = performance.now();
const run = spawn(
  'podman',
  [
    'run',
    '--rm',
    '--name',
    name,
    '--network=host',
    '-e',
    `PORT=${port}`,
    '-e',
    'CURRENCY_RATES_URL=off',
    imageName,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
let healthMs = 0;
const work = mkdtempSync(join(tmpdir(), 'toolbox-smoke-'));
try {
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        healthMs = performance.now() - started;
        break;
      }
    } catch {
      // not answering yet
    }
    if (run.exitCode !== null) fail(`the container exited with ${run.exitCode}`);
    if (performance.now() - started > 120_000) fail('no health answer within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const home = await fetch(`${baseUrl}/`);
  if (home.status !== 200 || !(await home.text()).includes('<div id="root"')) {
    fail(`the home page answered ${home.status} without the app`);
  }
  const user = podman('exec', name, 'id', '-un');
  if (user === 'root') fail('the server runs as root');

  const image = await postJobForm(
    baseUrl,
    'convert-image',
    [{ field: 'file', name: 'photo.png', bytes: await makeImage(120, 80, 'png') }],
    { targetFormat: 'webp' },
  );
  if (image.status !== 200) fail(`image job answered ${image.status}: ${await image.text()}`);
  const converted = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
  if (converted.format !== 'webp' || converted.width !== 120) fail('the image job gave no WebP');

  const video = join(work, 'clip.mp4');
  ffmpegMake([...lavfiPicture(2), ...lavfiTone(2), ...h264Args, '-c:a', 'aac', '-shortest', video]);
  const audio = await postJobForm(baseUrl, 'extract-audio', [
    { field: 'file', name: 'clip.mp4', bytes: readFileSync(video) },
  ]);
  if (audio.status !== 202) fail(`video job answered ${audio.status}: ${await audio.text()}`);
  const audioJob = await waitForJob(baseUrl, ((await audio.json()) as { id: string }).id);
  if (audioJob.status !== 'completed') fail(`video job ended ${JSON.stringify(audioJob)}`);

  const word = await postJobForm(baseUrl, 'word-to-pdf', [
    { field: 'file', name: 'letter.docx', bytes: await makeSampleDocx() },
  ]);
  if (word.status !== 202) fail(`Word job answered ${word.status}: ${await word.text()}`);
  const wordId = ((await word.json()) as { id: string }).id;
  const wordJob = await waitForJob(baseUrl, wordId);
  if (wordJob.status !== 'completed') fail(`Word job ended ${JSON.stringify(wordJob)}`);
  const pdf = Buffer.from(await (await fetch(`${baseUrl}/api/download/${wordId}`)).arrayBuffer());
  if (pdf.subarray(0, 5).toString() !== '%PDF-') fail('the Word job gave no PDF');

  // The parts loaded by computed paths (server/runtime-files.ts): pdf.js with its fonts and the
  // canvas, and the background-removal model on onnxruntime.
  const pages = await postJobForm(baseUrl, 'pdf-to-images', [
    { field: 'file', name: 'pages.pdf', bytes: await makePdf(2) },
  ]);
  if (pages.status !== 200) fail(`PDF to images answered ${pages.status}: ${await pages.text()}`);
  const zip = Buffer.from(await pages.arrayBuffer());
  if (zip.subarray(0, 2).toString() !== 'PK') fail('PDF to images gave no ZIP');

  const cutout = await postJobForm(baseUrl, 'remove-bg', [
    { field: 'file', name: 'photo.png', bytes: await makeImage(160, 120, 'png') },
  ]);
  if (cutout.status !== 202) fail(`background removal answered ${cutout.status}`);
  const cutoutId = ((await cutout.json()) as { id: string }).id;
  const cutoutJob = await waitForJob(baseUrl, cutoutId, 180_000);
  if (cutoutJob.status !== 'completed')
    fail(`background removal ended ${JSON.stringify(cutoutJob)}`);

  const bytes = Number(podman('image', 'inspect', '--format', '{{.Size}}', imageName));
  console.log(`image ${imageName}: ${(bytes / 1024 / 1024).toFixed(0)} MB`);
  console.log(`container start to first health answer: ${(healthMs / 1000).toFixed(2)} s`);
  console.log(
    'container smoke test: health, image, video, Word to PDF, PDF to images and background removal passed',
  );
} finally {
  try {
    podman('stop', '--time', '10', name);
  } catch {
    // already gone
  }
  rmSync(work, { recursive: true, force: true });
}
