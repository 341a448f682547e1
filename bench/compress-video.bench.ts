import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { locateFfmpeg } from '../server/processing/media/locate.ts';
import { download, postJobForm } from '../tests/support/jobs.ts';
import { startBenchServer, type BenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * compress-video of a 60 s 1080p clip (quality medium, height kept) through the job API (upload,
 * queue, worker, download) against the same ffmpeg command typed by hand. One round each, API
 * first: the figure is as noisy as the machine's load (printed).
 */
const folder = mkdtempSync(join(tmpdir(), 'compress-video-bench-'));
let server: BenchServer | undefined;

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

try {
  const ffmpeg = await locateFfmpeg();
  const clip = join(folder, 'clip-1080p.mp4');
  const made = spawnSync(ffmpeg.ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=30:duration=60',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=60',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
  if (made.status !== 0) throw new Error(`could not make the clip: ${made.stderr}`);
  const bytes = readFileSync(clip);
  console.log(`ffmpeg ${ffmpeg.version}; clip ${Math.round(bytes.length / 1024 / 1024)} MB`);

  server = await startBenchServer({ WORKERS: '1', CURRENCY_RATES_URL: 'off' });
  console.log(
    `load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const apiStarted = performance.now();
  const response = await postJobForm(
    server.baseUrl,
    'compress-video',
    [{ field: 'file', name: 'clip.mp4', bytes, type: 'video/mp4' }],
    { parameters: JSON.stringify({ quality: 'medium', maxHeight: 'original' }) },
  );
  const { id } = (await response.json()) as { id: string };
  for (;;) {
    const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as {
      status: string;
      error?: unknown;
    };
    if (view.status === 'failed') throw new Error(`failed: ${JSON.stringify(view.error)}`);
    if (view.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await download(server.baseUrl, id);
  const apiMs = performance.now() - apiStarted;

  const handOutput = join(folder, 'by-hand.mp4');
  const handStarted = performance.now();
  const hand = spawnSync(
    ffmpeg.ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      clip,
      '-map',
      '0:v:0',
      '-vf',
      'scale=trunc(iw/2)*2:trunc(ih/2)*2',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '24',
      '-map',
      '0:a:0',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      handOutput,
    ],
    { stdio: 'ignore' },
  );
  const handMs = performance.now() - handStarted;
  if (hand.status !== 0) throw new Error('the ffmpeg command by hand failed');
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );

  report('compress-video 60 s 1080p through the API', seconds(apiMs), 's', 'upload to download');
  report('the same ffmpeg command by hand', seconds(handMs), 's');
  report('API / by hand', Math.round((apiMs / handMs) * 100) / 100, 'x', 'target: at most 1.05');
  report(
    'result sizes, API / by hand',
    `${result.bytes.length} / ${statSync(handOutput).size}`,
    'bytes',
  );
} finally {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
}
