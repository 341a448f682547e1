import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LibreOfficeConverter,
  locateLibreOffice,
} from '../server/processing/office/libreoffice.ts';
import { convertWordToPdf } from '../server/processing/office/pdf-from-word.ts';
import { baseArguments } from '../server/processing/media/ffmpeg.ts';
import { locateFfmpeg } from '../server/processing/media/locate.ts';
import {
  DEFAULT_GIF_FPS,
  DEFAULT_GIF_MAX_WIDTH,
  gifSize,
  planVideoToGif,
  videoToGif,
} from '../server/processing/media/operations/video-to-gif.ts';
import { probeWithVideo } from '../server/processing/media/probe.ts';
import type { JobUpdate } from '../shared/jobs/view.ts';
import { makeSampleDocx } from '../tests/support/documents.ts';
import {
  download,
  postJobForm,
  trpcClient,
  tusUpload,
  uploadMetadata,
} from '../tests/support/jobs.ts';
import { startBenchServer, type BenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * video-to-gif of a 10 s 1280x720 clip through the job API (POST /api/jobs, queue, worker,
 * download) and through our module, against the very same ffmpeg runs started directly, side by
 * side, several rounds (median); the job's progress updates a second over SSE. Then Word to PDF
 * of a 10-page document with LibreOffice (cold, then warm) and with the mammoth path, directly
 * and through the job API.
 */
const ROUNDS = 3;
const folder = mkdtempSync(join(tmpdir(), 'media-bench-'));
const servers: BenchServer[] = [];

/** POST /api/jobs with one file, then waits for the job and downloads its result. */
async function throughJobApi(
  server: BenchServer,
  type: string,
  file: { name: string; bytes: Buffer; type: string },
  parameters: Record<string, unknown> = {},
): Promise<number> {
  const started = performance.now();
  const response = await postJobForm(server.baseUrl, type, [{ field: 'file', ...file }], {
    parameters: JSON.stringify(parameters),
  });
  const { id } = (await response.json()) as { id: string };
  for (;;) {
    const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as {
      status: string;
      error?: unknown;
    };
    if (view.status === 'failed') throw new Error(`${type} failed: ${JSON.stringify(view.error)}`);
    if (view.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { bytes } = await download(server.baseUrl, id);
  if (bytes.length === 0) throw new Error(`${type} gave nothing`);
  return performance.now() - started;
}

/** The progress updates a job streams over SSE while processing, per second of processing. */
async function updatesPerSecond(server: BenchServer, clipBytes: Buffer): Promise<number> {
  const trpc = trpcClient(server.baseUrl);
  const upload = await tusUpload(clipBytes, {
    endpoint: `${server.baseUrl}/api/uploads`,
    metadata: uploadMetadata('video-to-gif', 'clip.mp4', 'file', 'video/mp4'),
  });
  const job = await trpc.jobs.create.mutate({
    type: 'video-to-gif',
    uploads: [upload],
    parameters: { startTime: 0, endTime: 10 },
  });
  const seen: { at: number; update: JobUpdate }[] = [];
  await new Promise<void>((resolve, reject) => {
    const subscription = trpc.jobs.onUpdate.subscribe(
      { id: job.id },
      {
        onData: ({ data }) => {
          seen.push({ at: performance.now(), update: data });
          if (data.status === 'completed' || data.status === 'failed') {
            subscription.unsubscribe();
            resolve();
          }
        },
        onError: reject,
      },
    );
  });
  const working = seen.filter((entry) => entry.update.status === 'processing');
  const span = (working.at(-1)!.at - working[0]!.at) / 1000;
  let longestGap = 0;
  for (let i = 1; i < working.length; i++) {
    longestGap = Math.max(longestGap, working[i]!.at - working[i - 1]!.at);
  }
  report('job progress: longest gap between updates', longestGap, 'ms', 'SSE, 10 s GIF');
  return working.length / span;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(work: () => unknown | Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

try {
  const ffmpeg = await locateFfmpeg();
  console.log(`ffmpeg ${ffmpeg.version} (${ffmpeg.source}); ${ROUNDS} rounds, median shown`);
  const clip = join(folder, 'clip-720p.mp4');
  const made = spawnSync(ffmpeg.ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30:duration=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=10',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
  if (made.status !== 0) throw new Error(`could not make the clip: ${made.stderr}`);

  // The same two runs the module makes, started directly with spawnSync.
  const info = await probeWithVideo(ffmpeg, clip);
  const directFolder = mkdtempSync(join(folder, 'direct-'));
  const size = gifSize(info.video.width, info.video.height, DEFAULT_GIF_MAX_WIDTH);
  const plan = planVideoToGif(
    clip,
    join(folder, 'direct.gif'),
    directFolder,
    { startSeconds: 0, durationSeconds: 10 },
    { maxWidth: DEFAULT_GIF_MAX_WIDTH, fps: DEFAULT_GIF_FPS },
    null,
  );
  const direct = () => {
    for (const args of [plan.paletteArguments, plan.encodeArguments]) {
      const run = spawnSync(ffmpeg.ffmpegPath, [...baseArguments, ...args], { stdio: 'ignore' });
      if (run.status !== 0) throw new Error('direct ffmpeg run failed');
    }
  };
  // One ffmpeg run with the palette made in the same filter graph (frames held in memory).
  const singlePass = () => {
    const run = spawnSync(
      ffmpeg.ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        '0',
        '-t',
        '10',
        '-i',
        clip,
        '-filter_complex',
        `[0:v]fps=${DEFAULT_GIF_FPS},scale=${size.width}:${size.height}:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle`,
        '-loop',
        '0',
        '-f',
        'gif',
        join(folder, 'single.gif'),
      ],
      { stdio: 'ignore' },
    );
    if (run.status !== 0) throw new Error('single-pass ffmpeg run failed');
  };
  let updates = 0;
  const throughModule = () =>
    videoToGif(ffmpeg, clip, join(folder, 'module.gif'), {
      startTime: 0,
      endTime: 10,
      workDir: folder,
      onProgress: () => updates++,
    });

  const moduleTimes: number[] = [];
  const directTimes: number[] = [];
  const singleTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rmSync(join(folder, 'module.gif'), { force: true });
    moduleTimes.push(await time(throughModule));
    directTimes.push(await time(direct));
    singleTimes.push(await time(singlePass));
  }
  const moduleMs = median(moduleTimes);
  const directMs = median(directTimes);
  report(
    'video-to-gif 10 s 720p, our module',
    moduleMs,
    'ms',
    `${size.width}x${size.height} @ ${DEFAULT_GIF_FPS} fps`,
  );
  report('video-to-gif, same ffmpeg runs directly', directMs, 'ms');
  report('video-to-gif, module / direct', moduleMs / directMs, 'x', 'target: at most 1.2');
  report(
    'video-to-gif, single-pass command (for scale)',
    median(singleTimes),
    'ms',
    'palette in one graph',
  );
  const moduleSeconds = moduleTimes.reduce((sum, value) => sum + value, 0) / 1000;
  report('progress updates a second (module)', updates / moduleSeconds, '/s', 'at least 1 wanted');

  // The same GIF through the job API: upload, checks, queue, worker thread, download.
  const server = await startBenchServer({
    WORKERS: '1',
    JOBS_PER_CLIENT: '20',
    JOBS_PER_ADDRESS: '20',
  });
  servers.push(server);
  const clipBytes = readFileSync(clip);
  const clipFile = { name: 'clip.mp4', bytes: clipBytes, type: 'video/mp4' };
  const gifParameters = { startTime: 0, endTime: 10 };
  await throughJobApi(server, 'video-to-gif', clipFile, gifParameters);
  const jobTimes: number[] = [];
  const directAgain: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    jobTimes.push(await throughJobApi(server, 'video-to-gif', clipFile, gifParameters));
    directAgain.push(await time(direct));
  }
  const jobMs = median(jobTimes);
  const directMsAgain = median(directAgain);
  report(
    'video-to-gif through POST /api/jobs',
    jobMs,
    'ms',
    jobTimes.map((value) => value.toFixed(0)).join(', '),
  );
  report(
    'video-to-gif, same ffmpeg runs directly',
    directMsAgain,
    'ms',
    directAgain.map((value) => value.toFixed(0)).join(', '),
  );
  report('video-to-gif, job API / direct', jobMs / directMsAgain, 'x', 'target: at most 1.2');
  report(
    'progress updates a second (job, SSE)',
    await updatesPerSecond(server, clipBytes),
    '/s',
    'at least 1 wanted',
  );

  // Word to PDF of a 10-page document.
  const docx = join(folder, 'ten-pages.docx');
  writeFileSync(docx, await makeSampleDocx({ pages: 10 }));
  const mammothTimes: number[] = [];
  let pages = 0;
  for (let round = 0; round < ROUNDS; round++) {
    mammothTimes.push(
      await time(async () => {
        pages = (
          await convertWordToPdf(docx, join(folder, `mammoth-${round}.pdf`), { libreOffice: null })
        ).pages;
      }),
    );
  }
  report('word-to-pdf 10 pages, mammoth + pdfmake', median(mammothTimes), 'ms', `${pages} pages`);

  const libreOffice = await locateLibreOffice();
  if (libreOffice) {
    const converter = new LibreOfficeConverter(libreOffice, { workDir: folder });
    const cold = await time(() =>
      convertWordToPdf(docx, join(folder, 'lo-cold.pdf'), { libreOffice: converter }),
    );
    const warmTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      warmTimes.push(
        await time(async () => {
          pages = (
            await convertWordToPdf(docx, join(folder, `lo-${round}.pdf`), {
              libreOffice: converter,
            })
          ).pages;
        }),
      );
    }
    await converter.dispose();
    const docxFile = {
      name: 'ten-pages.docx',
      bytes: readFileSync(docx),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    const jobCold = await throughJobApi(server, 'word-to-pdf', docxFile);
    const jobWarm: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      jobWarm.push(await throughJobApi(server, 'word-to-pdf', docxFile));
    }
    report(
      'word-to-pdf 10 pages, LibreOffice cold',
      cold,
      'ms',
      `new profile, ${libreOffice.version}`,
    );
    report('word-to-pdf 10 pages, LibreOffice warm', median(warmTimes), 'ms', `${pages} pages`);
    report('word-to-pdf through the job API, first (cold)', jobCold, 'ms', "the worker's profile");
    report('word-to-pdf through the job API, warm', median(jobWarm), 'ms', 'median');
  } else {
    report('word-to-pdf 10 pages, LibreOffice', 'absent', '', 'soffice not installed');
  }
  const mammothServer = await startBenchServer({ WORKERS: '1', SOFFICE_PATH: 'off' });
  servers.push(mammothServer);
  const docxBytes = readFileSync(docx);
  const docxFile = {
    name: 'ten-pages.docx',
    bytes: docxBytes,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  await throughJobApi(mammothServer, 'word-to-pdf', docxFile);
  const mammothJob: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    mammothJob.push(await throughJobApi(mammothServer, 'word-to-pdf', docxFile));
  }
  report('word-to-pdf through the job API, mammoth', median(mammothJob), 'ms', 'SOFFICE_PATH=off');
} finally {
  for (const server of servers) await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
