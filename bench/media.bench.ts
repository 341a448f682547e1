import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LibreOfficeConverter, locateLibreOffice } from '../server/documents/libreoffice.ts';
import { convertWordToPdf } from '../server/documents/word-to-pdf.ts';
import { baseArguments } from '../server/media/ffmpeg.ts';
import { locateFfmpeg } from '../server/media/locate.ts';
import {
  DEFAULT_GIF_FPS,
  DEFAULT_GIF_MAX_WIDTH,
  gifSize,
  planVideoToGif,
  videoToGif,
} from '../server/media/operations/video-to-gif.ts';
import { probeWithVideo } from '../server/media/probe.ts';
import { makeSampleDocx } from '../tests/support/documents.ts';
import { report } from './support.ts';

/**
 * video-to-gif of a 10 s 1280x720 clip through our module against the very same ffmpeg runs
 * started directly, side by side, several rounds (median); then Word to PDF of a 10-page
 * document with LibreOffice (cold, then warm) and with the mammoth path.
 */
const ROUNDS = 3;
const folder = mkdtempSync(join(tmpdir(), 'media-bench-'));

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
  report('progress updates a second', updates / moduleSeconds, '/s', 'at least 1 wanted');

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
    report(
      'word-to-pdf 10 pages, LibreOffice cold',
      cold,
      'ms',
      `new profile, ${libreOffice.version}`,
    );
    report('word-to-pdf 10 pages, LibreOffice warm', median(warmTimes), 'ms', `${pages} pages`);
  } else {
    report('word-to-pdf 10 pages, LibreOffice', 'absent', '', 'soffice not installed');
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
