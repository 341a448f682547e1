import { execSync } from 'node:child_process';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { makeImage, postJobForm, type FilePart } from '../tests/support/jobs.ts';
import { makePhoto } from '../tests/support/photos.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * compress-image and resize-image through POST /api/jobs (upload, byte checks, budgets, queue,
 * worker, download) beside the same sharp calls in this bare script, in one run; then a batch of
 * 50 images in one job against a bare sharp loop over the same images, as images per second.
 */
const server = await startBenchServer({ JOBS_PER_CLIENT: '20', JOBS_PER_ADDRESS: '20' });

const open = (bytes: Buffer) => sharp(bytes, { autoOrient: true, failOn: 'warning' });

/** The processors' sharp work, as a bare script would do it. */
const bareWork = {
  'compress webp q80': (bytes: Buffer) => open(bytes).webp({ quality: 80 }).toBuffer(),
  'compress jpeg q80 side 2000': (bytes: Buffer) =>
    open(bytes)
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  'resize 50%': async (bytes: Buffer) => {
    const { autoOrient } = await sharp(bytes).metadata();
    return open(bytes)
      .resize(Math.round(autoOrient.width / 2), Math.round(autoOrient.height / 2), { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  },
};

const jobs: Record<keyof typeof bareWork, { type: string; parameters: object }> = {
  'compress webp q80': { type: 'compress-image', parameters: { format: 'webp' } },
  'compress jpeg q80 side 2000': {
    type: 'compress-image',
    parameters: { format: 'jpeg', maxSide: 2000 },
  },
  'resize 50%': { type: 'resize-image', parameters: { percent: 50 } },
};

async function throughServer(type: string, parameters: object, files: FilePart[]): Promise<Buffer> {
  const response = await postJobForm(server.baseUrl, type, files, {
    parameters: JSON.stringify(parameters),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`${type} failed: ${response.status} ${bytes.toString().slice(0, 200)}`);
  }
  return bytes;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');

try {
  report(
    'machine load',
    execSync('uptime')
      .toString()
      .trim()
      .replace(/.*load/, 'load'),
  );
  const photo = await makePhoto(3000, 2000, 'jpeg');
  report('test photo', '3000x2000', '', `${(photo.length / MB).toFixed(1)} MB JPEG`);
  const file = [{ field: 'images', name: 'photo.jpg', bytes: photo, type: 'image/jpeg' }];
  for (const [name, bare] of Object.entries(bareWork)) {
    const job = jobs[name as keyof typeof bareWork];
    // Warm both: the worker loads sharp and its processor once.
    await bare(photo);
    await throughServer(job.type, job.parameters, file);
    const direct: number[] = [];
    const served: number[] = [];
    for (let run = 0; run < 3; run++) {
      direct.push(await timed(() => bare(photo)));
      served.push(await timed(() => throughServer(job.type, job.parameters, file)));
    }
    report(`${name}: bare sharp, median of 3`, median(direct), 'ms', list(direct));
    report(`${name}: POST /api/jobs, median of 3`, median(served), 'ms', list(served));
    report(`${name}: job / bare (aim <= 1.2)`, median(served) / median(direct), '');
  }

  // What a job costs beyond its image work: upload, byte and budget checks, queue, worker, store
  // and download, seen on an image too small to take any encoding time.
  const tiny = [
    { field: 'images', name: 't.png', bytes: await makeImage(16, 16), type: 'image/png' },
  ];
  await throughServer('resize-image', { percent: 50 }, tiny);
  const fixed: number[] = [];
  for (let run = 0; run < 5; run++) {
    fixed.push(await timed(() => throughServer('resize-image', { percent: 50 }, tiny)));
  }
  report('fixed cost of a job: 16x16 resize', median(fixed), 'ms', `median of ${list(fixed)}`);

  const batch: FilePart[] = [];
  for (let i = 0; i < 50; i++) {
    batch.push({
      field: 'images',
      name: `photo-${i + 1}.jpg`,
      bytes: await makePhoto(1200 + (i % 5) * 40, 900, 'jpeg'),
      type: 'image/jpeg',
    });
  }
  const total = batch.reduce((sum, part) => sum + part.bytes.length, 0);
  report('batch', '50 images', '', `1200-1360x900 JPEG, ${(total / MB).toFixed(1)} MB in all`);
  // Two rounds, interleaved, so a change in the machine's load falls on both sides; the faster
  // round of each side is its figure.
  const bareRounds: number[] = [];
  const jobRounds: number[] = [];
  for (let round = 0; round < 2; round++) {
    bareRounds.push(
      await timed(async () => {
        for (const part of batch) await bareWork['compress webp q80'](part.bytes);
      }),
    );
    jobRounds.push(
      await timed(async () => {
        const zip = await throughServer('compress-image', { format: 'webp' }, batch);
        const entries = Object.keys(unzipSync(new Uint8Array(zip))).length;
        if (entries !== 50) throw new Error(`the ZIP held ${entries} images, not 50`);
      }),
    );
  }
  const seconds = (values: number[]) => values.map((v) => (v / 1000).toFixed(1)).join(' s, ');
  const bareBatch = Math.min(...bareRounds);
  const jobBatch = Math.min(...jobRounds);
  report(
    'batch of 50 to WebP: bare sharp loop',
    50_000 / bareBatch,
    'img/s',
    `${seconds(bareRounds)} s`,
  );
  report(
    'batch of 50 to WebP: one compress-image job',
    50_000 / jobBatch,
    'img/s',
    `${seconds(jobRounds)} s (upload and ZIP download included)`,
  );
  report('batch: job / bare time', jobBatch / bareBatch, '');
  report(
    'machine load after',
    execSync('uptime')
      .toString()
      .trim()
      .replace(/.*load/, 'load'),
  );
} finally {
  await server.stop();
}
