/**
 * Page ranges for split-pdf: `1-3,5,8-` means pages 1 to 3, page 5, and page 8 to the end. The
 * syntax is checked by the registry's schema (no page count needed); whether the ranges fit the
 * document is checked once its page count is known (at intake, from the PDF's page tree).
 */

/** A range as written: `to` undefined means "to the last page". */
export interface PageRange {
  from: number;
  to: number | undefined;
}

/** A range resolved against a document: both ends known, 1-based and inclusive. */
export interface PageSpan {
  from: number;
  to: number;
}

/** The most ranges one split may make (each becomes a PDF in the ZIP). */
export const MAX_RANGES = 500;
const MAX_PAGE_NUMBER = 100_000;

const rangePattern = /^(\d{1,6})(?:\s*(-)\s*(\d{1,6})?)?$/;

/** Reads `1-3, 5, 8-`; a string saying what is wrong when it cannot. */
export function parsePageRanges(text: string): PageRange[] | string {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.every((part) => part === '')) {
    return 'Enter the pages to keep, like 1-3,5,8-';
  }
  if (parts.length > MAX_RANGES) return `At most ${MAX_RANGES} ranges can be split at once`;
  const ranges: PageRange[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const match = rangePattern.exec(part);
    if (!match) return `"${part.slice(0, 20)}" is not a page or a range like 2-5`;
    const from = Number(match[1]);
    const to = match[2] ? (match[3] === undefined ? undefined : Number(match[3])) : from;
    if (from < 1 || (to !== undefined && to < 1)) return 'Pages are numbered from 1';
    if (from > MAX_PAGE_NUMBER || (to ?? 0) > MAX_PAGE_NUMBER) return `"${part}" is too large`;
    if (to !== undefined && to < from) return `"${part}" ends before it starts`;
    ranges.push({ from, to });
  }
  return ranges;
}

/** The ranges as concrete spans of a document of `pages` pages, or what does not fit. */
export function resolvePageRanges(
  ranges: readonly PageRange[],
  pages: number,
): PageSpan[] | string {
  const spans: PageSpan[] = [];
  for (const range of ranges) {
    const to = range.to ?? pages;
    if (range.from > pages || to > pages) {
      const written =
        range.to === undefined ? `${range.from}-` : formatSpan({ from: range.from, to });
      return `The range ${written} goes past the end: this PDF has ${pages} page${pages === 1 ? '' : 's'}.`;
    }
    spans.push({ from: range.from, to });
  }
  return spans;
}

/** Spans of `every` pages each: every 2 of 5 pages is 1-2, 3-4, 5. */
export function everyPages(every: number, pages: number): PageSpan[] {
  const spans: PageSpan[] = [];
  for (let from = 1; from <= pages; from += every) {
    spans.push({ from, to: Math.min(pages, from + every - 1) });
  }
  return spans;
}

/** `3` for a single page, `1-3` for a range. */
export function formatSpan(span: PageSpan): string {
  return span.from === span.to ? String(span.from) : `${span.from}-${span.to}`;
}

/** Chosen page numbers as the shortest ranges text: [1,2,3,5] is `1-3,5`. */
export function pagesToRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const spans: PageSpan[] = [];
  for (const page of sorted) {
    const last = spans.at(-1);
    if (last && page === last.to + 1) last.to = page;
    else spans.push({ from: page, to: page });
  }
  return spans.map(formatSpan).join(',');
}

/** split-pdf's pages for each output file, or the message saying which range does not fit. */
export function splitSpans(
  parameters: { ranges?: string | undefined; every?: number | undefined },
  pages: number,
): PageSpan[] | string {
  if (parameters.every !== undefined) return everyPages(parameters.every, pages);
  const ranges = parsePageRanges(parameters.ranges ?? '');
  return typeof ranges === 'string' ? ranges : resolvePageRanges(ranges, pages);
}
