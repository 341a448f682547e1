import * as mupdf from 'mupdf';
import { documentMessages } from '../office/sniff.ts';
import { ProcessingError } from '../../processing-error.ts';

/**
 * Opens a PDF with MuPDF (MuPDF.js, WebAssembly, AGPL as this project): the same engine as
 * `mutool draw`, with the standard fonts built in, so text renders with no files or network.
 * A file MuPDF cannot read is a clear 422; a password-protected one is the encrypted message.
 */
export function openMupdf(bytes: Uint8Array): mupdf.Document {
  let document: mupdf.Document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
      detail: `MuPDF: ${(error as Error).message}`,
    });
  }
  if (document.needsPassword()) {
    document.destroy();
    throw new ProcessingError('encrypted', documentMessages.encryptedPdf);
  }
  return document;
}

/**
 * MuPDF's own error (a plain Error carrying its message) while reading a page of the visitor's
 * file, as a clear 422; anything else (out of memory, a bug of ours) passes through.
 */
export function mupdfPageError(error: unknown): unknown {
  if (!(error instanceof Error) || error.constructor !== Error) return error;
  return new ProcessingError('unreadable_document', documentMessages.notPdf, {
    detail: `MuPDF: ${error.message}`,
  });
}
