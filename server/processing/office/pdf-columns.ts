import type { TextPiece } from './pdf-layout.ts';

/**
 * Reading order across columns, for PDF to Word. A page set in two columns draws the left and
 * right column's lines on the same baselines; read row by row, every line would interleave the
 * two. This splits a page into regions read one after the other: full-width parts in place, and
 * each two-column part as its left column, then its right one. Positions are in points from the
 * page's top-left corner.
 */
export interface TextRegion {
  pieces: TextPiece[];
  /** Where the region lies on the page, to place images among the text. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface Row {
  pieces: TextPiece[];
  visible: TextPiece[];
  top: number;
  bottom: number;
}

/** A two-column part needs this many lines in each of its columns. */
const minimumSideRows = 5;

function isVisible(piece: TextPiece): boolean {
  return piece.text.trim().length > 0 && piece.fontSize > 0;
}

/**
 * Pieces that share a baseline (within half the smaller font size of the first piece on it),
 * top to bottom and each left to right. Empty pieces and pieces without a size are left out.
 */
export function baselineGroups(texts: readonly TextPiece[]): TextPiece[][] {
  const pieces = texts
    .filter((piece) => piece.text.length > 0 && piece.fontSize > 0)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TextPiece[][] = [];
  for (const piece of pieces) {
    const group = groups[groups.length - 1];
    const reference = group?.[0];
    if (
      group &&
      reference &&
      Math.abs(piece.y - reference.y) <= 0.5 * Math.min(piece.fontSize, reference.fontSize)
    ) {
      group.push(piece);
    } else {
      groups.push([piece]);
    }
  }
  return groups;
}

/** The page's rows with visible text, as groupLines will read them into lines. */
function rowsOf(texts: readonly TextPiece[]): Row[] {
  return baselineGroups(texts)
    .map((pieces) => ({
      pieces,
      visible: pieces.filter(isVisible),
      top: Math.min(...pieces.map((piece) => piece.y - piece.fontSize)),
      bottom: Math.max(...pieces.map((piece) => piece.y)),
    }))
    .filter((row) => row.visible.length > 0);
}

/**
 * Text crosses a gutter, or comes within half an em of it: a gutter is a clear band at least an
 * em wide, wider than the spaces of justified text.
 */
function crosses(piece: TextPiece, gutter: number): boolean {
  const margin = 0.5 * piece.fontSize;
  return piece.x - margin < gutter && piece.x + piece.width + margin > gutter;
}

function sides(row: Row, gutter: number): { left: boolean; right: boolean; crossed: boolean } {
  let left = false;
  let right = false;
  for (const piece of row.visible) {
    if (crosses(piece, gutter)) return { left: true, right: true, crossed: true };
    if (piece.x + piece.width <= gutter) left = true;
    else right = true;
  }
  return { left, right, crossed: false };
}

/**
 * Rows with text on the left of `gutter` and rows with text on its right, among the rows no text
 * crosses it. Lines of two columns rarely share baselines (paragraph spacing shifts them), so each
 * side is counted on its own.
 */
function sideCounts(
  rows: readonly Row[],
  gutter: number,
): { left: number; right: number; crossed: number } {
  let left = 0;
  let right = 0;
  let crossed = 0;
  for (const row of rows) {
    const side = sides(row, gutter);
    if (side.crossed) crossed += 1;
    else {
      if (side.left) left += 1;
      if (side.right) right += 1;
    }
  }
  return { left, right, crossed };
}

/**
 * The x in the page's middle half with the most rows on its weaker side, less half the rows that
 * cross it (full-width titles and abstracts may; the lines of one wide column mostly do).
 */
function findGutter(rows: readonly Row[], pageWidth: number): number | null {
  let best: { gutter: number; score: number } | null = null;
  for (let gutter = pageWidth * 0.25; gutter <= pageWidth * 0.75; gutter += 2) {
    const counts = sideCounts(rows, gutter);
    const score = Math.min(counts.left, counts.right) - counts.crossed / 2;
    const closerToMiddle =
      best !== null &&
      score === best.score &&
      Math.abs(gutter - pageWidth / 2) < Math.abs(best.gutter - pageWidth / 2);
    if (!best || score > best.score || closerToMiddle) best = { gutter, score };
  }
  return best && best.score >= minimumSideRows ? best.gutter : null;
}

/**
 * Prose columns, not a table: most lines of each side run close to that side's right edge. Table
 * cells and lists of figures are short, and are better read row by row.
 */
function looksLikeColumns(rows: readonly Row[], gutter: number): boolean {
  const fill = (pieces: TextPiece[][]) => {
    const lines = pieces.filter((line) => line.length > 0);
    if (lines.length < minimumSideRows) return false;
    const left = Math.min(...lines.map((line) => Math.min(...line.map((piece) => piece.x))));
    const right = Math.max(...lines.map((line) => Math.max(...line.map((p) => p.x + p.width))));
    const full = lines.filter(
      (line) =>
        Math.max(...line.map((piece) => piece.x + piece.width)) - left >= 0.7 * (right - left),
    );
    return full.length >= 0.6 * lines.length && right - left >= 100;
  };
  return (
    fill(rows.map((row) => row.visible.filter((piece) => piece.x + piece.width <= gutter))) &&
    fill(rows.map((row) => row.visible.filter((piece) => piece.x >= gutter)))
  );
}

function region(
  pieces: TextPiece[],
  rows: readonly Row[],
  left: number,
  right: number,
): TextRegion {
  return {
    pieces,
    left,
    right,
    top: Math.min(...rows.map((row) => row.top)),
    bottom: Math.max(...rows.map((row) => row.bottom)),
  };
}

/** A left-only row right under a full-width one, at the same size and line spacing. */
function endsFullWidthParagraph(row: Row, above: Row, gutter: number): boolean {
  const side = sides(row, gutter);
  const size = Math.max(...row.visible.map((piece) => piece.fontSize));
  const sizeAbove = Math.max(...above.visible.map((piece) => piece.fontSize));
  return (
    side.left &&
    !side.right &&
    Math.abs(size - sizeAbove) <= 0.6 &&
    row.bottom - above.bottom <= 1.6 * Math.max(size, sizeAbove)
  );
}

/** The page's text as regions in reading order (one region when the page has no columns). */
export function readingRegions(texts: readonly TextPiece[], pageWidth: number): TextRegion[] {
  const rows = rowsOf(texts);
  if (rows.length === 0) return [];
  const gutter = findGutter(rows, pageWidth);
  if (gutter === null)
    return [
      region(
        rows.flatMap((row) => row.pieces),
        rows,
        0,
        pageWidth,
      ),
    ];

  // Runs of rows that no text crosses the gutter in, between rows that span it.
  const runs: { split: boolean; rows: Row[] }[] = [];
  for (const row of rows) {
    const split = !sides(row, gutter).crossed;
    const last = runs[runs.length - 1];
    if (last && last.split === split) last.rows.push(row);
    else runs.push({ split, rows: [row] });
  }

  const regions: TextRegion[] = [];
  let lastFullRow: Row | null = null;
  const addFullWidth = (part: readonly Row[]) => {
    const previous = regions[regions.length - 1];
    // Full-width text next to full-width text stays one region.
    if (previous && previous.left === 0 && previous.right === pageWidth) {
      previous.pieces.push(...part.flatMap((row) => row.pieces));
      previous.bottom = Math.max(previous.bottom, ...part.map((row) => row.bottom));
    } else {
      regions.push(
        region(
          part.flatMap((row) => row.pieces),
          part,
          0,
          pageWidth,
        ),
      );
    }
    lastFullRow = part[part.length - 1] ?? lastFullRow;
  };
  for (const run of runs) {
    const counts = sideCounts(run.rows, gutter);
    const twoColumns =
      run.split &&
      Math.min(counts.left, counts.right) >= minimumSideRows &&
      looksLikeColumns(run.rows, gutter);
    if (!twoColumns) {
      addFullWidth(run.rows);
      continue;
    }
    // The short last line of a full-width paragraph crosses no gutter, but belongs above it.
    const rest = [...run.rows];
    while (rest[0] && lastFullRow && endsFullWidthParagraph(rest[0], lastFullRow, gutter)) {
      addFullWidth([rest.shift()!]);
    }
    const pieces = rest.flatMap((row) => row.pieces);
    const onLeft = (piece: TextPiece) => piece.x + piece.width / 2 < gutter;
    regions.push(region(pieces.filter(onLeft), rest, 0, gutter));
    regions.push(
      region(
        pieces.filter((piece) => !onLeft(piece)),
        rest,
        gutter,
        pageWidth,
      ),
    );
  }
  return regions.filter((part) => part.pieces.some(isVisible));
}
