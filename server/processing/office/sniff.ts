import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { ProcessingError } from '../../processing-error.ts';

/**
 * What a document's bytes say it is (never its name): `docx` (a ZIP holding a WordprocessingML
 * main part), `doc` (an OLE compound file with a WordDocument stream), `rtf`, `pdf`,
 * `encrypted-office` (a password-protected Word file: an OLE file holding an EncryptedPackage),
 * or `unknown`.
 */
export type DocumentKind = 'docx' | 'doc' | 'rtf' | 'pdf' | 'encrypted-office' | 'unknown';

const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function utf16(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

/** The names of the entries of a ZIP, without inflating them; null when it is not a valid ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

export function detectDocumentKind(bytes: Buffer): DocumentKind {
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    const names = zipEntryNames(bytes);
    if (!names) return 'unknown';
    return names.includes('word/document.xml') ||
      (names.includes('[Content_Types].xml') &&
        names.some((name) => /^word\/document\d*\.xml$/.test(name)))
      ? 'docx'
      : 'unknown';
  }
  if (bytes.subarray(0, 8).equals(oleSignature)) {
    // Directory entry names are UTF-16; a search of the file finds them wherever the directory is.
    if (bytes.includes(utf16('EncryptedPackage'))) return 'encrypted-office';
    if (bytes.includes(utf16('WordDocument'))) return 'doc';
    return 'unknown';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  // Some PDF writers put a few bytes before the header; readers accept it in the first KiB.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  return 'unknown';
}

export const documentMessages = {
  empty: 'The file is empty.',
  notWord: 'This file is not a Word document (.docx or .doc) that can be read. It may be damaged.',
  notPdf: 'This file is not a PDF that can be read. It may be damaged.',
  encryptedWord: 'This Word document is password-protected. Remove the password and try again.',
  encryptedPdf: 'This PDF is password-protected. Remove the password and try again.',
  docNeedsLibreOffice:
    'Old Word files (.doc) cannot be converted on this server. Save the file as .docx and try again.',
  failed: 'The document could not be converted. It may be damaged; please try a different file.',
} as const;

/** Reads a file and tells its kind; throws `empty_file` for zero bytes. */
export async function readDocument(path: string): Promise<{ bytes: Buffer; kind: DocumentKind }> {
  const bytes = await readFile(path);
  if (bytes.length === 0) throw new ProcessingError('empty_file', documentMessages.empty);
  return { bytes, kind: detectDocumentKind(bytes) };
}
