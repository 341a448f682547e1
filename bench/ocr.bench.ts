import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ocrmypdfArguments } from '../server/processing/pdf/ocrmypdf.ts';
import type { JobView } from '../shared/jobs/view.ts';
import { postJobForm } from '../tests/support/jobs.ts';
import {
  englishScanText,
  nepaliScanText,
  scanJpeg,
  scanPdf,
  wordRecall,
} from '../tests/support/scans.ts';
import { startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * ocr-pdf through POST /api/jobs (upload, checks, queue, worker, OCRmyPDF, download) beside
 * OCRmyPDF run by hand on the same file with the same arguments: seconds per page, English alone
 * and English with Nepali, medians of RUNS after one job not counted, and the ratio (the goal: at
 * most 1.1). Also the word recall of each result. The scans are generated (300 dpi A5, turned,
 * with noise), PAGES pages.
 */
const RUNS = Number(process.env.OCR_BENCH_RUNS ?? 5);
const PAGES = 2;

const server = await startBenchServer({ WORKERS: '1', JOBS_PER_CLIENT: '20' });
const folder = await mkdtemp(join(tmpdir(), 'ocr-bench-'));

/** A scanned PDF of PAGES pages, the same scanned page repeated. */
async function scannedDocument(
  name: string,
  lines: readonly string[],
  font: 'DejaVu Sans' | 'Noto Sans Devanagari',
) {
  const page = await scanPdf(await scanJpeg({ lines, font, angle: 1.5 }));
  const path = join(folder, `${name}-page.pdf`);
  await writeFile(path, page);
  const document = join(folder, `${name}.pdf`);
  const pages = Array.from({ length: PAGES }, () => path);
  const joined = spawnSync('qpdf', ['--empty', '--pages', ...pages, '--', document]);
  if (joined.status !== 0) throw new Error(`qpdf: ${joined.stderr.toString()}`);
  return document;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function throughServer(
  path: string,
  languages: string[],
): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await postJobForm(
    server.baseUrl,
    'ocr-pdf',
    [{ field: 'file', name: 'scan.pdf', bytes: await readFile(path), type: 'application/pdf' }],
    { parameters: JSON.stringify({ languages }) },
  );
  const { id } = (await response.json()) as { id: string };
  if (response.status !== 202) throw new Error(`ocr-pdf: ${response.status}`);
  for (;;) {
    const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
    if (view.status === 'failed') throw new Error(`ocr-pdf failed: ${view.error?.message}`);
    if (view.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const bytes = Buffer.from(
    await (await fetch(`${server.baseUrl}/api/download/${id}`)).arrayBuffer(),
  );
  const ms = performance.now() - started;
  const out = join(folder, 'served.pdf');
  await writeFile(out, bytes);
  return { ms, text: spawnSync('pdftotext', ['-raw', out, '-'], { encoding: 'utf8' }).stdout };
}

function byHand(path: string, languages: string[]): { ms: number; text: string } {
  const out = join(folder, 'by-hand.pdf');
  const started = performance.now();
  const run = spawnSync(
    'ocrmypdf',
    ocrmypdfArguments({ mode: 'ocr', languages, skipText: true }, path, out),
    { env: { ...process.env, TMPDIR: folder, OMP_THREAD_LIMIT: '1' } },
  );
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`ocrmypdf: ${run.stderr.toString().slice(-500)}`);
  return { ms, text: spawnSync('pdftotext', ['-raw', out, '-'], { encoding: 'utf8' }).stdout };
}

try {
  report('load average at start (1 min)', loadavg()[0] ?? 0, '', `${RUNS} runs, ${PAGES} pages`);
  const english = await scannedDocument('english', englishScanText, 'DejaVu Sans');
  const nepali = await scannedDocument('nepali', nepaliScanText, 'Noto Sans Devanagari');
  // A first job, not counted: the worker loads the processor and the tools are detected.
  await throughServer(english, ['eng']);
  for (const [name, path, languages, expected] of [
    ['eng', english, ['eng'], englishScanText],
    ['eng+nep', nepali, ['eng', 'nep'], nepaliScanText],
  ] as const) {
    const served: number[] = [];
    const bare: number[] = [];
    let recall = 0;
    for (let run = 0; run < RUNS; run++) {
      // Alternated, so a change of load weighs on both.
      const hand = byHand(path, [...languages]);
      bare.push(hand.ms);
      const api = await throughServer(path, [...languages]);
      served.push(api.ms);
      recall = wordRecall(expected.join(' '), api.text.split('\f')[0] ?? '');
    }
    report(`ocr-pdf ${name}: API, s/page (median)`, median(served) / 1000 / PAGES, 's');
    report(`ocr-pdf ${name}: ocrmypdf by hand, s/page (median)`, median(bare) / 1000 / PAGES, 's');
    report(`ocr-pdf ${name}: API / by hand (goal: at most 1.1)`, median(served) / median(bare));
    report(`ocr-pdf ${name}: word recall, page 1`, recall * 100, '%');
  }
  report('load average at end (1 min)', loadavg()[0] ?? 0);
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
