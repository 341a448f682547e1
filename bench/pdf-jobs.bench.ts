import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PDF_OBJECTS_PER_TICK } from '../server/processing/pdf/load-pdf.ts';
import sharp from 'sharp';
import { compressArguments } from '../server/processing/pdf/ghostscript.ts';
import type { JobView } from '../shared/jobs/view.ts';
import { postJobForm, type FilePart } from '../tests/support/jobs.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * merge-pdf, split-pdf and compress-pdf through POST /api/jobs (upload, checks, queue, worker,
 * answer) beside the same work done directly in this script (pdf-lib; Ghostscript with the same
 * arguments), medians of 5, side by side.
 */
const server = await startBenchServer({ JOBS_PER_CLIENT: '20', JOBS_PER_ADDRESS: '20' });
const folder = await mkdtemp(join(tmpdir(), 'pdf-jobs-bench-'));

/** A PDF of `pages` pages of text, with a photo-like JPEG on every `photoEvery`th page. */
async function makeDocument(label: string, pages: number, photoEvery = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line++) {
      page.drawText(`${label} page ${i}, line ${line + 1}: the quick brown fox jumps over it.`, {
        x: 40,
        y: 800 - line * 19,
        size: 11,
        font,
      });
    }
    if (photoEvery && i % photoEvery === 0) {
      const photo = await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: (i * 37) % 255, g: 120, b: 180 },
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 92 })
        .toBuffer();
      page.drawImage(await pdf.embedJpg(photo), { x: 40, y: 40, width: 515, height: 386 });
    }
  }
  return Buffer.from(await pdf.save());
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Posts a job and reads its result: the bytes answer, or (202) polling every 20 ms. */
async function throughServer(type: string, files: FilePart[], parameters?: object) {
  const response = await postJobForm(
    server.baseUrl,
    type,
    files,
    parameters ? { parameters: JSON.stringify(parameters) } : {},
  );
  if (response.status === 200) return Buffer.from(await response.arrayBuffer());
  const { id } = (await response.json()) as { id: string };
  if (response.status !== 202) throw new Error(`${type}: ${response.status}`);
  for (;;) {
    const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
    if (view.status === 'failed') throw new Error(`${type} failed: ${view.error?.message}`);
    if (view.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Buffer.from(await (await fetch(`${server.baseUrl}/api/download/${id}`)).arrayBuffer());
}

/**
 * Where a job's time goes, from one run asking for JSON: the upload and the intake's checks (until
 * the 202), the job on its worker (the job's own createdAt to finishedAt), and the download.
 */
async function breakdown(type: string, files: FilePart[], parameters?: object): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  if (parameters) form.append('parameters', JSON.stringify(parameters));
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/jobs`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  const { id } = (await response.json()) as { id: string };
  const accepted = performance.now();
  let view: JobView;
  for (;;) {
    view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
    if (view.status === 'completed' || view.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const finished = performance.now();
  await (await fetch(`${server.baseUrl}/api/download/${id}`)).arrayBuffer();
  const downloaded = performance.now();
  const onServer = Date.parse(view.finishedAt ?? '') - Date.parse(view.createdAt);
  return `upload+checks ${(accepted - started).toFixed(0)} ms, job ${onServer} ms (created to finished), download ${(downloaded - finished).toFixed(0)} ms`;
}

async function directMerge(documents: Buffer[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const bytes of documents) {
    const source = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: PDF_OBJECTS_PER_TICK,
    });
    for (const page of await merged.copyPages(source, source.getPageIndices())) {
      merged.addPage(page);
    }
  }
  return merged.save({ objectsPerTick: PDF_OBJECTS_PER_TICK });
}

/** The same merge as a program would do it on files: read each PDF, merge, write the result. */
async function directMergeFiles(paths: string[]): Promise<void> {
  const documents = await Promise.all(paths.map((path) => readFile(path)));
  await writeFile(join(folder, 'merged.pdf'), await directMerge(documents));
}

async function directSplit(bytes: Buffer, every: number): Promise<number> {
  const source = await PDFDocument.load(bytes, {
    updateMetadata: false,
    parseSpeed: PDF_OBJECTS_PER_TICK,
  });
  let written = 0;
  for (let from = 0; from < source.getPageCount(); from += every) {
    const part = await PDFDocument.create();
    const indices = Array.from(
      { length: Math.min(every, source.getPageCount() - from) },
      (_, i) => from + i,
    );
    for (const page of await part.copyPages(source, indices)) part.addPage(page);
    written += (await part.save({ objectsPerTick: PDF_OBJECTS_PER_TICK })).length;
  }
  return written;
}

function directCompress(input: string, output: string): void {
  const result = spawnSync('gs', compressArguments('medium', input, output), {
    cwd: folder,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error(`gs exited with ${result.status}`);
}

async function compare(
  name: string,
  direct: () => Promise<unknown>,
  job: () => Promise<unknown>,
  split: () => Promise<string>,
  directOnFiles?: () => Promise<unknown>,
) {
  await direct();
  await job();
  await directOnFiles?.();
  const bare: number[] = [];
  const served: number[] = [];
  const onFiles: number[] = [];
  for (let run = 0; run < 5; run++) {
    bare.push(await timed(direct));
    served.push(await timed(job));
    if (directOnFiles) onFiles.push(await timed(directOnFiles));
  }
  report(`${name}, direct (median)`, median(bare), 'ms', bare.map((v) => v.toFixed(0)).join(', '));
  if (directOnFiles) {
    report(
      `${name}, direct from files to a file (median)`,
      median(onFiles),
      'ms',
      onFiles.map((v) => v.toFixed(0)).join(', '),
    );
  }
  report(
    `${name}, POST /api/jobs (median)`,
    median(served),
    'ms',
    served.map((v) => v.toFixed(0)).join(', '),
  );
  report(`${name}: server / direct (goal: at most 1.2)`, median(served) / median(bare));
  if (directOnFiles) {
    report(`${name}: server / direct on files`, median(served) / median(onFiles));
  }
  report(`${name}: one run`, '', '', await split());
}

try {
  report(
    'machine load (1, 5, 15 min)',
    loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
  );
  for (const photoEvery of [0, 5]) {
    const parts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => makeDocument(`Doc ${i + 1}`, 10, photoEvery)),
    );
    const files = parts.map((bytes, i) => ({ field: 'files', name: `d${i}.pdf`, bytes }));
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    const name = `merge-pdf 20 PDFs ${photoEvery ? 'with photos' : 'of text'}`;
    report(name, '200 pages', '', `${(total / MB).toFixed(1)} MB`);
    const paths = parts.map((_, i) => join(folder, `part-${i}.pdf`));
    await Promise.all(parts.map((bytes, i) => writeFile(paths[i] as string, bytes)));
    await compare(
      name,
      () => directMerge(parts),
      () => throughServer('merge-pdf', files),
      () => breakdown('merge-pdf', files),
      () => directMergeFiles(paths),
    );
  }

  const book = await makeDocument('Book', 150, 10);
  const bookFile = [{ field: 'file', name: 'book.pdf', bytes: book }];
  report('split input', '150 pages', '', `${(book.length / MB).toFixed(1)} MB`);
  await compare(
    'split-pdf every 10 of 150 pages',
    () => directSplit(book, 10),
    () => throughServer('split-pdf', bookFile, { every: 10 }),
    () => breakdown('split-pdf', bookFile, { every: 10 }),
  );

  const photos = await makeDocument('Photos', 10, 1);
  const photosFile = [{ field: 'file', name: 'p.pdf', bytes: photos }];
  await writeFile(join(folder, 'photos.pdf'), photos);
  report('compress input', '10 pages', '', `${(photos.length / MB).toFixed(1)} MB, a photo a page`);
  let compressedSize = 0;
  await compare(
    'compress-pdf medium',
    async () => directCompress('photos.pdf', 'out.pdf'),
    async () => {
      compressedSize = (await throughServer('compress-pdf', photosFile, { level: 'medium' }))
        .length;
    },
    () => breakdown('compress-pdf', photosFile, { level: 'medium' }),
  );
  report(
    'compress-pdf medium: result',
    compressedSize / MB,
    'MB',
    `from ${(photos.length / MB).toFixed(1)} MB`,
  );
  report(
    'machine load after (1, 5, 15 min)',
    loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
  );
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
