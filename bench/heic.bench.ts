import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { postJobForm } from '../tests/support/jobs.ts';
import { makePhoto } from '../tests/support/photos.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * A 12-megapixel phone photo (4032 x 3024, as an iPhone's) in HEIC to JPEG: through POST
 * /api/jobs (convert-image: upload, byte checks, budget read from the header, worker, libheif's
 * decoder to a PNG, sharp to JPEG, answer) against libheif's own decoder writing the JPEG by hand.
 * The median of five each, after one warm run of each.
 */
const RUNS = 5;
const folder = mkdtempSync(join(tmpdir(), 'heic-bench-'));
const server = await startBenchServer({ JOBS_PER_CLIENT: '20', JOBS_PER_ADDRESS: '20' });
const decoder = (() => {
  for (const program of ['heif-dec', 'heif-convert']) {
    try {
      execFileSync('which', [program], { stdio: 'ignore' });
      return program;
    } catch {
      // try the next name
    }
  }
  throw new Error('neither heif-dec nor heif-convert is installed (libheif-examples)');
})();

async function timed(work: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

try {
  report(
    'machine load',
    execSync('uptime')
      .toString()
      .trim()
      .replace(/.*load/, 'load'),
  );
  writeFileSync(join(folder, 'photo.jpg'), await makePhoto(4032, 3024, 'jpeg'));
  const heicPath = join(folder, 'IMG_0042.heic');
  execFileSync('heif-enc', ['-q', '50', '-o', heicPath, join(folder, 'photo.jpg')]);
  const heic = readFileSync(heicPath);
  report('test photo', '4032x3024', '', `${(heic.length / MB).toFixed(2)} MB HEIC`);

  const api = async () => {
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'images', name: 'IMG_0042.heic', bytes: heic }],
      { parameters: JSON.stringify({ targetFormat: 'jpg' }) },
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200)
      throw new Error(`convert-image: ${bytes.toString().slice(0, 200)}`);
  };
  const byHand = () =>
    execFileSync(decoder, ['-q', '90', heicPath, join(folder, 'by-hand.jpg')], {
      stdio: 'ignore',
    });
  // What the processor does, in this script: libheif to a PNG, then sharp to JPEG.
  const pipeline = async () => {
    const png = join(folder, 'pipeline.png');
    execFileSync(decoder, [heicPath, png], { stdio: 'ignore' });
    await sharp(png, { autoOrient: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
  };
  await api();
  byHand();
  await pipeline();
  const apiTimes: number[] = [];
  const handTimes: number[] = [];
  const pipelineTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    apiTimes.push(await timed(api));
    handTimes.push(await timed(byHand));
    pipelineTimes.push(await timed(pipeline));
  }
  const apiMedian = median(apiTimes);
  const handMedian = median(handTimes);
  report('HEIC to JPEG through the API', apiMedian.toFixed(0), 'ms', `median of ${RUNS}`);
  report(`HEIC to JPEG by ${decoder} -q 90`, handMedian.toFixed(0), 'ms', `median of ${RUNS}`);
  report(
    'the same steps in this script',
    median(pipelineTimes).toFixed(0),
    'ms',
    `${decoder} to PNG, then sharp to JPEG`,
  );
  report('API / by hand', (apiMedian / handMedian).toFixed(2), 'x', 'the issue asks at most 1.2x');
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
