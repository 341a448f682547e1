import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/documents.ts';
import { expectError } from '../support/error-answers.ts';
import { postAndWait, runThroughTus } from '../support/job-runs.ts';
import { makePdf, postJobForm, storedFiles, trpcClient } from '../support/jobs.ts';
import { outlineOf, pageTexts } from '../support/pdf-reading.ts';
import { resultFolder } from '../support/result-folder.ts';
import { imageHeavyPdf, labelledPdf, pdfFile } from '../support/test-pdfs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * merge-pdf, split-pdf and compress-pdf through the job API with PDFs made here: pages and their
 * order read back with poppler, bookmarks with pdf.js; compress-pdf found or missing with
 * Ghostscript. What the tools refuse is in pdf-tools-refusals.test.ts.
 */
let server: TestServer;
let withoutGs: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let results: ReturnType<typeof resultFolder>;
const saved = (bytes: Uint8Array) => results.save(bytes, 'pdf');

beforeAll(async () => {
  results = resultFolder('pdf-tools-jobs-');
  [server, withoutGs] = await Promise.all([
    startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' }),
    startTestServer({ WORKERS: '1', GS_PATH: 'off' }),
  ]);
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await Promise.all([server?.close(), withoutGs?.close()]);
  results.remove();
});
afterEach(async () => {
  // Inputs are deleted when a job ends and refused requests keep nothing: results only.
  for (const running of [server, withoutGs]) {
    const left = await storedFiles(running.dataDir);
    expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
  }
});

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
