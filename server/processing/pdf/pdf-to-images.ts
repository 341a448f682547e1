import { pdfToImagesJob } from '../../../shared/jobs/types/pdf-to-images.ts';
import { createZipFile } from '../zip-file.ts';
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { RENDER_DPI as BUDGET_RENDER_DPI } from './budget.ts';
import { mupdfPageError, openMupdf } from './open-mupdf.ts';
import { encodePagePng, type PagePixels } from './page-png.ts';
import { defineProcessor, ProcessingError, throwIfAborted } from '../processor.ts';

/** Pages render at 150 dpi: text reads well, a page of A4 is 1240x1754 pixels. */
export const RENDER_DPI = BUDGET_RENDER_DPI;
/** A page bigger than this many pixels renders at a lower resolution instead. */
export const MAX_PAGE_PIXELS = 40_000_000;
const MAX_PAGE_SIDE = 12_000;

/** The scale (pixels per PDF point) for a page of the given size in points. */
export function renderScale(widthPt: number, heightPt: number): number {
  let scale = RENDER_DPI / 72;
  const pixels = widthPt * scale * heightPt * scale;
  if (pixels > MAX_PAGE_PIXELS) scale *= Math.sqrt(MAX_PAGE_PIXELS / pixels);
  const side = Math.max(widthPt, heightPt) * scale;
  if (side > MAX_PAGE_SIDE) scale *= MAX_PAGE_SIDE / side;
  return scale;
}

/** Whole pixels covering a length, ignoring floating-point dust (1650.0000001 is 1650). */
export function pixels(length: number): number {
  return Math.max(1, Math.ceil(length - 0.01));
}

export function pageEntryName(page: number, pages: number): string {
  return `page-${String(page).padStart(Math.max(3, String(pages).length), '0')}.png`;
}

/** A page rendered and handed to the encoder, waiting for its PNG to join the ZIP. */
interface EncodingPage {
  number: number;
  pixels: number;
  png: Promise<Buffer>;
}

/** Renders one page on white (RGB, annotations shown as mutool draws them) and copies it out. */
function renderPage(document: mupdf.Document, index: number): PagePixels {
  let page: mupdf.Page | undefined;
  let pixmap: mupdf.Pixmap;
  try {
    page = document.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    const scale = renderScale(x1 - x0, y1 - y0);
    const matrix = mupdf.Matrix.scale(scale, scale);
    pixmap = page.toPixmap(matrix, mupdf.ColorSpace.DeviceRGB, false, true);
  } catch (error) {
    throw mupdfPageError(error);
  } finally {
    page?.destroy();
  }
  try {
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    if (pixmap.getStride() !== width * 3) throw new Error('MuPDF gave a padded pixmap');
    // A copy: the pixmap lives in MuPDF's WebAssembly memory and is freed below.
    return { data: Buffer.from(pixmap.getPixels()), width, height, channels: 3 };
  } finally {
    pixmap.destroy();
  }
}

/**
 * Every page rendered by MuPDF (the engine of `mutool draw`, as WebAssembly) on white and encoded
 * to PNG by sharp, zipped page by page as page-001.png, page-002.png... (stored, not deflated:
 * PNG is compressed already). Page n renders on this thread while page n-1 encodes in libvips'
 * threads, unless page n-1 is over half of MAX_PAGE_PIXELS: then it is encoded and let go first.
 */
export default defineProcessor(pdfToImagesJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('pdf-to-images needs one input');
  job.progress(2, 'Opening the PDF');
  const document = openMupdf(await readFile(input.path));
  const zip = createZipFile(job.outputPath);
  try {
    const pages = document.countPages();
    const limit = job.settings.budgets?.pdfPages;
    // Checked before the job; kept here in case a file reaches the processor anyway.
    if (limit !== undefined && pages > limit) {
      throw new ProcessingError(
        'over_budget',
        `This PDF has ${pages.toLocaleString('en-US')} pages; the limit is ${limit.toLocaleString('en-US')} pages.`,
      );
    }
    const addToZip = async ({ number, png }: EncodingPage) => {
      await zip.add(pageEntryName(number, pages), await png);
    };
    let encoding: EncodingPage | undefined;
    for (let number = 1; number <= pages; number++) {
      throwIfAborted(job.signal);
      job.progress(3 + (95 * (number - 1)) / pages, `Rendering page ${number} of ${pages}`);
      if (encoding && encoding.pixels > MAX_PAGE_PIXELS / 2) {
        // A big page: let it be encoded and released before the next one renders.
        await addToZip(encoding);
        encoding = undefined;
      }
      const rendered = renderPage(document, number - 1);
      const png = encodePagePng(rendered);
      // Awaited when its turn in the ZIP comes; an error before then must not go unhandled.
      png.catch(() => {});
      if (encoding) await addToZip(encoding);
      encoding = { number, pixels: rendered.width * rendered.height, png };
      // Lets a Cancel (a message from the pool) arrive between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (encoding) await addToZip(encoding);
    await zip.finish();
  } catch (error) {
    await zip.abort();
    throw error;
  } finally {
    document.destroy();
  }
  job.progress(100, 'Done');
});
