import { Document, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { convertPreetiDocx } from './docx-convert.ts';
import { convertPreetiRuns, UNICODE_FONT } from './docx-runs.ts';

async function makeDocx(paragraphs: TextRun[][]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: paragraphs.map((children) => new Paragraph({ children })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml']!);

describe('a .docx in Preeti', () => {
  it('converts the Preeti runs and leaves the Arial run as it was', async () => {
    const bytes = await makeDocx([
      [
        new TextRun({ text: 'g]kfn & ', font: 'Preeti' }),
        new TextRun({ text: 'Hello g]kfn', font: 'Arial' }),
      ],
      // A short i in one run and its consonant in the next (Word splits runs this way).
      [new TextRun({ text: 'l', font: 'Kantipur' }), new TextRun({ text: 's', font: 'Kantipur' })],
    ]);
    const outcome = convertPreetiDocx(bytes);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.runs).toBe(3);
    const xml = documentXml(outcome.bytes);
    // '&' is the Preeti key for ७: read from its XML escape.
    expect(xml).toContain('नेपाल ७ </w:t>');
    expect(xml).toContain('Hello g]kfn');
    expect(xml).toContain('>कि</w:t>');
    expect(xml).toContain(`w:ascii="${UNICODE_FONT}"`);
    expect(xml).toContain('w:ascii="Arial"');
    expect(xml).not.toContain('Preeti');
  });

  it('keeps every other part of the package', async () => {
    const bytes = await makeDocx([[new TextRun({ text: 'sfo{', font: 'Preeti' })]]);
    const outcome = convertPreetiDocx(bytes);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(Object.keys(unzipSync(outcome.bytes)).sort()).toEqual(
      Object.keys(unzipSync(bytes)).sort(),
    );
  });

  it('refuses a file that is not a .docx, by its bytes', () => {
    const notZip = convertPreetiDocx(strToU8('%PDF-1.7 not a word file'));
    expect(notZip).toEqual({ ok: false, message: 'This file is not a Word document (.docx).' });
    const otherZip = convertPreetiDocx(zipSync({ 'a.txt': strToU8('hello') }));
    expect(otherZip).toEqual({ ok: false, message: 'This file is not a Word document (.docx).' });
    const broken = convertPreetiDocx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(broken.ok).toBe(false);
  });
});

describe('Preeti runs in WordprocessingML', () => {
  const run = (font: string, text: string, extra = '') =>
    `<w:r><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}"/></w:rPr>${extra}<w:t>${text}</w:t></w:r>`;

  it('merges neighbouring Preeti runs across spelling marks', () => {
    const xml = `<w:p>${run('Preeti', 'l')}<w:proofErr w:type="spellStart"/>${run('Preeti', 'k|o')}</w:p>`;
    const { xml: out, runs } = convertPreetiRuns(xml);
    expect(runs).toBe(2);
    expect(out).toContain('>प्रिय</w:t>');
    expect(out).toContain('<w:proofErr w:type="spellStart"/>');
    expect(out.match(/<w:r>/g)).toHaveLength(1);
  });

  it('converts a run with a tab in place and leaves runs in other fonts', () => {
    const xml = `<w:p>${run('PCS NEPALI', 'g]kfn', '<w:tab/>')}${run('Times New Roman', 'g]kfn')}</w:p>`;
    const { xml: out } = convertPreetiRuns(xml);
    expect(out).toContain('<w:tab/><w:t xml:space="preserve">नेपाल</w:t>');
    expect(out).toContain('<w:t>g]kfn</w:t>');
  });
});
