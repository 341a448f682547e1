import { describe, expect, it } from 'vitest';
import { everyPages, pagesToRanges, parsePageRanges, resolvePageRanges } from './page-ranges.ts';

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
