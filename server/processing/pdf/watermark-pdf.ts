import { rgb } from 'pdf-lib';
import { watermarkPdfJob } from '../../../shared/jobs/types/watermark-pdf.ts';
import { loadPdfForCopy } from './load-pdf.ts';
import { drawLine, PageFonts, seenPage } from './page-text.ts';
import { pageProgress, savePdf } from './save-pdf.ts';
import { defineProcessor } from '../processor.ts';

/** The part of a page's width and height a watermark may span. */
const FILL = 0.9;

/**
 * The text across the middle of every page, turned and see-through (an ExtGState's fill
 * opacity), drawn over the page as real text: the page's own text stays as it was, searchable.
 * `fontSize` is the largest size: on a page too small for the line at that size it is smaller,
 * so the whole text shows.
 */
export default defineProcessor(watermarkPdfJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('watermark-pdf needs one input');
  const { text, opacity, angle, fontSize } = job.parameters;
  job.progress(2, 'Opening the PDF');
  const pdf = await loadPdfForCopy(input, false);
  const fonts = new PageFonts(pdf);
  const full = await fonts.measure(text, fontSize);
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const sized = new Map([[fontSize, full]]);
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    pageProgress(job, index, pages.length, 'Marking');
    const seen = seenPage(page);
    const spanned = {
      width: full.width * cos + full.capHeight * sin,
      height: full.width * sin + full.capHeight * cos,
    };
    const scale = Math.min(
      1,
      (FILL * seen.width) / spanned.width,
      (FILL * seen.height) / spanned.height,
    );
    const size = Math.max(1, Math.floor(fontSize * scale * 10) / 10);
    let line = sized.get(size);
    if (!line) {
      line = await fonts.measure(text, size);
      sized.set(size, line);
    }
    // The line's middle (half its width along it, half its cap height across) on the page's.
    const u =
      seen.width / 2 -
      (line.width / 2) * Math.cos(radians) +
      (line.capHeight / 2) * Math.sin(radians);
    const v =
      seen.height / 2 -
      (line.width / 2) * Math.sin(radians) -
      (line.capHeight / 2) * Math.cos(radians);
    drawLine(page, seen, line, { u, v, angle, opacity, color: rgb(0.5, 0.5, 0.5) });
  }
  await savePdf(job, pdf);
});
