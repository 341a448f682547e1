import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createCanvas } from '@napi-rs/canvas';
import { Zip, ZipPassThrough } from 'fflate';
import { RENDER_DPI as BUDGET_RENDER_DPI } from '../../jobs/budgets/pdf.ts';
import { openPdf, pdfError } from '../pdf/open-pdf.ts';
import { encodePagePng } from '../pdf/page-png.ts';
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

/**
 * Every page rendered (pdf.js with @napi-rs/canvas, no browser) on white and encoded to PNG by
 * sharp, zipped page by page as page-001.png, page-002.png... (stored, not deflated: PNG is
 * compressed already). Page n renders on this thread while page n-1 encodes in libvips' threads;
 * at most MAX_PAGE_PIXELS of rendered pixels wait for the encoder at once.
 */
export default defineProcessor('pdf-to-images', async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('pdf-to-images needs one input');
  job.progress(2, 'Opening the PDF');
  const pdf = await openPdf(await readFile(input.path), job.settings.budgets?.pdfImagePixels);
  const out = createWriteStream(job.outputPath);
  const failed = once(out, 'error').then(([error]) => {
    throw error as Error;
  });
  failed.catch(() => {});
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const pages = pdf.numPages;
  const addToZip = async ({ number, png }: EncodingPage) => {
    const bytes = await png;
    const entry = new ZipPassThrough(pageEntryName(number, pages));
    zip.add(entry);
    entry.push(bytes, true);
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), failed]);
  };
  try {
    const limit = job.settings.budgets?.pdfPages;
    // Checked before the job; kept here in case a file reaches the processor anyway.
    if (limit !== undefined && pages > limit) {
      throw new ProcessingError(
        'over_budget',
        `This PDF has ${pages.toLocaleString('en-US')} pages; the limit is ${limit.toLocaleString('en-US')} pages.`,
      );
    }
    let encoding: EncodingPage | undefined;
    for (let number = 1; number <= pages; number++) {
      throwIfAborted(job.signal);
      job.progress(3 + (95 * (number - 1)) / pages, `Rendering page ${number} of ${pages}`);
      const page = await pdf.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: renderScale(base.width, base.height) });
      const canvas = createCanvas(pixels(viewport.width), pixels(viewport.height));
      const area = canvas.width * canvas.height;
      if (encoding && encoding.pixels + area > MAX_PAGE_PIXELS) {
        await addToZip(encoding);
        encoding = undefined;
      }
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      try {
        await page.render({
          canvas: canvas as never,
          canvasContext: context as never,
          viewport,
        }).promise;
      } catch (error) {
        throw pdfError(error);
      }
      const png = encodePagePng(canvas.data(), canvas.width, canvas.height);
      // Awaited when its turn in the ZIP comes; an error before then must not go unhandled.
      png.catch(() => {});
      page.cleanup();
      if (encoding) await addToZip(encoding);
      encoding = { number, pixels: area, png };
    }
    if (encoding) await addToZip(encoding);
    zip.end();
    await Promise.race([once(out, 'finish'), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  } finally {
    await pdf.loadingTask.destroy();
  }
  job.progress(100, 'Done');
});
