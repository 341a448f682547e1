import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { degrees, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fontkit } from './fontkit.ts';
import { devanagariFace, inRanges } from '../../../shared/jobs/drawn-text.ts';

/**
 * Text drawn on a PDF's pages (page numbers, a watermark) as real text in Noto Sans Devanagari,
 * the font the site's pages use: its Latin face for Latin letters, digits and punctuation, its
 * Devanagari face (shaped by fontkit) for Devanagari, each embedded as a subset of the letters
 * drawn. Positions are given as the page is seen, whatever its /Rotate.
 */

const script = (face: 'latin' | 'devanagari') =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${face}-400-normal.woff`,
  );

export interface TextRun {
  text: string;
  face: 'latin' | 'devanagari';
}

/** The text cut into runs of one face each: `पृष्ठ 3` is `पृष्ठ`, ` 3`. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const character of text) {
    // Joiners go with the Devanagari face, to shape with their letters.
    const face = inRanges(devanagariFace, character) ? 'devanagari' : 'latin';
    const last = runs.at(-1);
    if (last?.face === face) last.text += character;
    else runs.push({ text: character, face });
  }
  return runs;
}

/** The two faces of a document, each embedded the first time a run needs it. */
export class PageFonts {
  private readonly embedded = new Map<TextRun['face'], Promise<PDFFont>>();
  private readonly pdf: PDFDocument;

  constructor(pdf: PDFDocument) {
    this.pdf = pdf;
    pdf.registerFontkit(fontkit);
  }

  face(face: TextRun['face']): Promise<PDFFont> {
    let font = this.embedded.get(face);
    if (!font) {
      font = readFile(script(face)).then((bytes) => this.pdf.embedFont(bytes, { subset: true }));
      this.embedded.set(face, font);
    }
    return font;
  }

  /** The runs with their fonts and widths at `size` points. */
  async measure(text: string, size: number): Promise<MeasuredLine> {
    const runs = await Promise.all(
      textRuns(text).map(async (run) => {
        const font = await this.face(run.face);
        return { ...run, font, width: font.widthOfTextAtSize(run.text, size) };
      }),
    );
    const first = runs[0]?.font;
    return {
      runs,
      size,
      width: runs.reduce((total, run) => total + run.width, 0),
      // The Latin face's cap height: where a line's middle is, for centring it.
      capHeight: first ? first.heightAtSize(size, { descender: false }) * 0.7 : size * 0.7,
    };
  }
}

export interface MeasuredLine {
  runs: Array<TextRun & { font: PDFFont; width: number }>;
  size: number;
  width: number;
  capHeight: number;
}

/** A page as seen: its visible size, and where a seen point and direction are in its own space. */
export interface SeenPage {
  width: number;
  height: number;
  toPage(u: number, v: number): { x: number; y: number };
  /** The page space's angle of the seen page's left-to-right direction, in degrees. */
  angle: number;
}

export function seenPage(page: PDFPage): SeenPage {
  const { x, y, width: w, height: h } = page.getCropBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  switch (rotation) {
    case 90:
      return { width: h, height: w, angle: 90, toPage: (u, v) => ({ x: x + w - v, y: y + u }) };
    case 180:
      return {
        width: w,
        height: h,
        angle: 180,
        toPage: (u, v) => ({ x: x + w - u, y: y + h - v }),
      };
    case 270:
      return { width: h, height: w, angle: 270, toPage: (u, v) => ({ x: x + v, y: y + h - u }) };
    default:
      return { width: w, height: h, angle: 0, toPage: (u, v) => ({ x: x + u, y: y + v }) };
  }
}

/**
 * Draws a measured line on a page, its baseline starting at (u, v) as the page is seen and
 * running `angle` degrees anticlockwise from left to right there.
 */
export function drawLine(
  page: PDFPage,
  seen: SeenPage,
  line: MeasuredLine,
  at: { u: number; v: number; angle?: number; opacity?: number; color: RGB },
): void {
  const angle = at.angle ?? 0;
  const radians = (angle * Math.PI) / 180;
  let offset = 0;
  for (const run of line.runs) {
    const { x, y } = seen.toPage(
      at.u + offset * Math.cos(radians),
      at.v + offset * Math.sin(radians),
    );
    page.drawText(run.text, {
      x,
      y,
      size: line.size,
      font: run.font,
      color: at.color,
      rotate: degrees(angle + seen.angle),
      ...(at.opacity === undefined || at.opacity >= 1 ? {} : { opacity: at.opacity }),
    });
    offset += run.width;
  }
}
