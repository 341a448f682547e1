import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import mammoth from 'mammoth';
import { PDFDocument } from 'pdf-lib';
import pdfmake from 'pdfmake';
import sharp from 'sharp';
import { ProcessingError, throwIfAborted } from '../../processing-error.ts';
import { DEVANAGARI_FONT, htmlToPdfContent } from './html-to-pdf-content.ts';
import { documentMessages } from './sniff.ts';

const fontFolder = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
/** Noto Sans Devanagari from the npm package the site's pages use too (WOFF, read by pdfkit). */
const devanagari = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
const fonts = {
  [DEVANAGARI_FONT]: {
    normal: devanagari(400),
    bold: devanagari(700),
    italics: devanagari(400),
    bolditalics: devanagari(700),
  },
  Roboto: {
    normal: join(fontFolder, 'Roboto-Regular.ttf'),
    bold: join(fontFolder, 'Roboto-Medium.ttf'),
    italics: join(fontFolder, 'Roboto-Italic.ttf'),
    bolditalics: join(fontFolder, 'Roboto-MediumItalic.ttf'),
  },
};
const fontFiles = new Set(Object.values(fonts).flatMap((font) => Object.values(font)));

let configured = false;
function configurePdfmake() {
  if (configured) return;
  configured = true;
  pdfmake.setFonts(fonts);
  // Nothing in a document may make the server fetch a URL or read a file besides our fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  pdfmake.addTableLayouts({
    documentGrid: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#9ca3af',
      vLineColor: () => '#9ca3af',
      paddingLeft: () => 4,
      paddingRight: () => 4,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  });
}

/**
 * Images as data URIs pdfmake can draw (PNG and JPEG as they are, other bitmaps made PNG), with
 * their pixel size so they are drawn at 96 per inch rather than stretched to the column.
 */
const convertImage = mammoth.images.imgElement(async (image) => {
  const type = image.contentType.toLowerCase();
  const bytes = await image.readAsBuffer();
  try {
    const picture = sharp(bytes, { limitInputPixels: 50_000_000 });
    const { width, height } = await picture.metadata();
    const size =
      width && height ? { 'data-width': String(width), 'data-height': String(height) } : {};
    if (type === 'image/png' || type === 'image/jpeg' || type === 'image/jpg') {
      const mime = type === 'image/jpg' ? 'image/jpeg' : type;
      return { src: `data:${mime};base64,${bytes.toString('base64')}`, ...size };
    }
    if (/^image\/(gif|bmp|tiff|webp|x-ms-bmp)$/.test(type)) {
      const png = await picture.png().toBuffer();
      return { src: `data:image/png;base64,${png.toString('base64')}`, ...size };
    }
  } catch {
    // Not a bitmap sharp can read.
  }
  // EMF, WMF, SVG, damaged images: left out.
  return { src: '' };
});

export interface MammothPdfResult {
  pages: number;
  /** What mammoth could not carry over (unknown styles...), for the log. */
  warnings: string[];
}

/**
 * The pure-JavaScript Word to PDF path for servers without LibreOffice: mammoth turns the .docx
 * into HTML (headings, lists, tables, images, bold, italic, links), pdfmake lays that out on A4
 * pages. It keeps structure, not the exact look: fonts, colours and column widths are pdfmake's.
 */
export async function docxToPdfWithMammoth(
  inputPath: string,
  outputPath: string,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<MammothPdfResult> {
  throwIfAborted(options.signal);
  configurePdfmake();
  let html: string;
  let warnings: string[];
  try {
    const result = await mammoth.convertToHtml(
      { path: inputPath },
      { convertImage, externalFileAccess: false },
    );
    html = result.value;
    warnings = result.messages.map((message) => message.message);
  } catch (error) {
    throw new ProcessingError('unreadable_document', documentMessages.notWord, {
      detail: `mammoth: ${String(error)}`,
      cause: error,
    });
  }
  throwIfAborted(options.signal);

  const content = htmlToPdfContent(html);
  const definition = {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    info: { creator: 'Everyday Tools', producer: 'Everyday Tools' },
    content,
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.2 },
    styles: {
      body: { margin: [0, 0, 0, 6] },
      h1: { fontSize: 22, bold: true, margin: [0, 12, 0, 6] },
      h2: { fontSize: 17, bold: true, margin: [0, 10, 0, 5] },
      h3: { fontSize: 14, bold: true, margin: [0, 8, 0, 4] },
      h4: { fontSize: 12, bold: true, margin: [0, 6, 0, 3] },
      h5: { fontSize: 11, bold: true, margin: [0, 6, 0, 3] },
      h6: { fontSize: 11, bold: true, italics: true, margin: [0, 6, 0, 3] },
    },
  };
  let pdf: Buffer;
  try {
    pdf = await pdfmake.createPdf(definition).getBuffer();
  } catch (error) {
    throw new ProcessingError('conversion_failed', documentMessages.failed, {
      detail: `pdfmake: ${String(error)}`,
      cause: error,
    });
  }
  throwIfAborted(options.signal);
  const pages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  await writeFile(outputPath, pdf);
  return { pages, warnings };
}
