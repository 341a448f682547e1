/**
 * Row arithmetic for showing a very large text (megabytes) without laying all of it out: the text
 * is cut into lines, each line into rows of a fixed number of characters, and only the rows in
 * view are drawn.
 */

/** The offset where each line starts; a line ends before '\n' (a '\r' before it is dropped). */
export function lineStarts(text: string): Uint32Array {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  const starts = new Uint32Array(count);
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts[line++] = i + 1;
  return starts;
}

/** Where line `line` ends (exclusive), without its line break. */
export function lineEnd(text: string, starts: Uint32Array, line: number): number {
  const next = line + 1 < starts.length ? starts[line + 1]! - 1 : text.length;
  return next > starts[line]! && text.charCodeAt(next - 1) === 13 ? next - 1 : next;
}

/**
 * For each line, the index of its first row when lines are cut every `columns` characters; the
 * last entry is the total number of rows. An empty line still takes one row.
 */
export function rowOffsets(text: string, starts: Uint32Array, columns: number): Float64Array {
  const cols = Math.max(1, Math.floor(columns));
  const offsets = new Float64Array(starts.length + 1);
  let rows = 0;
  for (let line = 0; line < starts.length; line++) {
    offsets[line] = rows;
    const length = lineEnd(text, starts, line) - starts[line]!;
    rows += Math.max(1, Math.ceil(length / cols));
  }
  offsets[starts.length] = rows;
  return offsets;
}

export interface TextRow {
  /** Zero-based line number. */
  line: number;
  /** True for the first row of a line (the one that shows the line number). */
  first: boolean;
  start: number;
  end: number;
}

/** The row at index `row` (0 <= row < total rows). */
export function rowAt(
  text: string,
  starts: Uint32Array,
  offsets: Float64Array,
  columns: number,
  row: number,
): TextRow {
  const cols = Math.max(1, Math.floor(columns));
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= row) low = mid;
    else high = mid - 1;
  }
  const within = row - offsets[low]!;
  const start = starts[low]! + within * cols;
  return {
    line: low,
    first: within === 0,
    start,
    end: Math.min(lineEnd(text, starts, low), start + cols),
  };
}
