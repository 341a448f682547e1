import { describe, expect, it } from 'vitest';
import {
  chosenPages,
  everyPages,
  MAX_ORDER_PAGES,
  orderToText,
  pageOrder,
  pagesToRanges,
  parsePageOrder,
  parsePageRanges,
  resolvePageRanges,
} from './page-ranges.ts';

describe('page ranges', () => {
  it('reads single pages, closed and open ranges', () => {
    expect(parsePageRanges('1-3, 5,8-')).toEqual([
      { from: 1, to: 3 },
      { from: 5, to: 5 },
      { from: 8, to: undefined },
    ]);
  });

  it('says what is wrong with a bad text', () => {
    expect(parsePageRanges('')).toMatch(/Enter the pages/);
    expect(parsePageRanges('0')).toBe('Pages are numbered from 1');
    expect(parsePageRanges('5-2')).toBe('"5-2" ends before it starts');
    expect(parsePageRanges('a-b')).toMatch(/is not a page or a range/);
  });

  it('resolves open ends and refuses a range past the end', () => {
    const ranges = parsePageRanges('1-3,5,8-') as Exclude<
      ReturnType<typeof parsePageRanges>,
      string
    >;
    expect(resolvePageRanges(ranges, 10)).toEqual([
      { from: 1, to: 3 },
      { from: 5, to: 5 },
      { from: 8, to: 10 },
    ]);
    expect(resolvePageRanges(ranges, 7)).toBe(
      'The range 8- goes past the end: this PDF has 7 pages.',
    );
  });

  it('cuts every n pages and writes chosen pages back as ranges', () => {
    expect(everyPages(2, 5)).toEqual([
      { from: 1, to: 2 },
      { from: 3, to: 4 },
      { from: 5, to: 5 },
    ]);
    expect(pagesToRanges([5, 1, 2, 3, 9, 10])).toBe('1-3,5,9-10');
  });
});

describe('pages to rotate', () => {
  it('takes every page when none are named, else the named ones once each, ascending', () => {
    expect(chosenPages(undefined, 3)).toEqual([1, 2, 3]);
    expect(chosenPages('  ', 2)).toEqual([1, 2]);
    expect(chosenPages('5,1-3,2', 6)).toEqual([1, 2, 3, 5]);
    expect(chosenPages('4-', 6)).toEqual([4, 5, 6]);
  });

  it('names the pages past the end', () => {
    expect(chosenPages('1,7', 5)).toBe('Page 7 is not in this PDF: it has 5 pages.');
    expect(chosenPages('4-9,12,12', 5)).toBe(
      'Pages 6-9 and 12 are not in this PDF: it has 5 pages.',
    );
    expect(chosenPages('2', 1)).toBe('Page 2 is not in this PDF: it has 1 page.');
    expect(chosenPages('x', 5)).toMatch(/is not a page or a range/);
  });
});

describe('a new page order', () => {
  it('keeps the order written, repeats included, and expands ranges', () => {
    expect(pageOrder('3,1,2', 3)).toEqual([3, 1, 2]);
    expect(pageOrder('1-3,5,5', 5)).toEqual([1, 2, 3, 5, 5]);
    expect(pageOrder('2-', 4)).toEqual([2, 3, 4]);
    expect(pageOrder(' 2 , 2 ', 2)).toEqual([2, 2]);
  });

  it('refuses an empty order, bad parts and every number past the end, named', () => {
    expect(parsePageOrder('')).toBe('Enter the pages in their new order, like 3,1,2');
    expect(pageOrder(' , ', 3)).toBe('Enter the pages in their new order, like 3,1,2');
    expect(pageOrder('3-1', 3)).toBe('"3-1" ends before it starts');
    expect(pageOrder('0,1', 3)).toBe('Pages are numbered from 1');
    expect(pageOrder('1,4,2,9,4', 3)).toBe('Pages 4 and 9 are not in this PDF: it has 3 pages.');
    expect(pageOrder('4,5,6', 3)).toBe('Pages 4, 5 and 6 are not in this PDF: it has 3 pages.');
  });

  it('refuses an order longer than the most pages a result may have', () => {
    const order = Array.from({ length: 11 }, () => '1-1000').join(',');
    expect(pageOrder(order, 1000)).toBe(
      `The new PDF may have at most ${MAX_ORDER_PAGES.toLocaleString('en')} pages`,
    );
  });

  it('writes an order back as its shortest text', () => {
    expect(orderToText([3, 1, 2, 3, 4, 5, 5])).toBe('3,1-5,5');
    expect(orderToText([1, 2, 3])).toBe('1-3');
    expect(orderToText([])).toBe('');
  });
});
