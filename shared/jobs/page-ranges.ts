/**
 * Page ranges for split-pdf, rotate-pdf and organize-pdf: `1-3,5,8-` means pages 1 to 3, page 5,
 * and page 8 to the end. The syntax is checked by the registry's schema (no page count needed);
 * whether the ranges fit the document is checked once its page count is known (at intake, from
 * the PDF's page tree).
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
export function parsePageRanges(
  text: string,
  empty = 'Enter the pages to keep, like 1-3,5,8-',
): PageRange[] | string {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.every((part) => part === '')) return empty;
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

/** The most pages an organized PDF may have (a page may repeat). */
export const MAX_ORDER_PAGES = 10_000;

/**
 * The written pages and ranges that are not in a document of `pages` pages, clipped to the part
 * past its end (`4-9` of 5 pages is `6-9`), in the order written, once each.
 */
function pagesPastTheEnd(ranges: readonly PageRange[], pages: number): string[] {
  const past: string[] = [];
  for (const range of ranges) {
    const to = range.to ?? pages;
    if (to <= pages && range.from <= pages) continue;
    const from = Math.max(range.from, pages + 1);
    const written = formatSpan({ from, to: Math.max(from, to) });
    if (!past.includes(written)) past.push(written);
  }
  return past;
}

/** `Page 7 is not in this PDF…`, `Pages 6-9 and 12 are not in this PDF…` (no page count: none). */
export function notInDocument(past: readonly string[], pages: number): string {
  const listed = past.length === 1 ? past[0] : `${past.slice(0, -1).join(', ')} and ${past.at(-1)}`;
  const plural = past.length > 1 || past[0]?.includes('-');
  return `${plural ? 'Pages' : 'Page'} ${listed} ${plural ? 'are' : 'is'} not in this PDF: it has ${pages} page${pages === 1 ? '' : 's'}.`;
}

/**
 * rotate-pdf's pages, 1-based and ascending: every page when `text` is absent or blank, else the
 * pages the ranges name; or the message naming those past the end.
 */
export function chosenPages(text: string | undefined, pages: number): number[] | string {
  if (text === undefined || text.trim() === '') {
    return Array.from({ length: pages }, (_, index) => index + 1);
  }
  const ranges = parsePageRanges(text);
  if (typeof ranges === 'string') return ranges;
  const past = pagesPastTheEnd(ranges, pages);
  if (past.length > 0) return notInDocument(past, pages);
  const chosen = new Set<number>();
  for (const range of ranges) {
    for (let page = range.from; page <= (range.to ?? pages); page++) chosen.add(page);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** Reads organize-pdf's new order (`3,1,2`, `1-3,5,5`, `2-`); a message when it cannot. */
export function parsePageOrder(text: string): PageRange[] | string {
  return parsePageRanges(text, 'Enter the pages in their new order, like 3,1,2');
}

/**
 * organize-pdf's pages in their new order, 1-based (pages left out are removed, a page may
 * repeat); or the message naming the pages past the end, or saying the result is too long.
 */
export function pageOrder(text: string, pages: number): number[] | string {
  const ranges = parsePageOrder(text);
  if (typeof ranges === 'string') return ranges;
  const past = pagesPastTheEnd(ranges, pages);
  if (past.length > 0) return notInDocument(past, pages);
  const order: number[] = [];
  for (const range of ranges) {
    const to = range.to ?? pages;
    if (order.length + to - range.from + 1 > MAX_ORDER_PAGES) {
      return `The new PDF may have at most ${MAX_ORDER_PAGES.toLocaleString('en')} pages`;
    }
    for (let page = range.from; page <= to; page++) order.push(page);
  }
  return order;
}

/** An order as its shortest text: [3,1,2,3,4,5,5] is `3,1-5,5`. */
export function orderToText(order: readonly number[]): string {
  const spans: PageSpan[] = [];
  for (const page of order) {
    const last = spans.at(-1);
    if (last && page === last.to + 1) last.to = page;
    else spans.push({ from: page, to: page });
  }
  return spans.map(formatSpan).join(',');
}
