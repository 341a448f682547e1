import sharp from 'sharp';
import { photoLike } from './photo-like.ts';
import { makeImage, postJobForm } from '../tests/support/jobs.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * convert-image of a 12-megapixel JPEG to WebP through POST /api/jobs (upload, checks, queue,
 * worker, download) beside the same sharp call in this bare script, in one run. Then 20 jobs
 * posted at once: all must complete; the server's peak memory is printed.
 */
const server = await startBenchServer({
  JOBS_PER_CLIENT: '20',
  JOBS_PER_ADDRESS: '20',
  JOB_QUEUE_LIMIT: '100',
});

/**
 * A 4000x3000 photo-like JPEG: shapes on a gradient with sensor-like noise, so it weighs what a
 * phone photo does (a few MB) and the decoder and encoder have real work.
 */
async function twelveMegapixels(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const shapes = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 613) % width}" cy="${(i * 379) % height}" r="${80 + (i % 7) * 40}" fill="hsl(${(i * 47) % 360},70%,50%)" opacity="0.7"/>`,
  ).join('');
  const picture = await photoLike({
    width,
    height,
    from: '#1d4ed8',
    to: '#f59e0b',
    shapes,
    seed: 12345,
    amplitude: 12,
  });
  return picture.jpeg({ quality: 90 }).toBuffer();
}

/** The processor's sharp call, as a bare script would make it. */
async function bareSharp(jpeg: Buffer): Promise<number> {
  const started = performance.now();
  await sharp(jpeg, { autoOrient: true, failOn: 'warning' }).webp({ quality: 85 }).toBuffer();
  return performance.now() - started;
}

async function throughServer(jpeg: Buffer): Promise<number> {
  const started = performance.now();
  const response = await postJobForm(
    server.baseUrl,
    'convert-image',
    [{ field: 'file', name: 'photo.jpg', bytes: jpeg, type: 'image/jpeg' }],
    { targetFormat: 'webp' },
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || (await sharp(bytes).metadata()).format !== 'webp') {
    throw new Error(`convert-image failed: ${response.status} ${bytes.toString().slice(0, 200)}`);
  }
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

try {
  const jpeg = await twelveMegapixels();
  const { width, height } = await sharp(jpeg).metadata();
  report('test image', `${width}x${height}`, '', `${(jpeg.length / MB).toFixed(1)} MB JPEG`);
  // Warm both: the worker loads sharp and its processor once.
  await bareSharp(jpeg);
  await throughServer(jpeg);
  const bare: number[] = [];
  const server_: number[] = [];
  for (let run = 0; run < 5; run++) {
    bare.push(await bareSharp(jpeg));
    server_.push(await throughServer(jpeg));
  }
  report(
    'sharp JPEG to WebP, bare script (median)',
    median(bare),
    'ms',
    bare.map((v) => v.toFixed(0)).join(', '),
  );
  report(
    'POST /api/jobs convert-image (median)',
    median(server_),
    'ms',
    server_.map((v) => v.toFixed(0)).join(', '),
  );
  report(
    'through the server / bare (goal: at most 1.3)',
    median(server_) / median(bare),
    '',
    'medians of 5, side by side',
  );

  // 20 jobs at once from one client.
  const small = await makeImage(1600, 1200, 'jpeg');
  const before = server.rss();
  const watch = server.watchRss();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postJobForm(
        server.baseUrl,
        i % 2 ? 'convert-image' : 'crop-image',
        [
          {
            field: 'file',
            name: `p${i}.jpg`,
            bytes: i % 4 === 0 ? jpeg : small,
            type: 'image/jpeg',
          },
        ],
        i % 2 ? { targetFormat: 'png' } : { ratio: '16:9' },
      ).then(async (response) => ({
        status: response.status,
        size: (await response.arrayBuffer()).byteLength,
      })),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = watch.stop();
  const completed = answers.filter((a) => a.status === 200 && a.size > 0).length;
  report('20 jobs posted at once: completed', `${completed}/20`, '', `in ${seconds.toFixed(1)} s`);
  report(
    'server memory during the 20 jobs',
    peak / MB,
    'MB',
    `peak RSS; ${(before / MB).toFixed(0)} MB before`,
  );
  report('server memory, highest since start', server.peakRss() / MB, 'MB', 'VmHWM');
  if (completed !== 20)
    throw new Error(`only ${completed} of 20 jobs completed: ${JSON.stringify(answers)}`);
} finally {
  await server.stop();
}
