import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import type { FilePart } from './jobs.ts';

/** PDFs made for the PDF tools' tests with pdf-lib, whose pages say what they are. */

/** A PDF whose pages say `<label> page <n>`, with one bookmark per page when asked. */
export async function labelledPdf(
  label: string,
  pages: number,
  bookmarks = false,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    pdf.addPage([400, 300]).drawText(`${label} page ${i}`, { x: 40, y: 200, size: 24, font });
  }
  if (bookmarks) addBookmarks(pdf, label);
  return Buffer.from(await pdf.save());
}

/** One top-level bookmark per page, `<label> chapter <n>`, the last one with a child. */
function addBookmarks(pdf: PDFDocument, label: string) {
  const context = pdf.context;
  const root = context.nextRef();
  const pages = pdf.getPages();
  const refs = pages.map(() => context.nextRef());
  pages.forEach((page, index) => {
    const item = context.obj({
      Title: PDFString.of(`${label} chapter ${index + 1}`),
      Parent: root,
      Dest: [page.ref, 'XYZ', null, null, null],
    });
    if (index > 0) item.set(PDFName.of('Prev'), refs[index - 1] as PDFRef);
    if (index < refs.length - 1) item.set(PDFName.of('Next'), refs[index + 1] as PDFRef);
    context.assign(refs[index] as PDFRef, item);
  });
  const last = refs.at(-1) as PDFRef;
  const child = context.register(
    context.obj({
      Title: PDFString.of(`${label} section`),
      Parent: last,
      Dest: [pages[0]!.ref, 'Fit'],
    }),
  );
  const lastItem = context.lookup(last) as ReturnType<typeof context.obj>;
  (lastItem as unknown as { set(k: PDFName, v: PDFRef): void }).set(PDFName.of('First'), child);
  (lastItem as unknown as { set(k: PDFName, v: PDFRef): void }).set(PDFName.of('Last'), child);
  context.assign(
    root,
    context.obj({ Type: 'Outlines', First: refs[0], Last: last, Count: refs.length }),
  );
  pdf.catalog.set(PDFName.of('Outlines'), root);
}

/** An upload part of a PDF; merge-pdf takes its PDFs in 'files'. */
export const pdfFile = (name: string, bytes: Buffer, field = 'files'): FilePart => ({
  field,
  name,
  bytes,
  type: 'application/pdf',
});

/** A PDF of photo-like pages (noisy JPEGs at 200 dpi) with a line of text on each. */
export async function imageHeavyPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const photo = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: { r: 40 * i, g: 120, b: 200 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const image = await pdf.embedJpg(photo);
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 47, y: 300, width: 500, height: 357 });
    page.drawText(`Photo report page ${i}`, { x: 47, y: 760, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}
