import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectDocumentKind, zipEntryNames } from './sniff.ts';

const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
function oleWith(...streamNames: string[]): Buffer {
  return Buffer.concat([
    ole,
    Buffer.alloc(504),
    ...streamNames.map((name) => Buffer.from(name, 'utf16le')),
    Buffer.alloc(64),
  ]);
}

describe('detectDocumentKind', () => {
  it('knows a .docx by its main part, whatever the name', () => {
    const docx = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': strToU8('<w:document/>'),
      }),
    );
    expect(detectDocumentKind(docx)).toBe('docx');
  });

  it('refuses a ZIP that is not a Word document, and a broken ZIP', () => {
    const junk = Buffer.from(
      zipSync({ 'junk.bin': new Uint8Array([1, 2, 3]), 'notes.txt': strToU8('hello') }),
    );
    expect(detectDocumentKind(junk)).toBe('unknown');
    expect(
      detectDocumentKind(
        Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 7)]),
      ),
    ).toBe('unknown');
  });

  it('tells a legacy .doc from a password-protected Office file and other OLE files', () => {
    expect(detectDocumentKind(oleWith('Root Entry', 'WordDocument', '1Table'))).toBe('doc');
    expect(detectDocumentKind(oleWith('Root Entry', 'EncryptionInfo', 'EncryptedPackage'))).toBe(
      'encrypted-office',
    );
    expect(detectDocumentKind(oleWith('Root Entry', 'Workbook'))).toBe('unknown');
  });

  it('knows PDF and RTF, and nothing else', () => {
    expect(detectDocumentKind(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(
      detectDocumentKind(Buffer.concat([Buffer.from('\xef\xbb\xbf  '), Buffer.from('%PDF-1.4\n')])),
    ).toBe('pdf');
    expect(detectDocumentKind(Buffer.from('{\\rtf1\\ansi hello}'))).toBe('rtf');
    expect(detectDocumentKind(Buffer.from('just some text, renamed .docx'))).toBe('unknown');
    expect(detectDocumentKind(Buffer.alloc(0))).toBe('unknown');
  });
});

describe('zipEntryNames', () => {
  it('lists entries without inflating them', () => {
    const zip = zipSync({ 'a.txt': strToU8('a'), 'dir/b.txt': strToU8('b') });
    expect(zipEntryNames(zip)?.sort()).toEqual(['a.txt', 'dir/b.txt']);
    expect(zipEntryNames(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
