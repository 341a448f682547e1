import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { photoLike } from './photo-like.ts';

const A4: [number, number] = [595, 842];
const words =
  'the quarterly figures show steady growth across every region while costs held level and the team shipped two releases on time with fewer support requests than last year'.split(
    ' ',
  );

/** A photo-like JPEG: a gradient, shapes and sensor-like noise, so it compresses as photos do. */
async function photo(seed: number, width = 900, height = 600): Promise<Buffer> {
  const hue = (seed * 37) % 360;
  const shapes = Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${(i * 211 + seed * 53) % width}" cy="${(i * 137 + seed * 29) % height}" r="${30 + (i % 5) * 25}" fill="hsl(${(hue + i * 29) % 360},65%,55%)" opacity="0.75"/>`,
  ).join('');
  const picture = await photoLike({
    width,
    height,
    from: `hsl(${hue},60%,35%)`,
    to: `hsl(${(hue + 120) % 360},70%,70%)`,
    shapes,
    seed: seed + 1,
    amplitude: 8,
  });
  return picture.jpeg({ quality: 82 }).toBuffer();
}

function sentence(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(
    ' ',
  );
}

/**
 * A realistic report of `pages` A4 pages: a heading, two blocks of body text, a bar chart of
 * vector shapes with axes and labels, and a photo on each page (its own JPEG per page).
 */
export async function makeReportPdf(pages = 20): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = A4;
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage(A4);
    page.drawText(`Section ${number}: results and outlook`, {
      x: 50,
      y: height - 70,
      size: 20,
      font: bold,
      color: rgb(0.1, 0.15, 0.35),
    });
    page.drawLine({
      start: { x: 50, y: height - 80 },
      end: { x: width - 50, y: height - 80 },
      thickness: 1.5,
      color: rgb(0.1, 0.15, 0.35),
    });
    for (let line = 0; line < 16; line++) {
      page.drawText(sentence(number + line, 15), {
        x: 50,
        y: height - 105 - line * 13,
        size: 10,
        font: regular,
      });
    }
    const image = await pdf.embedJpg(await photo(number));
    page.drawImage(image, { x: 50, y: 330, width: 240, height: 160 });
    // A bar chart: axes, gridlines, bars and labels.
    const chart = { x: 320, y: 340, w: 225, h: 150 };
    for (let grid = 0; grid <= 4; grid++) {
      page.drawLine({
        start: { x: chart.x, y: chart.y + (grid * chart.h) / 4 },
        end: { x: chart.x + chart.w, y: chart.y + (grid * chart.h) / 4 },
        thickness: 0.5,
        color: rgb(0.8, 0.8, 0.8),
      });
    }
    for (let bar = 0; bar < 8; bar++) {
      const value = 0.2 + (((number * 13 + bar * 29) % 80) / 100) * 0.95;
      page.drawRectangle({
        x: chart.x + 8 + bar * 27,
        y: chart.y,
        width: 18,
        height: value * chart.h,
        color: rgb(0.2 + bar * 0.08, 0.45, 0.75 - bar * 0.05),
        borderColor: rgb(0.1, 0.2, 0.4),
        borderWidth: 0.5,
      });
      page.drawText(`Q${(bar % 4) + 1}`, { x: chart.x + 11 + bar * 27, y: chart.y - 12, size: 7 });
    }
    page.drawEllipse({
      x: chart.x + chart.w - 20,
      y: chart.y + chart.h - 15,
      xScale: 10,
      yScale: 10,
      color: rgb(0.9, 0.4, 0.2),
      opacity: 0.8,
    });
    for (let line = 0; line < 20; line++) {
      page.drawText(sentence(number * 3 + line, 14), {
        x: 50,
        y: 300 - line * 13,
        size: 10,
        font: regular,
      });
    }
    page.drawText(`${number} / ${pages}`, { x: width / 2 - 10, y: 30, size: 9, font: regular });
  }
  return Buffer.from(await pdf.save());
}
