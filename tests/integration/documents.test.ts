import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LibreOfficeConverter,
  locateLibreOffice,
  type LibreOfficeInstallation,
} from '../../server/processing/office/libreoffice.ts';
import { convertPdfToWord } from '../../server/processing/office/docx-from-pdf.ts';
import { convertWordToPdf } from '../../server/processing/office/pdf-from-word.ts';
import { ProcessingError } from '../../server/processing-error.ts';
import {
  expectInOrder,
  makeNepaliDocx,
  makeSampleDocx,
  makeTwoColumnDocx,
  pdfImages,
  pdfPages,
  pdfText,
  phrasesInOrder,
  sampleWords,
  nepaliSentence,
  tool,
  twoColumnArticle,
} from '../support/documents.ts';

let folder: string;
let libreOffice: LibreOfficeInstallation | null;
const files = {
  docx: '',
  tenPages: '',
  junkZip: '',
  textAsDocx: '',
  empty: '',
  encryptedPdf: '',
  textAsPdf: '',
};

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

/** A PDF whose trailer asks for a password the reader does not have. */
async function passwordProtectedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Secret words', {
    font: await document.embedFont(StandardFonts.Helvetica),
    x: 50,
    y: 700,
  });
  const context = document.context;
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      Length: 40,
      P: -44,
      O: PDFHexString.of(randomBytes(32).toString('hex')),
      U: PDFHexString.of(randomBytes(32).toString('hex')),
    }),
  );
  const id = PDFHexString.of(randomBytes(16).toString('hex'));
  context.trailerInfo.ID = context.obj([id, id]);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'documents-test-'));
  const at = (name: string) => join(folder, name);
  Object.assign(files, {
    docx: at('sample.docx'),
    tenPages: at('ten-pages.docx'),
    junkZip: at('junk.docx'),
    textAsDocx: at('text.docx'),
    empty: at('empty.docx'),
    encryptedPdf: at('locked.pdf'),
    textAsPdf: at('text.pdf'),
  });
  writeFileSync(files.docx, await makeSampleDocx());
  writeFileSync(files.tenPages, await makeSampleDocx({ pages: 10 }));
  writeFileSync(
    files.junkZip,
    zipSync({ 'junk.bin': randomBytes(2048), 'notes.txt': strToU8('not a document') }),
  );
  writeFileSync(files.textAsDocx, 'Just text, with a Word name.');
  writeFileSync(files.empty, '');
  writeFileSync(files.encryptedPdf, await passwordProtectedPdf());
  writeFileSync(files.textAsPdf, 'Just text, with a PDF name.');
  libreOffice = await locateLibreOffice();
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('Word to PDF without LibreOffice (mammoth and pdfmake)', () => {
  it('keeps headings, paragraphs, the list, the table and the image', async () => {
    const output = join(folder, 'mammoth.pdf');
    const result = await convertWordToPdf(files.docx, output, { libreOffice: null });
    expect(result).toEqual({ engine: 'mammoth', pages: 1, kind: 'docx' });
    expectInOrder(pdfText(output), phrasesInOrder);
    expect(pdfPages(output)).toBe(1);
    expect(pdfImages(output)).toBe(1);
  });

  it('sets Nepali text in the bundled Devanagari font, Latin text in the body font', async () => {
    const source = join(folder, 'nepali-mammoth.docx');
    writeFileSync(source, await makeNepaliDocx());
    const output = join(folder, 'nepali-mammoth.pdf');
    await convertWordToPdf(source, output, { libreOffice: null });
    // pdfkit maps each shaped glyph back to text on its own, so words whose vowel signs are drawn
    // reordered or combined (काठमाडौं, क्षत्रिय) read back altered; these do not.
    expect(pdfText(output)).toContain('Kathmandu: ');
    expect(pdfText(output)).toContain('नेपालको राजधानी हो।');
    const fonts = tool('pdffonts', [output]);
    expect(fonts).toMatch(/NotoSansDevanagari/);
    expect(fonts).toMatch(/Roboto/);
  });

  it('makes a sane number of pages of a long document', async () => {
    const output = join(folder, 'mammoth-10.pdf');
    const result = await convertWordToPdf(files.tenPages, output, { libreOffice: null });
    expect(result.pages).toBe(pdfPages(output));
    expect(result.pages).toBeGreaterThanOrEqual(5);
    expect(result.pages).toBeLessThanOrEqual(15);
  });

  it('gives clear errors for bad files and leaves no output', async () => {
    for (const [input, code] of [
      [files.junkZip, 'unreadable_document'],
      [files.textAsDocx, 'unreadable_document'],
      [files.empty, 'empty_file'],
      [files.encryptedPdf, 'unreadable_document'],
    ] as const) {
      const output = join(folder, 'bad.pdf');
      const error = await failure(convertWordToPdf(input, output, { libreOffice: null }));
      expect([error.code, error.status]).toEqual([code, 422]);
      expect(existsSync(output)).toBe(false);
    }
  });
});

describe.skipIf(
  !existsSync('/usr/bin/soffice') &&
    !process.env.PATH?.split(':').some((dir) => existsSync(join(dir, 'soffice'))),
)('with LibreOffice', () => {
  let converter: LibreOfficeConverter;
  let work: string;
  let legacyDoc: string;
  let realEncryptedPdf: string;

  beforeAll(() => {
    expect(libreOffice).not.toBeNull();
    work = mkdtempSync(join(folder, 'lo-'));
    converter = new LibreOfficeConverter(libreOffice!, { workDir: work });
    // A legacy .doc and a truly encrypted PDF, made by LibreOffice itself with a profile of its own.
    const profile = mkdtempSync(join(folder, 'maker-profile-'));
    const made = mkdtempSync(join(folder, 'made-'));
    const base = ['--headless', `-env:UserInstallation=file://${profile}`];
    tool(libreOffice!.path, [
      ...base,
      '--convert-to',
      'doc:MS Word 97',
      '--outdir',
      made,
      files.docx,
    ]);
    legacyDoc = join(made, 'sample.doc');
    tool(libreOffice!.path, [
      ...base,
      '--convert-to',
      'pdf:writer_pdf_Export:{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"secret"}}',
      '--outdir',
      made,
      files.docx,
    ]);
    realEncryptedPdf = join(made, 'sample.pdf');
  }, 120_000);

  afterAll(async () => {
    await converter.dispose();
    expect(readdirSync(work)).toEqual([]);
  });

  it('converts .docx and .doc, one at a time, keeping every part', async () => {
    const fromDocx = join(folder, 'lo-docx.pdf');
    const fromDoc = join(folder, 'lo-doc.pdf');
    const [docx, doc] = await Promise.all([
      convertWordToPdf(files.docx, fromDocx, { libreOffice: converter }),
      convertWordToPdf(legacyDoc, fromDoc, { libreOffice: converter }),
    ]);
    expect(docx).toEqual({ engine: 'libreoffice', pages: 1, kind: 'docx' });
    expect(doc).toEqual({ engine: 'libreoffice', pages: 1, kind: 'doc' });
    for (const output of [fromDocx, fromDoc]) {
      expectInOrder(pdfText(output), phrasesInOrder);
      expect(pdfPages(output)).toBe(1);
      expect(pdfImages(output)).toBe(1);
    }
    // Only the instance's profile stays between conversions.
    expect(readdirSync(work).every((name) => name.startsWith('lo-profile-'))).toBe(true);
  }, 120_000);

  it('refuses a .doc on a server without LibreOffice', async () => {
    const output = join(folder, 'no-lo.pdf');
    const error = await failure(convertWordToPdf(legacyDoc, output, { libreOffice: null }));
    expect([error.code, error.status]).toEqual(['doc_needs_libreoffice', 422]);
    expect(error.message).toBe(
      'Old Word files (.doc) cannot be converted on this server. Save the file as .docx and try again.',
    );
    expect(existsSync(output)).toBe(false);
  });

  it('refuses a renamed ZIP of junk before starting LibreOffice', async () => {
    const output = join(folder, 'junk.pdf');
    const error = await failure(
      convertWordToPdf(files.junkZip, output, { libreOffice: converter }),
    );
    expect(error.code).toBe('unreadable_document');
    expect(existsSync(output)).toBe(false);
  });

  it('fetches nothing a document links to', async () => {
    const hits: string[] = [];
    const server: Server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const parts = unzipSync(readFileSync(files.docx));
      const relationships = strFromU8(parts['word/_rels/document.xml.rels']!).replace(
        /(Type="[^"]*\/image") Target="[^"]+"/,
        `$1 Target="http://127.0.0.1:${port}/tracker.png" TargetMode="External"`,
      );
      parts['word/_rels/document.xml.rels'] = strToU8(relationships);
      parts['word/document.xml'] = strToU8(
        strFromU8(parts['word/document.xml']!).replace('r:embed=', 'r:link='),
      );
      const linked = join(folder, 'linked.docx');
      writeFileSync(linked, zipSync(parts));
      await convertWordToPdf(linked, join(folder, 'linked.pdf'), { libreOffice: converter });
      expect(hits).toEqual([]);
    } finally {
      server.close();
    }
  }, 60_000);

  it('sets Nepali text in a Devanagari font, not empty boxes', async () => {
    const source = join(folder, 'nepali.docx');
    writeFileSync(source, await makeNepaliDocx());
    const pdf = join(folder, 'nepali.pdf');
    await convertWordToPdf(source, pdf, { libreOffice: converter });
    expect(pdfText(pdf)).toContain(nepaliSentence);
    // Without a Devanagari font installed, LibreOffice falls back to one without the glyphs.
    expect(tool('pdffonts', [pdf])).toMatch(/Devanagari/);
  }, 60_000);

  it('kills LibreOffice when cancelled and leaves only its profile', async () => {
    const output = join(folder, 'cancelled.pdf');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const error = await failure(
      convertWordToPdf(files.tenPages, output, {
        libreOffice: converter,
        signal: controller.signal,
      }),
    );
    expect(error.code).toBe('cancelled');
    expect(existsSync(output)).toBe(false);
    const profiles = readdirSync(work);
    expect(profiles.every((name) => name.startsWith('lo-profile-'))).toBe(true);
    const processes = spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).stdout;
    for (const profile of profiles) expect(processes).not.toContain(profile);
  }, 60_000);

  it('reads an article LibreOffice set in two justified columns paragraph by paragraph', async () => {
    const source = join(folder, 'two-column-article.docx');
    writeFileSync(source, await makeTwoColumnDocx());
    const pdf = join(folder, 'two-column-article.pdf');
    await convertWordToPdf(source, pdf, { libreOffice: converter });
    const output = join(folder, 'two-column-article-back.docx');
    await convertPdfToWord(pdf, output);
    const { value: text } = await mammoth.extractRawText({ path: output });
    expect(text.split(/\n+/).filter((paragraph) => paragraph.trim())).toEqual([
      twoColumnArticle.title,
      twoColumnArticle.summary,
      ...twoColumnArticle.paragraphs,
    ]);
  }, 60_000);

  it('writes Word files that LibreOffice opens with the words in order', async () => {
    const pdf = join(folder, 'for-round-trip.pdf');
    await convertWordToPdf(files.docx, pdf, { libreOffice: converter });
    const docx = join(folder, 'round-trip.docx');
    await convertPdfToWord(pdf, docx);
    const made = mkdtempSync(join(folder, 'txt-'));
    const profile = mkdtempSync(join(folder, 'reader-profile-'));
    tool(libreOffice!.path, [
      '--headless',
      `-env:UserInstallation=file://${profile}`,
      '--convert-to',
      'txt:Text',
      '--outdir',
      made,
      docx,
    ]);
    expectInOrder(readFileSync(join(made, 'round-trip.txt'), 'utf8'), phrasesInOrder);
  }, 120_000);

  it('says a PDF encrypted by LibreOffice is password-protected', async () => {
    const error = await failure(convertPdfToWord(realEncryptedPdf, join(folder, 'locked.docx')));
    expect(error.code).toBe('encrypted');
  });
});

describe('PDF to Word', () => {
  it('keeps the words in order, the headings and the image', async () => {
    const pdf = join(folder, 'source.pdf');
    await convertWordToPdf(files.docx, pdf, { libreOffice: null });
    const output = join(folder, 'converted.docx');
    const progress: number[] = [];
    const result = await convertPdfToWord(pdf, output, {
      onProgress: (report) => progress.push(report.percent),
    });
    expect(result).toMatchObject({ pages: 1, headings: 2, images: 1 });
    expect(progress.at(-1)).toBe(100);

    const { value: text } = await mammoth.extractRawText({ path: output });
    expectInOrder(text, phrasesInOrder);
    const parts = unzipSync(readFileSync(output));
    const documentXml = strFromU8(parts['word/document.xml']!);
    expect(documentXml).toMatch(new RegExp(`w:val="Heading1"/>.*?${sampleWords.heading}`));
    expect(documentXml).toMatch(new RegExp(`w:val="Heading2"/>.*?${sampleWords.subheading}`));
    expect(Object.keys(parts).filter((name) => name.startsWith('word/media/'))).toHaveLength(1);
  });

  it('reads a page set in two columns column by column', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const page = document.addPage([595, 842]);
    page.drawText('Two Columns', { x: 230, y: 780, size: 20, font });
    const column = (word: string, x: number) => {
      const words = Array.from({ length: 80 }, (_, index) => `${word}${index}`);
      const lines: string[] = [''];
      for (const next of words) {
        const line = lines[lines.length - 1]!;
        const longer = line ? `${line} ${next}` : next;
        if (font.widthOfTextAtSize(longer, 10) > 240) lines.push(next);
        else lines[lines.length - 1] = longer;
      }
      lines[lines.length - 1] += '.';
      lines.forEach((line, index) =>
        page.drawText(line, { x, y: 740 - index * 13, size: 10, font }),
      );
    };
    column('west', 50);
    column('east', 315);
    const pdf = join(folder, 'two-columns.pdf');
    writeFileSync(pdf, await document.save());
    const output = join(folder, 'two-columns.docx');
    await convertPdfToWord(pdf, output);
    const { value: text } = await mammoth.extractRawText({ path: output });
    const paragraphs = text.split(/\n+/).filter((paragraph) => paragraph.trim());
    const numbered = (word: string) =>
      Array.from({ length: 80 }, (_, index) => `${word}${index}`).join(' ') + '.';
    expect(paragraphs).toEqual(['Two Columns', numbered('west'), numbered('east')]);
  });

  it('reads every page of a long document in order', async () => {
    const pdf = join(folder, 'long-source.pdf');
    await convertWordToPdf(files.tenPages, pdf, { libreOffice: null });
    const output = join(folder, 'long.docx');
    const result = await convertPdfToWord(pdf, output);
    expect(result.pages).toBe(pdfPages(pdf));
    const { value: text } = await mammoth.extractRawText({ path: output });
    expectInOrder(
      text,
      Array.from({ length: 10 }, (_, index) => `${sampleWords.heading} ${index + 1}`),
    );
  });

  it('gives clear errors for a password-protected PDF and files that are not PDFs', async () => {
    for (const [input, code, message] of [
      [
        files.encryptedPdf,
        'encrypted',
        'This PDF is password-protected. Remove the password and try again.',
      ],
      [
        files.textAsPdf,
        'unreadable_document',
        'This file is not a PDF that can be read. It may be damaged.',
      ],
      [
        files.docx,
        'unreadable_document',
        'This file is not a PDF that can be read. It may be damaged.',
      ],
      [files.empty, 'empty_file', 'The file is empty.'],
    ] as const) {
      const output = join(folder, 'bad.docx');
      const error = await failure(convertPdfToWord(input, output));
      expect([error.code, error.status, error.message]).toEqual([code, 422, message]);
      expect(existsSync(output)).toBe(false);
    }
  });

  it('stops when cancelled', async () => {
    const output = join(folder, 'cancelled.docx');
    const error = await failure(
      convertPdfToWord(files.encryptedPdf, output, { signal: AbortSignal.abort() }),
    );
    expect(error.code).toBe('cancelled');
    expect(existsSync(output)).toBe(false);
  });
});
