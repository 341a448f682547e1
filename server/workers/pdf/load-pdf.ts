import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { documentMessages } from '../../documents/sniff.ts';
import { ProcessingError } from '../../processing-error.ts';
import type { ProcessorInput } from '../processor.ts';

/**
 * A job's PDF read by pdf-lib for copying pages. An encrypted file is refused (pdf-lib would copy
 * its content still encrypted); the intake refuses those already, this keeps it so anyway.
 */
export async function loadPdfForCopy(
  input: ProcessorInput,
  several: boolean,
): Promise<PDFDocument> {
  const named = (message: string) =>
    several ? `"${input.name}": ${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(await readFile(input.path), {
      ignoreEncryption: true,
      updateMetadata: false,
    });
  } catch (error) {
    throw new ProcessingError('unreadable_document', named(documentMessages.notPdf), {
      detail: `pdf-lib: ${(error as Error).message}`,
    });
  }
  if (pdf.isEncrypted) {
    throw new ProcessingError('encrypted', named(documentMessages.encryptedPdf));
  }
  return pdf;
}
