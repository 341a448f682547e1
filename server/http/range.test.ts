import { describe, expect, it } from 'vitest';
import { attachmentHeader, parseRange } from './range.ts';

describe('parseRange', () => {
  it('gives the whole resource without a header or with one it does not serve', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('', 100)).toBeUndefined();
    expect(parseRange('items=0-5', 100)).toBeUndefined();
    expect(parseRange('bytes=0-5,10-20', 100)).toBeUndefined();
    expect(parseRange('bytes=abc', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBeUndefined();
    expect(parseRange('bytes=9-3', 100)).toBeUndefined();
  });

  it('reads first-last, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('cuts a range that runs past the end', () => {
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
  });

  it('finds ranges that start past the end unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=200-300', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

describe('attachmentHeader', () => {
  it('names the file plainly and in UTF-8', () => {
    expect(attachmentHeader('created.gif')).toBe(
      `attachment; filename="created.gif"; filename*=UTF-8''created.gif`,
    );
    expect(attachmentHeader('résumé "1".pdf')).toBe(
      `attachment; filename="r_sum_ _1_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%221%22.pdf`,
    );
  });
});
