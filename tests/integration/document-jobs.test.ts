import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectInOrder,
  makeSampleDocx,
  pdfImages,
  pdfPages,
  pdfText,
  phrasesInOrder,
  tool,
} from '../support/documents.ts';
import {
  makeLockedPdf,
  postJobForm,
  storedFiles,
  trpcClient,
  type FilePart,
} from '../support/jobs.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * word-to-pdf and pdf-to-word through the job API: with LibreOffice (this machine has it, as CI
 * does) and on a server told not to use it (SOFFICE_PATH=off: the mammoth path); a round trip
 * PDF to Word keeps the words in order; bad files get clear errors and leave nothing behind.
 */
let withOffice: TestServer;
let withoutOffice: TestServer;
let folder: string;
let docx: Buffer;
let legacyDoc: Buffer;

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const wordFile = (name: string, bytes: Buffer, type = docxType): FilePart => ({
  field: 'file',
  name,
  bytes,
  type,
});

let written = 0;
function saved(bytes: Buffer, extension: string): string {
  const path = join(folder, `result-${++written}.${extension}`);
  writeFileSync(path, bytes);
  return path;
}

interface Health {
  capabilities: {
    tools: string;
    jobTypes: string[];
    libreOffice: { version: string } | null;
    wordToPdf: { engine: string; doc: boolean };
  };
}

async function detected(baseUrl: string): Promise<Health['capabilities']> {
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;
    if (health.capabilities.tools === 'detected') return health.capabilities;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'document-jobs-'));
  docx = await makeSampleDocx();
  const source = join(folder, 'sample.docx');
  writeFileSync(source, docx);
  // A legacy .doc, made by LibreOffice itself with a profile of its own.
  const profile = mkdtempSync(join(folder, 'maker-profile-'));
  tool('soffice', [
    '--headless',
    `-env:UserInstallation=file://${profile}`,
    '--convert-to',
    'doc:MS Word 97',
    '--outdir',
    folder,
    source,
  ]);
  legacyDoc = readFileSync(join(folder, 'sample.doc'));
  [withOffice, withoutOffice] = await Promise.all([
    startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' }),
    startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50', SOFFICE_PATH: 'off' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([withOffice.close(), withoutOffice.close()]);
  rmSync(folder, { recursive: true, force: true });
});

afterEach(async () => {
  for (const server of [withOffice, withoutOffice]) {
    const left = await storedFiles(server.dataDir);
    expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
  }
});

/** A converted PDF keeps the headings, the paragraphs, the list, the table and the image. */
function expectSamplePdf(bytes: Buffer) {
  const path = saved(bytes, 'pdf');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expectInOrder(pdfText(path), phrasesInOrder);
  expect(pdfPages(path)).toBeGreaterThanOrEqual(1);
  expect(pdfPages(path)).toBeLessThanOrEqual(2);
  expect(pdfImages(path)).toBe(1);
}

describe('word-to-pdf with LibreOffice', () => {
  it('reports LibreOffice in /api/health', async () => {
    const capabilities = await detected(withOffice.baseUrl);
    expect(capabilities.libreOffice?.version).toMatch(/^\d+\.\d+/);
    expect(capabilities.wordToPdf).toEqual({ engine: 'libreoffice', doc: true });
    expect(capabilities.jobTypes).toEqual(expect.arrayContaining(['word-to-pdf', 'pdf-to-word']));
  });

  it('converts a .docx through REST', async () => {
    const job = await postAndWait(withOffice.baseUrl, 'word-to-pdf', [
      wordFile('report.docx', docx),
    ]);
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({
      filename: 'report.pdf',
      contentType: 'application/pdf',
    });
    expect(job.headers.get('content-disposition')).toContain('filename="report.pdf"');
    expectSamplePdf(job.bytes);
  }, 60_000);

  it('converts a legacy .doc through tus and tRPC', async () => {
    const job = await runThroughTus(
      withOffice.baseUrl,
      trpcClient(withOffice.baseUrl),
      'word-to-pdf',
      [wordFile('report.doc', legacyDoc, 'application/msword')],
      {},
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.updates.at(-1)?.progress).toBe(100);
    expectSamplePdf(job.bytes);
  }, 60_000);
});

describe('word-to-pdf without LibreOffice (mammoth and pdfmake)', () => {
  it('says so in /api/health', async () => {
    const capabilities = await detected(withoutOffice.baseUrl);
    expect(capabilities.libreOffice).toBeNull();
    expect(capabilities.wordToPdf).toEqual({ engine: 'mammoth', doc: false });
  });

  it('converts a .docx through REST and through tus and tRPC', async () => {
    const rest = await postAndWait(withoutOffice.baseUrl, 'word-to-pdf', [
      wordFile('report.docx', docx),
    ]);
    expect(rest.view.status, JSON.stringify(rest.view.error)).toBe('completed');
    expectSamplePdf(rest.bytes);
    const typed = await runThroughTus(
      withoutOffice.baseUrl,
      trpcClient(withoutOffice.baseUrl),
      'word-to-pdf',
      [wordFile('report.docx', docx)],
      {},
    );
    expect(typed.view.status, JSON.stringify(typed.view.error)).toBe('completed');
    expectSamplePdf(typed.bytes);
  });

  it('refuses a .doc with a clear 422', async () => {
    const job = await postAndWait(withoutOffice.baseUrl, 'word-to-pdf', [
      wordFile('old.doc', legacyDoc, 'application/msword'),
    ]);
    await expectJobFailed(
      withoutOffice.baseUrl,
      job,
      'doc_needs_libreoffice',
      'Old Word files (.doc) cannot be converted on this server. Save the file as .docx and try again.',
    );
  });
});

describe('pdf-to-word', () => {
  it('keeps the words in order through a round trip (Word to PDF to Word)', async () => {
    const pdf = await postAndWait(withOffice.baseUrl, 'word-to-pdf', [wordFile('a.docx', docx)]);
    expect(pdf.view.status).toBe('completed');
    const job = await runThroughTus(
      withOffice.baseUrl,
      trpcClient(withOffice.baseUrl),
      'pdf-to-word',
      [{ field: 'file', name: 'report.pdf', bytes: pdf.bytes, type: 'application/pdf' }],
      {},
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({ filename: 'report.docx', contentType: docxType });
    const path = saved(job.bytes, 'docx');
    const { value: text } = await mammoth.extractRawText({ path });
    expectInOrder(text, phrasesInOrder);
    // LibreOffice opens it too, with the same words in the same order.
    const profile = mkdtempSync(join(folder, 'reader-profile-'));
    const out = mkdtempSync(join(folder, 'txt-'));
    tool('soffice', [
      '--headless',
      `-env:UserInstallation=file://${profile}`,
      '--convert-to',
      'txt:Text',
      '--outdir',
      out,
      path,
    ]);
    expectInOrder(readFileSync(join(out, `result-${written}.txt`), 'utf8'), phrasesInOrder);
  }, 90_000);
});

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

describe('bad documents', () => {
  it('fails a password-protected PDF with a clear 422', async () => {
    const job = await postAndWait(withOffice.baseUrl, 'pdf-to-word', [
      { field: 'file', name: 'locked.pdf', bytes: await makeLockedPdf(), type: 'application/pdf' },
    ]);
    await expectJobFailed(
      withOffice.baseUrl,
      job,
      'encrypted',
      'This PDF is password-protected. Remove the password and try again.',
    );
  });

  it('refuses a .docx that is a renamed ZIP of junk (415), on both servers', async () => {
    const junk = Buffer.from(
      zipSync({ 'junk.bin': strToU8('x'.repeat(4096)), 'notes.txt': strToU8('not a document') }),
    );
    for (const server of [withOffice, withoutOffice]) {
      const response = await postJobForm(server.baseUrl, 'word-to-pdf', [
        wordFile('report.docx', junk),
      ]);
      const body = (await response.json()) as ErrorBody;
      expect(response.status).toBe(415);
      expect(body.error).toEqual({
        code: 'unsupported_type',
        message:
          '"report.docx" is not a Word document (.docx or .doc): its content is application/zip. Please check supported formats.',
        field: 'file',
      });
    }
  });

  it('fails a .docx that is a ZIP with a Word name inside but junk in it (422)', async () => {
    const fake = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': strToU8('this is not XML <<< at all'),
      }),
    );
    for (const server of [withOffice, withoutOffice]) {
      const job = await postAndWait(server.baseUrl, 'word-to-pdf', [wordFile('broken.docx', fake)]);
      await expectJobFailed(
        server.baseUrl,
        job,
        'unreadable_document',
        'This file is not a Word document (.docx or .doc) that can be read. It may be damaged.',
      );
    }
  }, 60_000);

  it('refuses a zero-length file (400) and text named .pdf (415)', async () => {
    const empty = await postJobForm(withOffice.baseUrl, 'pdf-to-word', [
      { field: 'file', name: 'empty.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' },
    ]);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.code).toBe('empty_file');
    const text = await postJobForm(withOffice.baseUrl, 'pdf-to-word', [
      {
        field: 'file',
        name: 'notes.pdf',
        bytes: Buffer.from('Just text, with a PDF name.'),
        type: 'application/pdf',
      },
    ]);
    expect(text.status).toBe(415);
    expect(((await text.json()) as ErrorBody).error.message).toBe(
      '"notes.pdf" is not a PDF document: its content is not a format we recognise. Please check supported formats.',
    );
  });
});
