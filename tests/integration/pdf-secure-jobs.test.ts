import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, tool } from '../support/documents.ts';
import { postAndWait, runThroughTus } from '../support/job-runs.ts';
import { postJobForm, trpcClient } from '../support/jobs.ts';
import {
  englishScanText,
  nepaliScanText,
  scanJpeg,
  scanPdf,
  wordRecall,
} from '../support/scans.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * protect-pdf, unlock-pdf, pdf-to-pdfa and ocr-pdf through the REST face of the real server (its
 * own process, so every line it logs is read), with qpdf, OCRmyPDF and Tesseract: a round trip
 * through a password, a wrong password, PDF/A identification, word recall on generated scans, and
 * the password nowhere in the log or the database.
 */
const PASSWORD = 'Kathmandu-सुरक्षित 42!';
const WRONG = 'not-the-password';

let server: ServerProcess;
let folder: string;
let databaseFile: string;
let output = '';

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pdf-secure-jobs-'));
  databaseFile = join(folder, 'jobs.sqlite');
  server = await startServerProcess(
    // Every line the server may log, at every level.
    { WORKERS: '1', JOBS_PER_CLIENT: '50', LOG_LEVEL: 'trace', DATABASE_FILE: databaseFile },
    { onOutput: (text) => (output += text) },
  );
}, 90_000);
afterAll(async () => {
  await server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

let written = 0;
function saved(bytes: Uint8Array): string {
  const path = join(folder, `file-${++written}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

/** A PDF whose pages say `<label> page <n>`, in a standard (not embedded) font. */
async function labelledPdf(label: string, pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    pdf.addPage([400, 300]).drawText(`${label} page ${i}`, { x: 40, y: 200, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}

const text = (path: string) => tool('pdftotext', ['-raw', path, '-']);
const pdfFile = (name: string, bytes: Buffer) => ({
  field: 'file',
  name,
  bytes,
  type: 'application/pdf',
});
const asParameters = (value: unknown) => ({ parameters: JSON.stringify(value) });

/** qpdf's exit code for `--requires-password`: 0 a password is needed, 2 not encrypted. */
const requiresPassword = (path: string) => spawnSync('qpdf', ['--requires-password', path]).status;

describe('protect-pdf and unlock-pdf', () => {
  let protectedPath: string;

  it('encrypts with AES-256 so that opening asks for the password', async () => {
    const original = saved(await labelledPdf('Contract', 2));
    const job = await postAndWait(
      server.baseUrl,
      'protect-pdf',
      [pdfFile('contract.pdf', readFileSync(original))],
      asParameters({ password: PASSWORD }),
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('contract-protected.pdf');
    protectedPath = saved(job.bytes);
    expect(requiresPassword(protectedPath)).toBe(0);
    await expect(PDFDocument.load(job.bytes)).rejects.toThrow(/encrypted/i);
    const encryption = spawnSync(
      'qpdf',
      [`--password=${PASSWORD}`, '--show-encryption', protectedPath],
      {
        encoding: 'utf8',
      },
    ).stdout;
    expect(encryption).toMatch(/R = 6/);
    expect(encryption).toMatch(/file encryption method: AESv3/);
  }, 120_000);

  it('removes the encryption with the right password, pages and text unchanged', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'unlock-pdf',
      [pdfFile('contract-protected.pdf', readFileSync(protectedPath))],
      asParameters({ password: PASSWORD }),
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('contract-protected-unlocked.pdf');
    const unlocked = saved(job.bytes);
    expect(requiresPassword(unlocked)).toBe(2);
    expect((await PDFDocument.load(job.bytes)).getPageCount()).toBe(2);
    expect(text(unlocked)).toMatch(/Contract page 1\s+Contract page 2/);
  }, 120_000);

  it('fails with wrong_password and a plain message for a wrong password', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'unlock-pdf',
      [pdfFile('contract-protected.pdf', readFileSync(protectedPath))],
      asParameters({ password: WRONG }),
    );
    expect(job.view.status).toBe('failed');
    expect(job.view.error).toEqual({
      code: 'wrong_password',
      message: 'This password does not open the PDF. Check it and try again.',
    });
  }, 120_000);

  it('takes the password through the typed face too (tus, then jobs.create)', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpcClient(server.baseUrl),
      'protect-pdf',
      [pdfFile('letter.pdf', await labelledPdf('Letter', 1))],
      { password: PASSWORD },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(requiresPassword(saved(job.bytes))).toBe(0);
  }, 120_000);

  it('refuses a PDF that has no password to remove, and a password too long', async () => {
    const plain = await labelledPdf('Plain', 1);
    const job = await postAndWait(
      server.baseUrl,
      'unlock-pdf',
      [pdfFile('plain.pdf', plain)],
      asParameters({ password: WRONG }),
    );
    expect(job.view.error?.code).toBe('not_encrypted');
    const form = new FormData();
    form.append('type', 'protect-pdf');
    form.append('parameters', JSON.stringify({ password: 'x'.repeat(129) }));
    form.append('file', new Blob([new Uint8Array(plain)], { type: 'application/pdf' }), 'a.pdf');
    const response = await fetch(`${server.baseUrl}/api/jobs`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/at most 128 characters/);
  }, 120_000);
});

describe('pdf-to-pdfa', () => {
  it.each([
    ['2b', '2'],
    ['3b', '3'],
  ])(
    'makes PDF/A-%s: pdfaid:part %s, fonts embedded, the same pages and text',
    async (level, part) => {
      const original = saved(await labelledPdf('Archive', 3));
      const job = await postAndWait(
        server.baseUrl,
        'pdf-to-pdfa',
        [pdfFile('minutes.pdf', readFileSync(original))],
        asParameters({ level }),
      );
      expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
      expect(job.view.result?.filename).toBe('minutes-pdfa.pdf');
      const result = saved(job.bytes);
      const xmp = job.bytes.toString('latin1');
      expect(xmp).toMatch(new RegExp(`pdfaid:part(="|>)${part}`));
      expect(xmp).toMatch(/pdfaid:conformance(="|>)B/);
      expect(pdfPages(result)).toBe(3);
      expect(text(result)).toBe(text(original));
      // pdffonts: one row per font, its `emb` column yes.
      const fonts = tool('pdffonts', [result]).split('\n').slice(2).filter(Boolean);
      expect(fonts.length).toBeGreaterThan(0);
      for (const row of fonts) expect(row.split(/\s+/).at(-5)).toBe('yes');
    },
    180_000,
  );
});

describe('ocr-pdf', () => {
  it('reads an English page image into a searchable PDF (word recall at least 95%)', async () => {
    const jpeg = await scanJpeg({ lines: englishScanText, font: 'DejaVu Sans', angle: 1.5 });
    const job = await postAndWait(
      server.baseUrl,
      'ocr-pdf',
      [{ field: 'file', name: 'minutes-scan.jpg', bytes: jpeg, type: 'image/jpeg' }],
      {},
      300_000,
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('minutes-scan-ocr.pdf');
    const result = saved(job.bytes);
    expect(pdfPages(result)).toBe(1);
    const recall = wordRecall(englishScanText.join(' '), text(result));
    expect(recall).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it('reads a Nepali scanned PDF (word recall at least 85%), the page image kept', async () => {
    const jpeg = await scanJpeg({
      lines: nepaliScanText,
      font: 'Noto Sans Devanagari',
      angle: -1.2,
      seed: 11,
    });
    const job = await postAndWait(
      server.baseUrl,
      'ocr-pdf',
      [pdfFile('सूचना.pdf', await scanPdf(jpeg))],
      asParameters({ languages: ['nep'] }),
      300_000,
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('सूचना-ocr.pdf');
    const result = saved(job.bytes);
    const recall = wordRecall(nepaliScanText.join(' '), text(result));
    expect(recall).toBeGreaterThanOrEqual(0.85);
    // The look is the scan's: its one image, at its size.
    expect(tool('pdfimages', ['-list', result])).toMatch(/\b1748\s+2480\b/);
  }, 300_000);

  it('refuses a language it has no model for', async () => {
    const form = new FormData();
    form.append('type', 'ocr-pdf');
    form.append('parameters', JSON.stringify({ languages: ['fra'] }));
    form.append(
      'file',
      new Blob([new Uint8Array(await labelledPdf('x', 1))], { type: 'application/pdf' }),
      'a.pdf',
    );
    const response = await fetch(`${server.baseUrl}/api/jobs`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe(
      'parameters.languages.0',
    );
  });
});

describe('budgets and progress', () => {
  it('refuses a 5,000-page PDF before any work, for each type', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 5000; i++) pdf.addPage([200, 200]);
    const huge = Buffer.from(await pdf.save());
    for (const [type, parameters] of [
      ['ocr-pdf', {}],
      ['protect-pdf', { password: 'x' }],
      ['unlock-pdf', { password: 'x' }],
      ['pdf-to-pdfa', {}],
    ] as const) {
      const response = await postJobForm(
        server.baseUrl,
        type,
        [pdfFile('huge.pdf', huge)],
        asParameters(parameters),
      );
      expect(response.status, type).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('over_budget');
      expect(body.error.message).toMatch(/5,000 pages; the limit is 200 pages/);
    }
  }, 120_000);

  it('unlock counts the pages of a locked PDF once open, the page tree being unreadable before', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 300; i++) pdf.addPage([200, 200]);
    const plain = saved(await pdf.save());
    const locked = join(folder, 'locked-300.pdf');
    const encrypt = ['--encrypt', 'pw', 'pw', '256', '--', plain, locked];
    expect(spawnSync('qpdf', ['--object-streams=generate', ...encrypt]).status).toBe(0);
    const job = await postAndWait(
      server.baseUrl,
      'unlock-pdf',
      [pdfFile('locked.pdf', readFileSync(locked))],
      asParameters({ password: 'pw' }),
    );
    expect(job.view.error).toEqual({
      code: 'over_budget',
      message: 'This PDF has 300 pages; the limit is 200 pages.',
    });
  }, 120_000);

  it('OCR reports each page as it is done, and keeps a page that has text as it is', async () => {
    const scan = saved(
      await scanPdf(await scanJpeg({ lines: englishScanText.slice(0, 2), font: 'DejaVu Sans' })),
    );
    const typed = saved(await labelledPdf('Typed', 1));
    const both = join(folder, 'typed-then-scanned.pdf');
    expect(spawnSync('qpdf', ['--empty', '--pages', typed, scan, '--', both]).status).toBe(0);
    const job = await runThroughTus(
      server.baseUrl,
      trpcClient(server.baseUrl),
      'ocr-pdf',
      [pdfFile('mixed.pdf', readFileSync(both))],
      { languages: ['eng'] },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const stages = job.updates.map((update) => update.stage).filter(Boolean);
    expect(stages).toContain('Reading page 2 of 2');
    const [first, second] = text(saved(job.bytes)).split('\f');
    expect(first?.trim()).toBe('Typed page 1');
    expect(wordRecall(englishScanText.slice(0, 2).join(' '), second ?? '')).toBeGreaterThanOrEqual(
      0.95,
    );
  }, 300_000);
});

describe('passwords', () => {
  it('reach no log line and no database row', () => {
    // The jobs above ran: protect and unlock with PASSWORD, unlock with WRONG.
    expect(output).toMatch(/"msg":"request"/);
    for (const secret of [PASSWORD, WRONG]) {
      expect(output.includes(secret), 'the log holds a password').toBe(false);
      expect(output.includes(JSON.stringify(secret).slice(1, -1))).toBe(false);
    }
    const database = new Database(databaseFile, { readonly: true });
    try {
      const tables = database
        .prepare("select name from sqlite_master where type = 'table'")
        .all() as { name: string }[];
      let rows = 0;
      for (const { name } of tables) {
        for (const row of database.prepare(`select * from "${name}"`).all()) {
          rows++;
          const dump = JSON.stringify(row);
          for (const secret of [PASSWORD, WRONG]) {
            expect(dump.includes(secret), `${name} holds a password`).toBe(false);
          }
          expect(dump.includes('$sealed'), `${name} still holds sealed parameters`).toBe(false);
        }
      }
      expect(rows).toBeGreaterThan(4);
    } finally {
      database.close();
    }
  });
});
