import { readFile } from 'node:fs/promises';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFContext, PDFDocument, PDFObject, PDFPage } from 'pdf-lib';
import type { Budgets } from '../../../shared/jobs/budgets.ts';
import { count, megapixels, overBudget, size } from '../../jobs/budgets/messages.ts';
import { STRUCTURE_STREAM_BUDGET, structureStreamsTooLarge } from './budget-streams.ts';

/** pdf-to-images renders at 150 dpi (its RENDER_DPI is this). */
export const RENDER_DPI = 150;

type PdfLib = typeof PdfLibModule;
// pdf-lib is loaded with the first PDF checked, not at the server's start (it is a large part of
// what the start would load).
let pdfLib: Promise<PdfLib> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));

/** A page's size in points as pdf.js shows it: the crop box times /UserUnit. */
export interface PageBox {
  number: number;
  width: number;
  height: number;
}

/** What a PDF declares: its pages, their boxes and its largest image (embedded or inline). */
export interface PdfCost {
  pages: number;
  largestPage: PageBox | undefined;
  largestImage: { width: number; height: number } | undefined;
  /** The file has an /Encrypt dictionary: its content cannot be copied without the password. */
  encrypted?: boolean;
}

/** Pixels of a page at pdf-to-images' scale (150 dpi), before any lowering. */
export function renderedPixels(box: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const scale = RENDER_DPI / 72;
  // Whole pixels, ignoring floating-point dust, as the renderer counts them.
  const whole = (length: number) => Math.max(1, Math.ceil(length - 0.01));
  return { width: whole(box.width * scale), height: whole(box.height * scale) };
}

function numberOf(
  lib: PdfLib,
  context: PDFContext,
  value: PDFObject | undefined,
): number | undefined {
  const resolved = value === undefined ? undefined : context.lookup(value);
  return resolved instanceof lib.PDFNumber ? resolved.asNumber() : undefined;
}

function pageBox(lib: PdfLib, page: PDFPage, number: number): PageBox | undefined {
  try {
    const box = page.getCropBox();
    const unit = numberOf(lib, page.doc.context, page.node.get(lib.PDFName.of('UserUnit'))) ?? 1;
    const scale = unit > 0 && Number.isFinite(unit) ? unit : 1;
    return {
      number,
      width: Math.abs(box.width) * scale,
      height: Math.abs(box.height) * scale,
    };
  } catch {
    return undefined;
  }
}

/**
 * Reads a PDF's structure with pdf-lib, decoding no image: the page tree (count, crop boxes,
 * /UserUnit), every image XObject's /Width and /Height and, with `inlineImages`, those of the
 * images drawn inline in the page content (unpacked in pieces, within CONTENT_SCAN_BUDGET). Encryption is
 * ignored (only strings and streams are encrypted, not this structure); object streams that would
 * unpack past a budget are caught before pdf-lib inflates them. The parser yields to the
 * event loop as it goes, so the server keeps answering meanwhile. Undefined when pdf-lib cannot
 * read the file at all: the processor then reports it as damaged or locked.
 */
export async function pdfCost(
  bytes: Uint8Array,
  options: { inlineImages?: boolean } = {},
): Promise<PdfCost | 'structure_too_large' | 'content_too_large' | undefined> {
  if (structureStreamsTooLarge(bytes)) return 'structure_too_large';
  const lib = await loadPdfLib();
  let pdf: PDFDocument;
  try {
    pdf = await lib.PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return undefined;
  }
  let pages: PDFPage[];
  try {
    pages = pdf.getPages();
  } catch {
    return undefined;
  }
  let largestPage: PageBox | undefined;
  for (const [index, page] of pages.entries()) {
    const box = pageBox(lib, page, index + 1);
    if (box && (!largestPage || box.width * box.height > largestPage.width * largestPage.height)) {
      largestPage = box;
    }
  }
  const subtype = lib.PDFName.of('Subtype');
  const image = lib.PDFName.of('Image');
  let largestImage: PdfCost['largestImage'];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFRawStream) || object.dict.get(subtype) !== image) continue;
    const width = numberOf(lib, pdf.context, object.dict.get(lib.PDFName.of('Width'))) ?? 0;
    const height = numberOf(lib, pdf.context, object.dict.get(lib.PDFName.of('Height'))) ?? 0;
    if (!largestImage || width * height > largestImage.width * largestImage.height) {
      largestImage = { width, height };
    }
  }
  if (options.inlineImages) {
    // Loaded with the first PDF whose images count (it brings pdf-lib's decoders).
    const { largestInlineImage } = await import('./budget-inline-images.ts');
    const inline = await largestInlineImage(pdf);
    if (inline === 'content_too_large') return inline;
    if (
      inline &&
      (!largestImage || inline.width * inline.height > largestImage.width * largestImage.height)
    ) {
      largestImage = inline;
    }
  }
  return { pages: pages.length, largestPage, largestImage, encrypted: pdf.isEncrypted };
}

/** The refusal message for a PDF over its budgets, or undefined when it fits. */
export function pdfProblem(cost: PdfCost, budgets: Partial<Budgets>): string | undefined {
  if (budgets.pdfPages !== undefined && cost.pages > budgets.pdfPages) {
    return `This PDF has ${count(cost.pages)} pages; the limit is ${count(budgets.pdfPages)} pages.`;
  }
  if (budgets.pdfPagePixels !== undefined && cost.largestPage) {
    const rendered = renderedPixels(cost.largestPage);
    const pixels = rendered.width * rendered.height;
    if (pixels > budgets.pdfPagePixels) {
      return `Page ${count(cost.largestPage.number)} of this PDF is ${size(
        Math.round(cost.largestPage.width),
        Math.round(cost.largestPage.height),
        'points',
      )}: ${size(rendered.width, rendered.height)} (${megapixels(pixels)}) at ${RENDER_DPI} dpi; the limit is ${megapixels(budgets.pdfPagePixels)} a page.`;
    }
  }
  if (budgets.pdfImagePixels !== undefined && cost.largestImage) {
    const { width, height } = cost.largestImage;
    if (width * height > budgets.pdfImagePixels) {
      return `This PDF holds an image of ${size(width, height)} (${megapixels(width * height)}); the limit is ${megapixels(budgets.pdfImagePixels)}.`;
    }
  }
  return undefined;
}

/** Refuses a PDF over its budgets; what it declares, when pdf-lib could read it. */
export async function checkPdf(
  path: string,
  field: string,
  budgets: Partial<Budgets>,
): Promise<PdfCost | undefined> {
  const cost = await pdfCost(await readFile(path), {
    inlineImages: budgets.pdfImagePixels !== undefined,
  });
  if (!cost) return undefined;
  if (cost === 'content_too_large') {
    const { CONTENT_SCAN_BUDGET } = await import('./budget-inline-images.ts');
    throw overBudget(
      `This PDF's page content unpacks to more than ${CONTENT_SCAN_BUDGET / 1024 / 1024} MB; it cannot be read safely.`,
      field,
    );
  }
  if (cost === 'structure_too_large') {
    throw overBudget(
      `This PDF's structure unpacks to more than ${STRUCTURE_STREAM_BUDGET / 1024 / 1024} MB; it cannot be read safely.`,
      field,
    );
  }
  const problem = pdfProblem(cost, budgets);
  if (problem) throw overBudget(problem, field);
  return cost;
}
