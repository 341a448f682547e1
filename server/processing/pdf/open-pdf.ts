import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { documentMessages } from '../office/sniff.ts';
import { ProcessingError } from '../../processing-error.ts';
import { defaultBudgets } from '../../../shared/jobs/budgets.ts';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const folder = (name: string) => `${join(pdfjsRoot, name)}/`;

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;

/** A PDF problem of the visitor's file as a clear 422; other errors pass through. */
export function pdfError(error: unknown): unknown {
  if (error instanceof ProcessingError) return error;
  const name = (error as { name?: string }).name ?? '';
  if (name === 'PasswordException') {
    return new ProcessingError('encrypted', documentMessages.encryptedPdf);
  }
  if (
    name === 'InvalidPDFException' ||
    name === 'FormatError' ||
    name === 'UnknownErrorException'
  ) {
    return new ProcessingError('unreadable_document', documentMessages.notPdf, {
      detail: `pdf.js: ${name}`,
    });
  }
  return error;
}

/**
 * Opens a PDF with pdf.js (legacy build, for Node). Its standard fonts, character maps, colour
 * profiles and WebAssembly decoders come from the package's own folders, so text renders as text,
 * not boxes, with no network.
 */
export async function openPdf(bytes: Uint8Array, maxImagePixels = defaultBudgets.pdfImagePixels) {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    iccUrl: folder('iccs'),
    wasmUrl: folder('wasm'),
    useSystemFonts: false,
    // pdf.js decodes any image it meets unless told a limit (GOTCHAS: 6.9 GB for one image).
    maxImageSize: maxImagePixels,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw pdfError(error);
  }
}
