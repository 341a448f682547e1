import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeSampleDocx } from '../support/documents.ts';
import { makeImage, postJobForm, waitForJob } from '../support/jobs.ts';
import { ffmpegMake, h264Args, lavfiPicture, lavfiTone } from '../support/media.ts';

/**
 * Smoke test of the container image (CI, after `podman build`): starts it with a fresh data
 * volume, waits for its first health answer, then runs one image job, one video job and one
 * Word to PDF through the REST API, and prints the image's size and its start time.
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

  const bytes = Number(podman('image', 'inspect', '--format', '{{.Size}}', imageName));
  console.log(`image ${imageName}: ${(bytes / 1024 / 1024).toFixed(0)} MB`);
  console.log(`container start to first health answer: ${(healthMs / 1000).toFixed(2)} s`);
  console.log('container smoke test: health, image job, video job and Word to PDF passed');
} finally {
  try {
    podman('stop', '--time', '10', name);
  } catch {
    // already gone
  }
  rmSync(work, { recursive: true, force: true });
}
