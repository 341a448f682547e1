import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { unzipSync } from 'fflate';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { postJobForm } from '../tests/support/jobs.ts';
import { openPdf } from '../server/processing/pdf/open-pdf.ts';
import { PAGE_PNG_OPTIONS } from '../server/processing/pdf/page-png.ts';
import processor, { pixels, renderScale } from '../server/processing/pdf/pdf-to-images.ts';
import { MB, startBenchServer } from './job-server.ts';
import { makeReportPdf } from './report-pdf.ts';
import { report } from './support.ts';

/**
 * pdf-to-images on a 20-page report (text, a vector chart and a photo on each page): the job's
 * time called directly and through POST /api/jobs, beside `mutool draw -r 150 -o page%d.png` on
 * the same file (the bar the issue sets: at most 1.2 times). Then where the time of one pass
 * goes (MuPDF's render, the copy out of it, PNG encoding), what each zlib level costs in time and
 * bytes, and the same steps with pdf.js and the canvas's PNG encoder, as the job was before.
 * mupdf-tools (the `mutool` command) is installed for this bench only, never by the product.
 */
const RUNS = 3;
const folder = await mkdtemp(join(tmpdir(), 'pdf-to-images-bench-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const seconds = (ms: number) => ms / 1000;
sharp.cache(false); // as in a worker process

/** CPU seconds (user + system) of this process, all its threads (libvips' encoders too). */
function ownCpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** CPU seconds of the children this process waited for (Linux /proc: cutime + cstime). */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command name: state is field 3, cutime field 16 and cstime field 17, in 1/100 s.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function pngBytesOfZip(zip: Buffer): { pages: number; bytes: number } {
  const entries = Object.values(unzipSync(new Uint8Array(zip)));
  return { pages: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.length, 0) };
}

/** The processor as a worker runs it, with no server around it. */
async function direct(
  pdfPath: string,
  run: number,
): Promise<{ ms: number; cpu: number; zip: Buffer }> {
  const workDir = await mkdtemp(join(folder, `direct-${run}-`));
  const outputPath = join(workDir, 'out.zip');
  const cpu = ownCpu();
  const started = performance.now();
  await processor.run({
    id: `bench-${run}`,
    type: 'pdf-to-images',
    parameters: {},
    inputs: [
      {
        field: 'file',
        path: pdfPath,
        name: 'report.pdf',
        contentType: 'application/pdf',
        size: (await stat(pdfPath)).size,
      },
    ],
    outputPath,
    workDir,
    signal: new AbortController().signal,
    progress: () => {},
    tools: {
      ffmpeg: null,
      libreOffice: null,
      ytDlp: null,
      ghostscript: null,
      qpdf: null,
      ocrmypdf: null,
    },
    settings: { allowedUrlHosts: [], officeProfileDir: workDir },
  });
  const ms = performance.now() - started;
  const used = ownCpu() - cpu;
  const zip = await readFile(outputPath);
  await rm(workDir, { recursive: true, force: true });
  return { ms, cpu: used, zip };
}

async function throughServer(baseUrl: string, pdf: Buffer): Promise<{ ms: number; zip: Buffer }> {
  const started = performance.now();
  const response = await postJobForm(baseUrl, 'pdf-to-images', [
    { field: 'file', name: 'report.pdf', bytes: pdf, type: 'application/pdf' },
  ]);
  const zip = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`pdf-to-images failed: ${response.status} ${zip.toString().slice(0, 200)}`);
  }
  return { ms: performance.now() - started, zip };
}

function mutoolInstalled(): boolean {
  return spawnSync('mutool', ['-v'], { stdio: 'ignore' }).status === 0;
}

async function mutool(
  pdfPath: string,
  run: number,
): Promise<{ ms: number; cpu: number; bytes: number }> {
  const out = await mkdtemp(join(folder, `mutool-${run}-`));
  const cpu = childrenCpu();
  const started = performance.now();
  const result = spawnSync('mutool', ['draw', '-q', '-r', '150', '-o', 'page%d.png', pdfPath], {
    cwd: out,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const ms = performance.now() - started;
  const used = childrenCpu() - cpu;
  if (result.status !== 0) throw new Error(`mutool failed: ${String(result.stderr)}`);
  let bytes = 0;
  for (const name of await readdir(out)) bytes += (await stat(join(out, name))).size;
  await rm(out, { recursive: true, force: true });
  return { ms, cpu: used, bytes };
}

interface Timing {
  ms: number;
  bytes: number;
}

/** Times `work` into `timing`, adding the bytes it returns. */
async function timed(timing: Timing, work: () => Promise<Buffer> | Buffer): Promise<Buffer> {
  const started = performance.now();
  const result = await work();
  timing.ms += performance.now() - started;
  timing.bytes += result.length;
  return result;
}

/**
 * One pass over the pages, each step timed on its own (not overlapped): MuPDF's render and the
 * copy out of its memory, sharp at three zlib levels on those pixels; then the way it was before,
 * pdf.js painting a @napi-rs/canvas and the canvas's own PNG encoder.
 */
async function breakdown(pdfBytes: Buffer) {
  const steps = {
    render: { ms: 0, bytes: 0 },
    copy: { ms: 0, bytes: 0 },
    level6: { ms: 0, bytes: 0 },
    used: { ms: 0, bytes: 0 },
    level1: { ms: 0, bytes: 0 },
    pdfjsRender: { ms: 0, bytes: 0 },
    canvasEncode: { ms: 0, bytes: 0 },
  };
  const document = mupdf.Document.openDocument(pdfBytes, 'application/pdf');
  for (let index = 0; index < document.countPages(); index++) {
    const page = document.loadPage(index);
    const scale = renderScale(page.getBounds()[2], page.getBounds()[3]);
    let pixmap: mupdf.Pixmap | undefined;
    await timed(steps.render, () => {
      pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
      return Buffer.alloc(0);
    });
    if (!pixmap) throw new Error('no pixmap');
    const rgb = await timed(steps.copy, () => Buffer.from((pixmap as mupdf.Pixmap).getPixels()));
    const raw = { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: 3 as const };
    pixmap.destroy();
    page.destroy();
    const levels: [Timing, object][] = [
      [steps.level6, { compressionLevel: 6, adaptiveFiltering: false }],
      [steps.used, PAGE_PNG_OPTIONS],
      [steps.level1, { compressionLevel: 1, adaptiveFiltering: false }],
    ];
    for (const [timing, options] of levels) {
      await timed(timing, () => sharp(rgb, { raw }).png(options).toBuffer());
    }
  }
  document.destroy();
  const pdf = await openPdf(pdfBytes);
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: renderScale(base.width, base.height) });
      const canvas = createCanvas(pixels(viewport.width), pixels(viewport.height));
      const canvasContext = canvas.getContext('2d');
      await timed(steps.pdfjsRender, async () => {
        await page.render({
          canvas: canvas as never,
          canvasContext: canvasContext as never,
          viewport,
        }).promise;
        // Skia draws lazily: reading the pixels makes it finish the page.
        return canvas.data().subarray(0, 0);
      });
      page.cleanup();
      await timed(steps.canvasEncode, () => canvas.encode('png'));
    }
  } finally {
    await pdf.loadingTask.destroy();
  }
  return steps;
}

const load = () => `load ${loadavg()[0]?.toFixed(2)}`;
const server = await startBenchServer({ JOBS_PER_CLIENT: '20', JOBS_PER_ADDRESS: '20' });
try {
  const pdf = await makeReportPdf(20);
  const pdfPath = join(folder, 'report.pdf');
  await writeFile(pdfPath, pdf);
  report('test document', '20 pages', '', `A4, ${(pdf.length / MB).toFixed(1)} MB PDF, 150 dpi`);

  // Warm up: pdf.js and sharp load once per process; both worker processes get a job.
  const warm = await makeReportPdf(2);
  await writeFile(join(folder, 'warm.pdf'), warm);
  await direct(join(folder, 'warm.pdf'), 0);
  await Promise.all([throughServer(server.baseUrl, warm), throughServer(server.baseUrl, warm)]);

  const directRuns: number[] = [];
  const serverRuns: number[] = [];
  const mutoolRuns: number[] = [];
  const directCpu: number[] = [];
  const mutoolCpu: number[] = [];
  const hasMutool = mutoolInstalled();
  let zip: Buffer = Buffer.alloc(0);
  let mutoolBytes = 0;
  for (let run = 1; run <= RUNS; run++) {
    const one = await direct(pdfPath, run);
    directRuns.push(one.ms);
    directCpu.push(one.cpu);
    zip = one.zip;
    serverRuns.push((await throughServer(server.baseUrl, pdf)).ms);
    if (hasMutool) {
      const drawn = await mutool(pdfPath, run);
      mutoolRuns.push(drawn.ms);
      mutoolCpu.push(drawn.cpu);
      mutoolBytes = drawn.bytes;
    }
  }
  const output = pngBytesOfZip(zip);
  report(
    `processor called directly (median of ${RUNS})`,
    seconds(median(directRuns)),
    's',
    `${load()}, CPU ${median(directCpu).toFixed(2)} s`,
  );
  report(`through POST /api/jobs (median of ${RUNS})`, seconds(median(serverRuns)), 's', load());
  if (hasMutool) {
    const bar = median(mutoolRuns);
    report(
      `mutool draw -r 150 (median of ${RUNS})`,
      seconds(bar),
      's',
      `${load()}, CPU ${median(mutoolCpu).toFixed(2)} s`,
    );
    report('ratio: direct / mutool', median(directRuns) / bar, 'x', 'aim: at most 1.2');
    report('ratio: POST /api/jobs / mutool', median(serverRuns) / bar, 'x', 'aim: at most 1.2');
  } else {
    console.log('mutool not installed: skipped the comparison');
  }
  report(
    `PNG bytes, ${output.pages} pages (ours)`,
    output.bytes / MB,
    'MB',
    `ZIP ${(zip.length / MB).toFixed(1)} MB`,
  );
  if (hasMutool) report('PNG bytes, mutool', mutoolBytes / MB, 'MB');

  const steps = await breakdown(pdf);
  const mb = (timing: Timing) => `${(timing.bytes / MB).toFixed(2)} MB`;
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
  const level = PAGE_PNG_OPTIONS.compressionLevel;
  console.log('one pass, step by step (not overlapped):');
  report('  render: MuPDF (now)', seconds(steps.render.ms), 's', load());
  report('  copy the pixels out of MuPDF', seconds(steps.copy.ms), 's');
  report('  encode: sharp level 6', seconds(steps.level6.ms), 's', mb(steps.level6));
  report(`  encode: sharp level ${level} (used)`, seconds(steps.used.ms), 's', mb(steps.used));
  report('  encode: sharp level 1', seconds(steps.level1.ms), 's', mb(steps.level1));
  report('  render: pdf.js + canvas (before)', seconds(steps.pdfjsRender.ms), 's');
  report(
    '  encode: canvas PNG (before)',
    seconds(steps.canvasEncode.ms),
    's',
    mb(steps.canvasEncode),
  );
  report(
    `level ${level} against level 6: bytes`,
    percent(steps.used.bytes / steps.level6.bytes - 1),
    '',
    `time ${percent(steps.used.ms / steps.level6.ms - 1)}`,
  );
  report(
    `level ${level} against level 1: bytes`,
    percent(steps.used.bytes / steps.level1.bytes - 1),
    '',
    `time ${percent(steps.used.ms / steps.level1.ms - 1)}`,
  );
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
