import { readFile, rm } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { ProcessingError, throwIfAborted } from '../../processing-error.ts';
import type { LibreOfficeConverter } from './libreoffice.ts';
import { docxToPdfWithMammoth } from './mammoth-pdf.ts';
import { documentMessages, readDocument } from './sniff.ts';

export type WordToPdfEngine = 'libreoffice' | 'mammoth';

export interface WordToPdfOptions {
  /** A converter when LibreOffice is installed (one per worker); null or absent: mammoth. */
  libreOffice?: LibreOfficeConverter | null | undefined;
  signal?: AbortSignal | undefined;
  /** LibreOffice's time limit for this document (default 2 minutes). */
  timeoutMs?: number | undefined;
}

export interface WordToPdfResult {
  engine: WordToPdfEngine;
  pages: number;
  /** The input's kind by its bytes. */
  kind: 'docx' | 'doc' | 'rtf';
}

/**
 * Word (.docx, .doc, and RTF saved as .doc) to PDF. The kind comes from the file's bytes. With
 * LibreOffice every kind converts at full fidelity; without it a .docx goes through mammoth and
 * pdfmake, and a .doc is `doc_needs_libreoffice`. A password-protected file is `encrypted`,
 * anything else that is not a Word file `unreadable_document`, an empty file `empty_file`. The
 * output file is removed on any failure.
 */
export async function convertWordToPdf(
  inputPath: string,
  outputPath: string,
  options: WordToPdfOptions = {},
): Promise<WordToPdfResult> {
  try {
    throwIfAborted(options.signal);
    const { kind } = await readDocument(inputPath);
    if (kind === 'encrypted-office') {
      throw new ProcessingError('encrypted', documentMessages.encryptedWord);
    }
    if (kind !== 'docx' && kind !== 'doc' && kind !== 'rtf') {
      throw new ProcessingError('unreadable_document', documentMessages.notWord, {
        detail: `detected ${kind}`,
      });
    }
    if (options.libreOffice) {
      await options.libreOffice.convertToPdf(inputPath, outputPath, {
        kind,
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      });
      const pages = (
        await PDFDocument.load(await readFile(outputPath), { updateMetadata: false })
      ).getPageCount();
      return { engine: 'libreoffice', pages, kind };
    }
    if (kind !== 'docx') {
      throw new ProcessingError('doc_needs_libreoffice', documentMessages.docNeedsLibreOffice);
    }
    const result = await docxToPdfWithMammoth(inputPath, outputPath, { signal: options.signal });
    return { engine: 'mammoth', pages: result.pages, kind };
  } catch (error) {
    await rm(outputPath, { force: true });
    throw error;
  }
}
