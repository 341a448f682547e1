import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { ProcessingError, throwIfAborted } from '../../processing-error.ts';
import { layoutDocument, type ImagePiece, type PageContent, type TextPiece } from './pdf-layout.ts';
import { documentMessages, detectDocumentKind } from './sniff.ts';
import { defaultBudgets } from '../../../shared/jobs/budgets.ts';

const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** Character maps let pdfjs read the text of CJK and other CID-keyed fonts. */
const cMapUrl = `${pathToFileURL(join(pdfjsFolder, 'cmaps')).href}/`;
const standardFontDataUrl = `${pathToFileURL(join(pdfjsFolder, 'standard_fonts')).href}/`;

/** Pages read at most (a 50 MB PDF can hold thousands). */
export const MAX_PDF_PAGES = 500;
/** Images taken over at most, and the smallest and largest kept. */
const MAX_IMAGES = 200;
const MIN_IMAGE_PIXELS = 16;
const MAX_IMAGE_PIXELS = 25_000_000;
/** Widest image in the Word file, in pixels at 96 per inch (6.25 inches: an A4 text column). */
const MAX_IMAGE_WIDTH_PX = 600;

export interface PdfToWordProgress {
  percent: number;
  page: number;
  pages: number;
}

export interface PdfToWordOptions {
  signal?: AbortSignal | undefined;
  /** Images larger than this many pixels are left out rather than decoded. */
  maxImagePixels?: number | undefined;
  onProgress?: ((progress: PdfToWordProgress) => void) | undefined;
}

export interface PdfToWordResult {
  pages: number;
  paragraphs: number;
  headings: number;
  images: number;
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** pdfjs's decoded image (1: 1-bit grey, 2: RGB, 3: RGBA) as a PNG, or null. */
async function imageToPng(image: DecodedImage): Promise<Buffer | null> {
  const { width, height, data, kind } = image;
  if (
    !data ||
    width < MIN_IMAGE_PIXELS ||
    height < MIN_IMAGE_PIXELS ||
    width * height > MAX_IMAGE_PIXELS
  )
    return null;
  let raw: Buffer;
  let channels: 1 | 3 | 4;
  if (kind === 3 && data.length >= width * height * 4) {
    raw = Buffer.from(data.buffer, data.byteOffset, width * height * 4);
    channels = 4;
  } else if (kind === 2 && data.length >= width * height * 3) {
    raw = Buffer.from(data.buffer, data.byteOffset, width * height * 3);
    channels = 3;
  } else if (kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    raw = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        raw[y * width + x] = bit ? 255 : 0;
      }
    }
    channels = 1;
  } else {
    return null;
  }
  return sharp(raw, { raw: { width, height, channels } }).png({ compressionLevel: 6 }).toBuffer();
}

function getObject(page: PDFPageProxy, id: string): Promise<DecodedImage | null> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 10_000);
    store.get(id, (value: unknown) => {
      clearTimeout(timer);
      resolve((value as DecodedImage | null) ?? null);
    });
  });
}

/** The text pieces and images of one page, positioned from its top-left corner. */
async function readPage(page: PDFPageProxy, imageBudget: { left: number }): Promise<PageContent> {
  const [left, bottom, right, top] = page.view as [number, number, number, number];
  const pageHeight = top - bottom;
  const operators = await page.getOperatorList();
  const content = await page.getTextContent();

  const fontFlags = new Map<string, { bold: boolean; italic: boolean }>();
  const flagsOf = (fontName: string) => {
    let flags = fontFlags.get(fontName);
    if (!flags) {
      let name = '';
      try {
        const font = page.commonObjs.get(fontName) as {
          name?: string;
          bold?: boolean;
          italic?: boolean;
        } | null;
        name = font?.name ?? '';
        flags = {
          bold: font?.bold === true || /bold|black|heavy|semibold|demi/i.test(name),
          italic: font?.italic === true || /italic|oblique/i.test(name),
        };
      } catch {
        flags = { bold: false, italic: false };
      }
      fontFlags.set(fontName, flags);
    }
    return flags;
  };

  const texts: TextPiece[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const [a, b, c, d, e, f] = item.transform as Matrix;
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
    if (!(fontSize > 0)) continue;
    texts.push({
      text: item.str,
      x: e - left,
      y: top - f,
      width: item.width,
      fontSize: Math.round(fontSize * 10) / 10,
      ...flagsOf(item.fontName),
    });
  }

  const images: ImagePiece[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  for (let index = 0; index < operators.fnArray.length; index++) {
    const operator = operators.fnArray[index];
    const args = operators.argsArray[index] as unknown[];
    if (operator === OPS.save) saved.push(matrix);
    else if (operator === OPS.restore) matrix = saved.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (operator === OPS.transform) matrix = multiply(matrix, args as Matrix);
    else if (
      (operator === OPS.paintImageXObject || operator === OPS.paintInlineImageXObject) &&
      imageBudget.left > 0
    ) {
      const decoded =
        operator === OPS.paintImageXObject
          ? await getObject(page, String(args[0]))
          : (args[0] as DecodedImage | null);
      if (!decoded) continue;
      const png = await imageToPng(decoded).catch(() => null);
      if (!png) continue;
      // The image fills the unit square of the current matrix.
      const xs = [
        matrix[4],
        matrix[4] + matrix[0],
        matrix[4] + matrix[2],
        matrix[4] + matrix[0] + matrix[2],
      ];
      const ys = [
        matrix[5],
        matrix[5] + matrix[1],
        matrix[5] + matrix[3],
        matrix[5] + matrix[1] + matrix[3],
      ];
      const width = Math.max(...xs) - Math.min(...xs);
      const height = Math.max(...ys) - Math.min(...ys);
      if (width < 4 || height < 4) continue;
      imageBudget.left--;
      images.push({ top: top - Math.max(...ys), left: Math.min(...xs) - left, width, height, png });
    }
  }
  return { width: right - left, height: pageHeight, texts, images };
}

const headingLevels = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/**
 * PDF to Word: pdfjs reads each page's text with its position, size and font, and its images;
 * `layoutDocument` puts the text in reading order (top to bottom, left to right), into paragraphs
 * and headings (by font size); the `docx` library writes a .docx with Word's own heading styles,
 * bullets and the images at their size. A scanned page (pictures only) comes out as pictures.
 * A password-protected PDF is `encrypted`, anything that is not a PDF `unreadable_document`.
 */
export async function convertPdfToWord(
  inputPath: string,
  outputPath: string,
  options: PdfToWordOptions = {},
): Promise<PdfToWordResult> {
  try {
    throwIfAborted(options.signal);
    const bytes = await readFile(inputPath);
    if (bytes.length === 0) throw new ProcessingError('empty_file', documentMessages.empty);
    if (detectDocumentKind(bytes) !== 'pdf') {
      throw new ProcessingError('unreadable_document', documentMessages.notPdf);
    }

    const task = getDocument({
      data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
      cMapUrl,
      cMapPacked: true,
      standardFontDataUrl,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      fontExtraProperties: true,
      maxImageSize: options.maxImagePixels ?? defaultBudgets.pdfImagePixels,
      verbosity: 0,
    });
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      await task.destroy();
      const name = (error as { name?: string }).name;
      if (name === 'PasswordException') {
        throw new ProcessingError('encrypted', documentMessages.encryptedPdf, {
          detail: String(error),
        });
      }
      throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
        detail: String(error),
      });
    }

    try {
      const pageCount = Math.min(pdf.numPages, MAX_PDF_PAGES);
      const pages: PageContent[] = [];
      const imageBudget = { left: MAX_IMAGES };
      for (let number = 1; number <= pageCount; number++) {
        throwIfAborted(options.signal);
        const page = await pdf.getPage(number);
        try {
          pages.push(await readPage(page, imageBudget));
        } catch (error) {
          throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
            detail: `page ${number}: ${String(error)}`,
          });
        } finally {
          page.cleanup();
        }
        options.onProgress?.({
          percent: Math.round((number / pageCount) * 90),
          page: number,
          pages: pageCount,
        });
      }

      const blocks = layoutDocument(pages);
      const paragraphs: Paragraph[] = [];
      let headings = 0;
      let images = 0;
      const body = blocks.find(
        (block) => block.kind === 'paragraph' && block.headingLevel === null,
      );
      const bodySize = body && body.kind === 'paragraph' ? body.fontSize : 11;
      for (const block of blocks) {
        if (block.kind === 'image') {
          const scale = Math.min(1, MAX_IMAGE_WIDTH_PX / (block.image.width * (96 / 72)));
          images++;
          paragraphs.push(
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [
                new ImageRun({
                  type: 'png',
                  data: block.image.png,
                  transformation: {
                    width: Math.max(1, Math.round(block.image.width * (96 / 72) * scale)),
                    height: Math.max(1, Math.round(block.image.height * (96 / 72) * scale)),
                  },
                }),
              ],
            }),
          );
          continue;
        }
        const heading = block.headingLevel ? headingLevels[block.headingLevel - 1] : undefined;
        if (heading) headings++;
        // Body text takes the document's default size; other sizes (small print) are kept.
        const size =
          heading || Math.abs(block.fontSize - bodySize) < 0.6
            ? undefined
            : Math.round(block.fontSize * 2);
        const paragraph: IParagraphOptions = {
          ...(heading ? { heading } : {}),
          ...(block.bullet ? { bullet: { level: 0 } } : {}),
          children: block.runs.map(
            (run) =>
              new TextRun({
                text: run.text,
                ...(run.bold && !heading ? { bold: true } : {}),
                ...(run.italic ? { italics: true } : {}),
                ...(size ? { size } : {}),
              }),
          ),
        };
        paragraphs.push(new Paragraph(paragraph));
      }
      if (paragraphs.length === 0) paragraphs.push(new Paragraph({ children: [] }));

      const document = new Document({
        creator: 'Everyday Tools',
        styles: {
          default: {
            document: { run: { font: 'Calibri', size: Math.round(bodySize * 2) } },
            heading1: {
              run: { size: 36, bold: true },
              paragraph: { spacing: { before: 240, after: 120 } },
            },
            heading2: {
              run: { size: 30, bold: true },
              paragraph: { spacing: { before: 200, after: 100 } },
            },
            heading3: {
              run: { size: 26, bold: true },
              paragraph: { spacing: { before: 160, after: 80 } },
            },
            heading4: {
              run: { size: 24, bold: true },
              paragraph: { spacing: { before: 120, after: 60 } },
            },
            heading5: {
              run: { size: 22, bold: true },
              paragraph: { spacing: { before: 120, after: 60 } },
            },
            heading6: {
              run: { size: 22, bold: true, italics: true },
              paragraph: { spacing: { before: 120, after: 60 } },
            },
          },
          paragraphStyles: [
            { id: 'Normal', name: 'Normal', run: {}, paragraph: { spacing: { after: 120 } } },
          ],
        },
        sections: [{ children: paragraphs }],
      });
      throwIfAborted(options.signal);
      await writeFile(outputPath, await Packer.toBuffer(document));
      options.onProgress?.({ percent: 100, page: pageCount, pages: pageCount });
      return {
        pages: pageCount,
        paragraphs: blocks.filter((block) => block.kind === 'paragraph').length,
        headings,
        images,
      };
    } finally {
      await task.destroy();
    }
  } catch (error) {
    await rm(outputPath, { force: true });
    throw error;
  }
}
