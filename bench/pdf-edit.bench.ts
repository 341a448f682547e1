import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { JobView } from '../shared/jobs/view.ts';
import { postJobForm } from '../tests/support/jobs.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * rotate-pdf, organize-pdf, number-pdf-pages and watermark-pdf on a 200-page PDF through
 * POST /api/jobs: seconds from the upload to the finished job (median of 3), and the peak
 * resident memory of the job's worker process (with what it started) while it ran, sampled every
 * 20 ms from /proc, beside that worker's memory before the job.
 */
const server = await startBenchServer({ JOBS_PER_CLIENT: '20', JOBS_PER_ADDRESS: '20' });
const PAGES = 200;
const RUNS = 3;

/** 200 A4 pages of 40 lines of text each, a photo-like JPEG on every 20th page. */
async function makeDocument(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const photo = await pdf.embedJpg(
    await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: { r: 90, g: 120, b: 180 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
  for (let i = 1; i <= PAGES; i++) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line++) {
      page.drawText(`Page ${i}, line ${line + 1}: the quick brown fox jumps over the lazy dog.`, {
        x: 40,
        y: 800 - line * 19,
        size: 11,
        font,
      });
    }
    if (i % 20 === 0) page.drawImage(photo, { x: 40, y: 40, width: 515, height: 386 });
  }
  return Buffer.from(await pdf.save());
}

/** A process's children, from each of its threads' /proc children list. */
function childrenOf(pid: number): number[] {
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) => {
    try {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
      return list.split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
}

/** A process and everything it started, recursively. */
function tree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(tree)];
}

function rssOf(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The largest resident memory of one worker tree (a worker process and its children) now. */
function largestWorkerTree(): number {
  const sizes = childrenOf(server.pid).map((worker) =>
    tree(worker).reduce((sum, pid) => sum + rssOf(pid), 0),
  );
  return Math.max(0, ...sizes);
}

async function runJob(type: string, bytes: Buffer, parameters: object): Promise<number> {
  const started = performance.now();
  const response = await postJobForm(
    server.baseUrl,
    type,
    [{ field: 'file', name: 'long.pdf', bytes, type: 'application/pdf' }],
    { parameters: JSON.stringify(parameters) },
  );
  const { id } = (await response.json()) as { id: string };
  if (response.status !== 202) throw new Error(`${type}: ${response.status}`);
  for (;;) {
    const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
    if (view.status === 'failed') throw new Error(`${type} failed: ${view.error?.message}`);
    if (view.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  await (await fetch(`${server.baseUrl}/api/download/${id}`)).arrayBuffer();
  await fetch(`${server.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
  return elapsed;
}

const jobs: Array<[string, object]> = [
  ['rotate-pdf', { angle: 90 }],
  // The halves swapped and the first 50 pages twice: 250 pages.
  ['organize-pdf', { pages: '101-200,1-100,1-50' }],
  ['number-pdf-pages', { format: 'Page {n} of {total}', position: 'bottom-right' }],
  ['watermark-pdf', { text: 'CONFIDENTIAL गोप्य', opacity: 0.3 }],
];

try {
  const document = await makeDocument();
  report('input', `${PAGES} pages`, '', `${(document.length / MB).toFixed(1)} MB`);
  report('load average (1 min) at start', loadavg()[0] ?? 0);
  for (const [type, parameters] of jobs) {
    await runJob(type, document, parameters);
    const idle = largestWorkerTree();
    const times: number[] = [];
    let peak = 0;
    for (let run = 0; run < RUNS; run++) {
      const timer = setInterval(() => (peak = Math.max(peak, largestWorkerTree())), 20);
      times.push(await runJob(type, document, parameters));
      clearInterval(timer);
    }
    const sorted = [...times].sort((a, b) => a - b);
    report(
      `${type}, ${PAGES} pages (median of ${RUNS})`,
      sorted[Math.floor(RUNS / 2)]! / 1000,
      's',
      times.map((ms) => (ms / 1000).toFixed(2)).join(', '),
    );
    report(
      `${type}: worker peak memory`,
      peak / MB,
      'MB',
      `worker idle before: ${(idle / MB).toFixed(0)} MB`,
    );
  }
  report('load average (1 min) at end', loadavg()[0] ?? 0);
} finally {
  await server.stop();
}
