import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFRef } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../support/documents.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import {
  makeImage,
  makeLockedPdf,
  makePdf,
  postJobForm,
  storedFiles,
  trpcClient,
  type FilePart,
} from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * merge-pdf, split-pdf and compress-pdf through the job API with PDFs made here: pages and their
 * order read back with poppler, bookmarks with pdf.js; bad inputs get clear 4xx answers and leave
 * nothing behind.
 */
let server: TestServer;
let withoutGs: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pdf-tools-jobs-'));
  [server, withoutGs] = await Promise.all([
    startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' }),
    startTestServer({ WORKERS: '1', GS_PATH: 'off' }),
  ]);
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await Promise.all([server?.close(), withoutGs?.close()]);
  rmSync(folder, { recursive: true, force: true });
});
afterEach(async () => {
  // Inputs are deleted when a job ends and refused requests keep nothing: results only.
  for (const running of [server, withoutGs]) {
    const left = await storedFiles(running.dataDir);
    expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
  }
});

let written = 0;
function saved(bytes: Uint8Array): string {
  const path = join(folder, `result-${++written}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

/** A PDF whose pages say `<label> page <n>`, with one bookmark per page when asked. */
async function labelledPdf(label: string, pages: number, bookmarks = false): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    pdf.addPage([400, 300]).drawText(`${label} page ${i}`, { x: 40, y: 200, size: 24, font });
  }
  if (bookmarks) addBookmarks(pdf, label);
  return Buffer.from(await pdf.save());
}

/** One top-level bookmark per page, `<label> chapter <n>`, the last one with a child. */
function addBookmarks(pdf: PDFDocument, label: string) {
  const context = pdf.context;
  const root = context.nextRef();
  const pages = pdf.getPages();
  const refs = pages.map(() => context.nextRef());
  pages.forEach((page, index) => {
    const item = context.obj({
      Title: PDFString.of(`${label} chapter ${index + 1}`),
      Parent: root,
      Dest: [page.ref, 'XYZ', null, null, null],
    });
    if (index > 0) item.set(PDFName.of('Prev'), refs[index - 1] as PDFRef);
    if (index < refs.length - 1) item.set(PDFName.of('Next'), refs[index + 1] as PDFRef);
    context.assign(refs[index] as PDFRef, item);
  });
  const last = refs.at(-1) as PDFRef;
  const child = context.register(
    context.obj({
      Title: PDFString.of(`${label} section`),
      Parent: last,
      Dest: [pages[0]!.ref, 'Fit'],
    }),
  );
  const lastItem = context.lookup(last) as ReturnType<typeof context.obj>;
  (lastItem as unknown as { set(k: PDFName, v: PDFRef): void }).set(PDFName.of('First'), child);
  (lastItem as unknown as { set(k: PDFName, v: PDFRef): void }).set(PDFName.of('Last'), child);
  context.assign(
    root,
    context.obj({ Type: 'Outlines', First: refs[0], Last: last, Count: refs.length }),
  );
  pdf.catalog.set(PDFName.of('Outlines'), root);
}

/** The outline as pdf.js reads it: title, 1-based target page, children. */
interface Mark {
  title: string;
  page: number | undefined;
  children: Mark[];
}
async function outlineOf(bytes: Uint8Array): Promise<Mark[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  type Node = { title: string; dest: unknown; items: Node[] };
  const walk = async (nodes: Node[]): Promise<Mark[]> =>
    Promise.all(
      nodes.map(async (node) => {
        const dest = (
          typeof node.dest === 'string' ? await pdf.getDestination(node.dest) : node.dest
        ) as [{ num: number; gen: number }] | null;
        const page = dest ? (await pdf.getPageIndex(dest[0])) + 1 : undefined;
        return { title: node.title, page, children: await walk(node.items) };
      }),
    );
  const outline = ((await pdf.getOutline()) ?? []) as unknown as Node[];
  const marks = await walk(outline);
  await pdf.loadingTask.destroy();
  return marks;
}

const pdfFile = (name: string, bytes: Buffer, field = 'files'): FilePart => ({
  field,
  name,
  bytes,
  type: 'application/pdf',
});

/** Each page's text as poppler reads it, in order. */
function pageTexts(path: string): string[] {
  return pdfText(path)
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}
async function expectError(response: Response, status: number, code: string, message: RegExp) {
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(message);
}

describe('merge-pdf', () => {
  it('puts every page of every PDF in the order sent, and answers with the bytes', async () => {
    const response = await postJobForm(server.baseUrl, 'merge-pdf', [
      pdfFile('b.pdf', await labelledPdf('Beta', 3)),
      pdfFile('a.pdf', await labelledPdf('Alpha', 2)),
      pdfFile('c.pdf', await labelledPdf('Gamma', 1)),
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('merged.pdf');
    const path = saved(Buffer.from(await response.arrayBuffer()));
    expect(pdfPages(path)).toBe(6);
    expect(pageTexts(path)).toEqual([
      'Beta page 1',
      'Beta page 2',
      'Beta page 3',
      'Alpha page 1',
      'Alpha page 2',
      'Gamma page 1',
    ]);
  });

  it('keeps each document’s bookmarks, pointing at its pages in the merged file (tus + tRPC)', async () => {
    const run = await runThroughTus(
      server.baseUrl,
      trpc,
      'merge-pdf',
      [
        pdfFile('plain.pdf', await labelledPdf('Plain', 2)),
        pdfFile('one.pdf', await labelledPdf('One', 2, true)),
        pdfFile('two.pdf', await labelledPdf('Two', 3, true)),
      ],
      {},
    );
    expect(run.view.status).toBe('completed');
    expect(pageTexts(saved(run.bytes))).toHaveLength(7);
    expect(await outlineOf(run.bytes)).toEqual([
      { title: 'One chapter 1', page: 3, children: [] },
      {
        title: 'One chapter 2',
        page: 4,
        children: [{ title: 'One section', page: 3, children: [] }],
      },
      { title: 'Two chapter 1', page: 5, children: [] },
      { title: 'Two chapter 2', page: 6, children: [] },
      {
        title: 'Two chapter 3',
        page: 7,
        children: [{ title: 'Two section', page: 5, children: [] }],
      },
    ]);
  });
});

describe('split-pdf', () => {
  it('makes one PDF per range, named after the file, open ranges to the end', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'split-pdf',
      [pdfFile('Report 2024.pdf', await labelledPdf('Doc', 10), 'file')],
      { parameters: JSON.stringify({ ranges: '1-3, 5,8-' }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('Report 2024-pages.zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([
      'Report 2024-pages-1-3.pdf',
      'Report 2024-page-5.pdf',
      'Report 2024-pages-8-10.pdf',
    ]);
    const texts = Object.values(entries).map((bytes) => pageTexts(saved(bytes)));
    expect(texts).toEqual([
      ['Doc page 1', 'Doc page 2', 'Doc page 3'],
      ['Doc page 5'],
      ['Doc page 8', 'Doc page 9', 'Doc page 10'],
    ]);
  });

  it('cuts every n pages, the last part shorter', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'split-pdf',
      [pdfFile('long.pdf', await labelledPdf('Long', 10), 'file')],
      { parameters: JSON.stringify({ every: 4 }) },
    );
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([
      'long-pages-1-4.pdf',
      'long-pages-5-8.pdf',
      'long-pages-9-10.pdf',
    ]);
    expect(Object.values(entries).map((bytes) => pdfPages(saved(bytes)))).toEqual([4, 4, 2]);
  });
});

/** A PDF of photo-like pages (noisy JPEGs at 200 dpi) with a line of text on each. */
async function imageHeavyPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const photo = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: { r: 40 * i, g: 120, b: 200 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const image = await pdf.embedJpg(photo);
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 47, y: 300, width: 500, height: 357 });
    page.drawText(`Photo report page ${i}`, { x: 47, y: 760, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}

describe('compress-pdf', () => {
  it('makes an image-heavy PDF smaller at each level and keeps its text', async () => {
    const original = await imageHeavyPdf(2);
    const sizes: number[] = [];
    for (const level of ['low', 'medium', 'high']) {
      const run = await postAndWait(
        server.baseUrl,
        'compress-pdf',
        [pdfFile('photos.pdf', original, 'file')],
        { parameters: JSON.stringify({ level }) },
      );
      expect(run.view.status, JSON.stringify(run.view.error)).toBe('completed');
      expect(run.view.result?.filename).toBe('photos-compressed.pdf');
      expect(run.bytes.length).toBeLessThan(original.length);
      expect(pageTexts(saved(run.bytes))).toEqual(['Photo report page 1', 'Photo report page 2']);
      sizes.push(run.bytes.length);
    }
    expect(sizes[2]).toBeLessThan(sizes[0]!);
  });

  it('returns the original, under its own name, when compressing would not make it smaller', async () => {
    const original = await makePdf(1, [200, 200]);
    const run = await postAndWait(server.baseUrl, 'compress-pdf', [
      pdfFile('tiny.pdf', original, 'file'),
    ]);
    expect(run.view.status).toBe('completed');
    expect(run.view.result).toMatchObject({ filename: 'tiny.pdf', size: original.length });
    expect(run.bytes.equals(original)).toBe(true);
  });

  it('is reported in /api/health and answers 501 where Ghostscript is missing', async () => {
    const health = async (baseUrl: string) => {
      for (;;) {
        const body = (await (await fetch(`${baseUrl}/api/health`)).json()) as {
          capabilities: { tools: string; ghostscript: unknown; jobTypes: string[] };
        };
        if (body.capabilities.tools === 'detected') return body.capabilities;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const found = await health(server.baseUrl);
    expect(found.ghostscript).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+/) });
    expect(found.jobTypes).toEqual(
      expect.arrayContaining(['merge-pdf', 'split-pdf', 'compress-pdf']),
    );
    const missing = await health(withoutGs.baseUrl);
    expect(missing.ghostscript).toBeNull();
    expect(missing.jobTypes).not.toContain('compress-pdf');
    await expectError(
      await postJobForm(withoutGs.baseUrl, 'compress-pdf', [
        pdfFile('a.pdf', await makePdf(1), 'file'),
      ]),
      501,
      'type_unavailable',
      /PDF compression is not available on this server: a program it needs \(Ghostscript\) is not installed\./,
    );
  });
});

describe('bad inputs', () => {
  // Results of the jobs above stay until their retention ends; a refusal adds nothing to them.
  let before: string[];
  beforeEach(async () => {
    before = await storedFiles(server.dataDir);
  });
  afterEach(async () => {
    expect(await storedFiles(server.dataDir)).toEqual(before);
  });

  it('refuses a password-protected PDF before the job, for each tool', async () => {
    const locked = await makeLockedPdf();
    await expectError(
      await postJobForm(server.baseUrl, 'merge-pdf', [
        pdfFile('open.pdf', await makePdf(1)),
        pdfFile('locked.pdf', locked),
      ]),
      422,
      'encrypted',
      /^"locked\.pdf" is password-protected\. Remove the password and try again\.$/,
    );
    for (const type of ['split-pdf', 'compress-pdf']) {
      const response = await postJobForm(
        server.baseUrl,
        type,
        [pdfFile('locked.pdf', locked, 'file')],
        type === 'split-pdf' ? { parameters: JSON.stringify({ every: 1 }) } : {},
      );
      expect(response.headers.get('x-job-id')).toBeNull();
      await expectError(
        response,
        422,
        'encrypted',
        /^This PDF is password-protected\. Remove the password and try again\.$/,
      );
    }
  });

  it('refuses a range past the last page with 422 before the job', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'split-pdf',
      [pdfFile('short.pdf', await labelledPdf('Short', 4), 'file')],
      { parameters: JSON.stringify({ ranges: '1-2,3-6' }) },
    );
    expect(response.headers.get('x-job-id')).toBeNull();
    await expectError(
      response,
      422,
      'page_out_of_range',
      /^The range 3-6 goes past the end: this PDF has 4 pages\.$/,
    );
  });

  it('refuses bad split parameters with 400', async () => {
    const pdf = pdfFile('a.pdf', await makePdf(2), 'file');
    for (const parameters of [{}, { ranges: '1-2', every: 1 }, { ranges: '3-1' }, { every: 0 }]) {
      const response = await postJobForm(server.baseUrl, 'split-pdf', [pdf], {
        parameters: JSON.stringify(parameters),
      });
      const body = (await response.json()) as ErrorBody;
      expect(response.status, JSON.stringify(parameters)).toBe(400);
      expect(body.error.code).toBe('invalid_input');
    }
  });

  it('refuses 51 PDFs, a single PDF and a file that is not a PDF', async () => {
    const one = await makePdf(1, [100, 100]);
    await expectError(
      await postJobForm(
        server.baseUrl,
        'merge-pdf',
        Array.from({ length: 51 }, (_, i) => pdfFile(`p${i}.pdf`, one)),
      ),
      400,
      'too_many_files',
      /^Too many files\. Maximum 50 files allowed\.$/,
    );
    await expectError(
      await postJobForm(server.baseUrl, 'merge-pdf', [pdfFile('only.pdf', one)]),
      400,
      'missing_file',
      /PDF merging needs at least 2 PDF document in 'files'/,
    );
    await expectError(
      await postJobForm(server.baseUrl, 'merge-pdf', [
        pdfFile('a.pdf', one),
        {
          field: 'files',
          name: 'photo.pdf',
          bytes: await makeImage(50, 50),
          type: 'application/pdf',
        },
      ]),
      415,
      'unsupported_type',
      /"photo\.pdf" is not a PDF document/,
    );
  });

  it('fails a damaged PDF with 422 and a clear message', async () => {
    const pdf = await makePdf(2);
    await expectError(
      await postJobForm(
        server.baseUrl,
        'split-pdf',
        [pdfFile('cut.pdf', pdf.subarray(0, 400), 'file')],
        { parameters: JSON.stringify({ every: 1 }) },
      ),
      422,
      'unreadable_document',
      /This file is not a PDF that can be read/,
    );
    const run = await postAndWait(server.baseUrl, 'compress-pdf', [
      pdfFile('cut.pdf', pdf.subarray(0, 400), 'file'),
    ]);
    await expectJobFailed(server.baseUrl, run, 'unreadable_document', /not a PDF that can be read/);
  });
});
