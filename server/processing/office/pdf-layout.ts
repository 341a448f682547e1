import { baselineGroups, readingRegions, type TextRegion } from './pdf-columns.ts';

/**
 * Reading order, paragraphs and headings from positioned text, for PDF to Word. Pure: the PDF
 * reading is in pdf-to-word.ts. All positions are in points from the page's top-left corner.
 */

export interface TextPiece {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  italic: boolean;
}

export interface ImagePiece {
  top: number;
  left: number;
  /** Size drawn on the page, in points. */
  width: number;
  height: number;
  png: Buffer;
}

export interface PageContent {
  width: number;
  height: number;
  texts: TextPiece[];
  images: ImagePiece[];
}

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface Line {
  runs: Run[];
  text: string;
  x: number;
  right: number;
  y: number;
  fontSize: number;
  /** The line has gaps of several ems between its parts: table cells or columns of figures. */
  spaced: boolean;
}

export type LayoutBlock =
  | {
      kind: 'paragraph';
      runs: Run[];
      /** 1 for the largest heading size, 2 for the next... null for body text. */
      headingLevel: number | null;
      /** A bulleted item (its bullet character removed). */
      bullet: boolean;
      fontSize: number;
    }
  | { kind: 'image'; image: ImagePiece };

const bulletPattern =
  /^[\u2022\u25cf\u25e6\u25aa\u25a0\u2023\u2043\u2219\u00b7\u2013\u2014*\-\uf0b7\uf0a7]\s+/;
const numberedPattern = /^(\(?\d{1,3}[.)]|\(?[a-zA-Z][.)]|[ivxIVX]{1,5}[.)])\s+/;

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Adds a run, merging it into the previous one when the style is the same. */
function pushRun(runs: Run[], run: Run) {
  const last = runs[runs.length - 1];
  if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
  else runs.push({ ...run });
}

/**
 * Groups a page's text pieces into lines, top to bottom and left to right. Pieces whose
 * baselines are within half a font size of each other share a line; between pieces a space is
 * put where the gap is wider than a fifth of an em and neither side has one.
 */
export function groupLines(texts: readonly TextPiece[]): Line[] {
  const groups = baselineGroups(texts);

  const lines: Line[] = [];
  for (const group of groups) {
    group.sort((a, b) => a.x - b.x);
    const runs: Run[] = [];
    let spaced = false;
    let previous: TextPiece | null = null;
    for (const piece of group) {
      if (previous) {
        const gap = piece.x - (previous.x + previous.width);
        const em = Math.max(previous.fontSize, piece.fontSize);
        const hasSpace = /\s$/.test(previous.text) || /^\s/.test(piece.text);
        const soFar = runs
          .map((run) => run.text)
          .join('')
          .trim();
        // The gap after a list's bullet or number is indentation, not a column.
        const afterMarker =
          !/\s/.test(soFar) &&
          (bulletPattern.test(`${soFar} `) || numberedPattern.test(`${soFar} `));
        if (gap > 2.5 * em && piece.text.trim() && !afterMarker) spaced = true;
        if (!hasSpace && gap > 0.2 * em)
          pushRun(runs, { text: ' ', bold: previous.bold && piece.bold, italic: false });
      }
      if (piece.text.trim() || runs.length > 0) {
        pushRun(runs, { text: piece.text, bold: piece.bold, italic: piece.italic });
      }
      // Gaps are measured between visible pieces: a run of spaces does not close a gap.
      if (piece.text.trim()) previous = piece;
    }
    const text = runs
      .map((run) => run.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    // Normalise white space inside runs the same way, keeping run boundaries.
    const cleaned: Run[] = [];
    for (const run of runs) pushRun(cleaned, { ...run, text: run.text.replace(/\s+/g, ' ') });
    if (cleaned[0]) cleaned[0].text = cleaned[0].text.trimStart();
    const lastRun = cleaned[cleaned.length - 1];
    if (lastRun) lastRun.text = lastRun.text.trimEnd();
    const visible = group.filter((piece) => piece.text.trim());
    // The size of the line is the size most of its characters have.
    const sizes = new Map<number, number>();
    for (const piece of visible) {
      const size = round(piece.fontSize, 0.5);
      sizes.set(size, (sizes.get(size) ?? 0) + piece.text.trim().length);
    }
    const fontSize = [...sizes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
    lines.push({
      runs: cleaned.filter((run) => run.text.length > 0),
      text,
      x: visible[0]!.x,
      right: Math.max(...visible.map((piece) => piece.x + piece.width)),
      y: visible[0]!.y,
      fontSize,
      spaced,
    });
  }
  return lines;
}

/** The size most of the document's characters have: its body text. */
export function bodyFontSize(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  for (const line of lines)
    counts.set(line.fontSize, (counts.get(line.fontSize) ?? 0) + line.text.length);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return sorted[0]?.[0] ?? 11;
}

interface Paragraph {
  lines: RegionLine[];
  page: number;
  region: number;
  top: number;
}

/** A line and the region of its page (pdf-columns.ts) it was read in. */
interface RegionLine extends Line {
  region: number;
}

function startsListItem(text: string): boolean {
  return bulletPattern.test(text) || numberedPattern.test(text);
}

/** Joins the lines of a paragraph, mending words hyphenated at a line's end. */
function joinLines(lines: readonly Line[]): Run[] {
  const runs: Run[] = [];
  lines.forEach((line, index) => {
    if (index > 0) {
      const last = runs[runs.length - 1];
      const hyphenated =
        last && /[a-z\u00e0-\u024f]-$/.test(last.text) && /^[a-z\u00e0-\u024f]/.test(line.text);
      if (hyphenated) last.text = last.text.slice(0, -1);
      else if (last)
        pushRun(runs, {
          text: ' ',
          bold: last.bold && (line.runs[0]?.bold ?? false),
          italic: false,
        });
    }
    for (const run of line.runs) pushRun(runs, run);
  });
  return runs;
}

/**
 * Splits every page's lines into paragraphs and places images among them, top to bottom.
 * A paragraph ends at a wider gap than its line spacing, a change of font size, a short line
 * (ending well before the right edge of its column's text), a line that begins a list item, or a line
 * laid out in columns. Columns are read one after the other (pdf-columns.ts); a paragraph runs on
 * into the next column or page when its last line there is a full one.
 * Paragraphs in a larger size than the body become headings, the largest size level 1.
 */
export function layoutDocument(pages: readonly PageContent[]): LayoutBlock[] {
  const pageRegions = pages.map((page) => readingRegions(page.texts, page.width));
  const pageLines: RegionLine[][] = pageRegions.map((regions) =>
    regions.flatMap((region, index) =>
      groupLines(region.pieces).map((line) => ({ ...line, region: index })),
    ),
  );
  const body = bodyFontSize(pageLines.flat());
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;

  // Where each region's text ends on the right: a line ending well before it is a short one.
  const textRight = pageLines.map((lines) => {
    const right = new Map<number, number>();
    for (const line of lines)
      right.set(line.region, Math.max(right.get(line.region) ?? 0, line.right));
    return right;
  });

  pageLines.forEach((lines, pageIndex) => {
    lines.forEach((line, lineIndex) => {
      const previous = current?.lines[current.lines.length - 1];
      let continues = false;
      if (current && previous) {
        const sameSize = Math.abs(line.fontSize - previous.fontSize) <= 0.6;
        const samePage = current.page === pageIndex && lineIndex > 0;
        const sameRegion = samePage && previous.region === line.region;
        const spacing = Math.max(line.fontSize, previous.fontSize);
        const previousWasShort =
          previous.right <
          (textRight[current.page]?.get(previous.region) ?? 0) - 3 * previous.fontSize;
        const closeBelow =
          sameRegion && line.y - previous.y <= 1.6 * spacing && line.y > previous.y;
        // A paragraph runs on into the next column or page when its last line there is a full one
        // (a paragraph's own last line is short), whether or not that line ends a sentence.
        const leftColumn = pageRegions[pageIndex]?.[previous.region];
        const rightColumn = pageRegions[pageIndex]?.[line.region];
        const intoNextColumn =
          samePage &&
          previous.region === line.region - 1 &&
          rightColumn !== undefined &&
          rightColumn.left > 0 &&
          leftColumn?.right === rightColumn.left;
        const acrossPages = !samePage && lineIndex === 0 && current.page === pageIndex - 1;
        continues =
          sameSize &&
          (closeBelow || intoNextColumn || acrossPages) &&
          !previousWasShort &&
          !line.spaced &&
          !previous.spaced &&
          !startsListItem(line.text);
      }
      if (continues && current) {
        current.lines.push(line);
      } else {
        current = {
          lines: [line],
          page: pageIndex,
          region: line.region,
          top: line.y - line.fontSize,
        };
        paragraphs.push(current);
      }
    });
  });

  const headingSizes = [
    ...new Set(
      paragraphs
        .map((paragraph) => paragraph.lines[0]!.fontSize)
        .filter((size) => size >= body * 1.15),
    ),
  ].sort((a, b) => b - a);

  type Placed = { page: number; region: number; top: number; block: LayoutBlock };
  const placed: Placed[] = paragraphs.map((paragraph) => {
    const size = paragraph.lines[0]!.fontSize;
    const level = headingSizes.indexOf(size);
    let runs = joinLines(paragraph.lines);
    const bullet = bulletPattern.test(paragraph.lines[0]!.text);
    if (bullet && runs[0]) {
      runs = [
        { ...runs[0], text: runs[0].text.replace(bulletPattern, '') },
        ...runs.slice(1),
      ].filter((run) => run.text.length > 0);
    }
    return {
      page: paragraph.page,
      region: paragraph.region,
      top: paragraph.top,
      block: {
        kind: 'paragraph',
        runs,
        headingLevel: level >= 0 && paragraph.lines.length <= 4 ? Math.min(6, level + 1) : null,
        bullet,
        fontSize: size,
      },
    };
  });
  pages.forEach((page, pageIndex) => {
    for (const image of page.images) {
      const region = imageRegion(image, pageRegions[pageIndex] ?? []);
      placed.push({ page: pageIndex, region, top: image.top, block: { kind: 'image', image } });
    }
  });
  // Stable: paragraphs keep their order; images go where their top edge is in their region.
  return placed
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.page - b.page || a.region - b.region || a.top - b.top || a.index - b.index)
    .map((item) => item.block);
}

/**
 * The reading position of an image among a page's regions: the region it sits in (by its centre),
 * else just before the first region below its top edge.
 */
function imageRegion(image: ImagePiece, regions: readonly TextRegion[]): number {
  const centre = image.left + image.width / 2;
  const inside = regions.findIndex(
    (region) =>
      centre >= region.left &&
      centre <= region.right &&
      image.top >= region.top &&
      image.top <= region.bottom,
  );
  if (inside >= 0) return inside;
  const below = regions.findIndex((region) => region.top > image.top);
  return below >= 0 ? below - 0.5 : regions.length;
}
