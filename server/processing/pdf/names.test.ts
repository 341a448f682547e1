import { describe, expect, it } from 'vitest';
import { partNames } from './split-pdf.ts';
import { fileStem } from './names.ts';

describe('result names', () => {
  it('keeps the visitor’s name without its extension or unsafe characters', () => {
    expect(fileStem('Report 2024.pdf')).toBe('Report 2024');
    expect(fileStem('a/b\\c:d*.PDF')).toBe('a-b-c-d');
    expect(fileStem('..pdf')).toBe('document');
    expect(fileStem('काठमाडौं.pdf')).toBe('काठमाडौं');
  });

  it('names split parts after their pages, a repeated range numbered', () => {
    expect(
      partNames('book', [
        { from: 1, to: 3 },
        { from: 5, to: 5 },
        { from: 1, to: 3 },
      ]),
    ).toEqual(['book-pages-1-3.pdf', 'book-page-5.pdf', 'book-pages-1-3-2.pdf']);
  });
});
