import { rgb } from 'pdf-lib';
import {
  numberPdfPagesJob,
  type NumberPosition,
} from '../../../shared/jobs/types/number-pdf-pages.ts';
import { pageNumberText } from '../../../shared/jobs/page-number-text.ts';
import { loadPdfForCopy } from './load-pdf.ts';
import { drawLine, PageFonts, seenPage, type MeasuredLine, type SeenPage } from './page-text.ts';
import { pageProgress, savePdf } from './save-pdf.ts';
import { defineProcessor } from '../processor.ts';

/** About 1 cm from the page's edges. */
const MARGIN = 28;

/** Where a number's baseline starts on a page as seen, for its position. */
function placed(position: NumberPosition, seen: SeenPage, line: MeasuredLine) {
  const [edge, side] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  const u =
    side === 'left'
      ? MARGIN
      : side === 'right'
        ? seen.width - MARGIN - line.width
        : (seen.width - line.width) / 2;
  const v = edge === 'bottom' ? MARGIN : seen.height - MARGIN - line.capHeight;
  return { u, v };
}

/**
 * Draws each page's number as real text (selectable, found by a search) where the visitor asked,
 * upright as the page is seen; everything else in the document is kept.
 */
export default defineProcessor(numberPdfPagesJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('number-pdf-pages needs one input');
  const { position, start, format, fontSize, digits } = job.parameters;
  job.progress(2, 'Opening the PDF');
  const pdf = await loadPdfForCopy(input, false);
  const fonts = new PageFonts(pdf);
  const pages = pdf.getPages();
  const total = start + pages.length - 1;
  for (const [index, page] of pages.entries()) {
    pageProgress(job, index, pages.length, 'Numbering');
    const text = pageNumberText(format, { n: start + index, total, digits });
    const line = await fonts.measure(text, fontSize);
    const seen = seenPage(page);
    drawLine(page, seen, line, { ...placed(position, seen, line), color: rgb(0.15, 0.15, 0.15) });
  }
  await savePdf(job, pdf);
});
