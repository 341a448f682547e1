import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError, type ErrorBody } from '../support/error-answers.ts';
import { expectJobFailed, postAndWait } from '../support/job-runs.ts';
import { makeImage, makeLockedPdf, makePdf, postJobForm, storedFiles } from '../support/jobs.ts';
import { labelledPdf, pdfFile } from '../support/test-pdfs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * What merge-pdf, split-pdf and compress-pdf refuse: password-protected, damaged or non-PDF files,
 * ranges past the last page, bad parameters, too many or too few files; clear 4xx answers that
 * leave nothing behind.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  // Inputs are deleted when a job ends and refused requests keep nothing: results only.
  const left = await storedFiles(server.dataDir);
  expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
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
