import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PDFNumber } from 'pdf-lib';
import { degrees, PDFDict, PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeBlankPdf } from '../support/bombs.ts';
import { pdfText } from '../support/documents.ts';
import { postAndWait, runThroughTus } from '../support/job-runs.ts';
import { postJobForm, storedFiles, trpcClient, type FilePart } from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * rotate-pdf, organize-pdf, number-pdf-pages and watermark-pdf through the job API on PDFs made
 * here, their results read back with pdf-lib, poppler (pdftotext) and pdf.js.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pdf-edit-jobs-'));
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});
afterEach(async () => {
  // Inputs are deleted when a job ends and refused requests keep nothing: results only.
  const left = await storedFiles(server.dataDir);
  expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
});

let written = 0;
function saved(bytes: Uint8Array): string {
  const path = join(folder, `result-${++written}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

/** A PDF whose pages say `Doc page <n>`; the pages in `turned` already carry /Rotate 90. */
async function labelledPdf(pages: number, turned: number[] = []): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([400, 300]);
    page.drawText(`Doc page ${i}`, { x: 40, y: 200, size: 24, font });
    if (turned.includes(i)) page.setRotation(degrees(90));
  }
  return Buffer.from(await pdf.save());
}

const pdfFile = (name: string, bytes: Buffer): FilePart => ({
  field: 'file',
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

/** Each page's text pieces as pdf.js reads them (one per string drawn), and where they start. */
async function textItems(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item ? [{ text: item.str, x: item.transform[4], y: item.transform[5] }] : [],
      ),
    );
  }
  await pdf.loadingTask.destroy();
  return pages as { text: string; x: number; y: number }[][];
}

const run = (type: string, name: string, bytes: Buffer, parameters: object) =>
  postAndWait(server.baseUrl, type, [pdfFile(name, bytes)], {
    parameters: JSON.stringify(parameters),
  });

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

describe('rotate-pdf', () => {
  it('adds the angle to each chosen page’s /Rotate and leaves the pages’ content as it was', async () => {
    const input = await labelledPdf(4, [2]);
    const job = await run('rotate-pdf', 'contract.pdf', input, { angle: 90, pages: '1-2,4' });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    expect(job.headers.get('content-disposition')).toContain('contract-rotated.pdf');
    const [before, after] = await Promise.all([
      PDFDocument.load(input),
      PDFDocument.load(job.bytes),
    ]);
    expect(after.getPages().map((page) => page.getRotation().angle)).toEqual([90, 180, 0, 90]);
    // Lossless: each page draws the very same content stream.
    const contents = (doc: PDFDocument) =>
      doc.getPages().map((page) => {
        const stream = page.node.Contents();
        const first = stream instanceof PDFRawStream ? stream : undefined;
        return Buffer.from(first?.getContents() ?? []).toString('hex');
      });
    expect(contents(after)).toEqual(contents(before));
    expect(pageTexts(saved(job.bytes))).toEqual([
      'Doc page 1',
      'Doc page 2',
      'Doc page 3',
      'Doc page 4',
    ]);
  });

  it('turns every page by default, wrapping past 360', async () => {
    const job = await run('rotate-pdf', 'a.pdf', await labelledPdf(2, [2]), { angle: 270 });
    const after = await PDFDocument.load(job.bytes);
    expect(after.getPages().map((page) => page.getRotation().angle)).toEqual([270, 0]);
  });

  it('refuses pages past the end with a 400 naming them, before any job', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'rotate-pdf',
      [pdfFile('a.pdf', await labelledPdf(3))],
      { parameters: JSON.stringify({ angle: 180, pages: '2,5-6' }) },
    );
    const body = (await response.json()) as ErrorBody;
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(body.error).toMatchObject({
      code: 'invalid_parameters',
      field: 'pages',
      message: 'Pages 5-6 are not in this PDF: it has 3 pages.',
    });
  });
});

describe('organize-pdf', () => {
  it('puts the pages in the order sent, leaving out and repeating pages (tus + tRPC)', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'organize-pdf',
      [pdfFile('Minutes.pdf', await labelledPdf(5))],
      { pages: '4,1-2,2' },
    );
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    expect(job.headers.get('content-disposition')).toContain('Minutes-organized.pdf');
    expect(pageTexts(saved(job.bytes))).toEqual([
      'Doc page 4',
      'Doc page 1',
      'Doc page 2',
      'Doc page 2',
    ]);
    // Pages left out are gone from the file, not only from the page list: 4 page objects.
    const result = await PDFDocument.load(job.bytes);
    const pageObjects = result.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Page'),
      );
    expect(pageObjects).toHaveLength(4);
  });

  it('refuses numbers past the end with a 400 naming them, and keeps nothing', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'organize-pdf',
      [pdfFile('a.pdf', await labelledPdf(3))],
      { parameters: JSON.stringify({ pages: '3,5,1,9,5' }) },
    );
    const body = (await response.json()) as ErrorBody;
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(body.error).toMatchObject({
      code: 'invalid_parameters',
      field: 'pages',
      message: 'Pages 5 and 9 are not in this PDF: it has 3 pages.',
    });
  });

  it('refuses an empty order', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'organize-pdf',
      [pdfFile('a.pdf', await labelledPdf(2))],
      { parameters: JSON.stringify({ pages: ' ' }) },
    );
    const body = (await response.json()) as ErrorBody;
    expect(response.status).toBe(400);
    expect(body.error.message).toMatch(/Enter the pages in their new order/);
  });
});

describe('number-pdf-pages', () => {
  it('writes each page’s number as text from the template, where asked', async () => {
    const job = await run('number-pdf-pages', 'report.pdf', await labelledPdf(3, [3]), {
      format: 'Page {n} of {total}',
      position: 'top-right',
    });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    expect(job.headers.get('content-disposition')).toContain('report-numbered.pdf');
    const texts = pageTexts(saved(job.bytes));
    expect(texts.map((text) => text.replace('Doc page', '').trim())).toEqual([
      expect.stringContaining('Page 1 of 3'),
      expect.stringContaining('Page 2 of 3'),
      expect.stringContaining('Page 3 of 3'),
    ]);
    expect(texts.every((text, i) => text.includes(`Doc page ${i + 1}`))).toBe(true);
    // Top right of a 400 x 300 page: near its top and right edges, in the page's own space.
    const [first] = await textItems(job.bytes);
    const number = first!.find((item) => item.text === 'Page 1 of 3');
    expect(number?.y).toBeGreaterThan(250);
    expect(number?.x).toBeGreaterThan(250);
  });

  it('writes Devanagari digits from a start number, with a Nepali template', async () => {
    const job = await run('number-pdf-pages', 'पत्र.pdf', await labelledPdf(2), {
      format: 'पृष्ठ {n}',
      start: 9,
      digits: 'devanagari',
    });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    const texts = pageTexts(saved(job.bytes));
    expect(texts[0]).toContain('९');
    expect(texts[1]).toContain('१०');
    expect(texts[1]).toContain('Doc page 2');
  });
});

describe('watermark-pdf', () => {
  it('draws the text see-through on every page, the page’s own text still there', async () => {
    const job = await run('watermark-pdf', 'offer.pdf', await labelledPdf(3, [2]), {
      text: 'CONFIDENTIAL',
      opacity: 0.25,
    });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    expect(job.headers.get('content-disposition')).toContain('offer-watermarked.pdf');
    const items = await textItems(job.bytes);
    expect(items.map((page) => page.map((item) => item.text).join('|'))).toEqual([
      expect.stringMatching(/Doc page 1.*CONFIDENTIAL/),
      expect.stringMatching(/Doc page 2.*CONFIDENTIAL/),
      expect.stringMatching(/Doc page 3.*CONFIDENTIAL/),
    ]);
    expect(pageTexts(saved(job.bytes))[0]).toContain('Doc page 1');
    // The transparency is a graphics state of the page with a fill opacity of 0.25.
    const result = await PDFDocument.load(job.bytes);
    const states = result.getPage(0).node.Resources()?.lookup(PDFName.of('ExtGState'), PDFDict);
    const opacities = [...(states?.entries() ?? [])].map(([, state]) =>
      (result.context.lookup(state, PDFDict).lookup(PDFName.of('ca')) as PDFNumber).asNumber(),
    );
    expect(opacities).toContain(0.25);
  });

  it('draws Devanagari text with the embedded Noto font', async () => {
    const job = await run('watermark-pdf', 'a.pdf', await labelledPdf(1), {
      text: 'गोप्य Draft',
      angle: 0,
    });
    expect(job.view.status, JSON.stringify(job.view)).toBe('completed');
    const [page] = await textItems(job.bytes);
    const drawn = page!.map((item) => item.text).join('');
    expect(drawn).toContain('Draft');
    expect(drawn).toMatch(/[\u0900-\u097f]/);
    const fonts = await PDFDocument.load(job.bytes).then((pdf) =>
      pdf.context
        .enumerateIndirectObjects()
        .flatMap(([, object]) =>
          object instanceof PDFDict && object.get(PDFName.of('BaseFont'))
            ? [String(object.get(PDFName.of('BaseFont')))]
            : [],
        ),
    );
    expect(fonts.join(' ')).toMatch(/NotoSansDevanagari/);
  });

  it('refuses text the fonts cannot draw, and an empty text', async () => {
    for (const text of ['秘密', '']) {
      const response = await postJobForm(
        server.baseUrl,
        'watermark-pdf',
        [pdfFile('a.pdf', await labelledPdf(1))],
        { parameters: JSON.stringify({ text }) },
      );
      expect(response.status).toBe(400);
    }
  });
});

describe('budgets', () => {
  it('refuse a PDF of 5,000 pages for each type before any work', async () => {
    const pages = await makeBlankPdf(5000, [100, 100]);
    const parameters: Record<string, object> = {
      'rotate-pdf': { angle: 90 },
      'organize-pdf': { pages: '1' },
      'number-pdf-pages': {},
      'watermark-pdf': { text: 'Draft' },
    };
    for (const [type, values] of Object.entries(parameters)) {
      const response = await postJobForm(
        server.baseUrl,
        type,
        [pdfFile('pages.pdf', pages)],
        { parameters: JSON.stringify(values) },
        { accept: 'application/json' },
      );
      const body = (await response.json()) as ErrorBody;
      expect(response.status, `${type}: ${JSON.stringify(body)}`).toBe(422);
      expect(body.error.code).toBe('over_budget');
      expect(body.error.message).toBe('This PDF has 5,000 pages; the limit is 200 pages.');
      // Refused as the upload is read: no job, no input kept.
      const left = await storedFiles(server.dataDir);
      expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
    }
  });
});
