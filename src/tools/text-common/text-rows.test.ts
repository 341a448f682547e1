import { describe, expect, it } from 'vitest';
import { lineEnd, lineStarts, rowAt, rowOffsets } from './text-rows.ts';

describe('lineStarts', () => {
  it('finds the start of every line', () => {
    expect([...lineStarts('ab\ncd\n\nef')]).toEqual([0, 3, 6, 7]);
    expect([...lineStarts('')]).toEqual([0]);
    expect([...lineStarts('x\n')]).toEqual([0, 2]);
  });

  it('ends lines before their break, dropping a carriage return', () => {
    const text = 'ab\r\ncd';
    const starts = lineStarts(text);
    expect(text.slice(starts[0], lineEnd(text, starts, 0))).toBe('ab');
    expect(text.slice(starts[1], lineEnd(text, starts, 1))).toBe('cd');
  });
});

describe('rows', () => {
  const text = 'abcdefg\n\nhi';
  const starts = lineStarts(text);
  const offsets = rowOffsets(text, starts, 3);

  it('cuts long lines into rows of the given width', () => {
    // 'abc' 'def' 'g' | '' | 'hi'
    expect([...offsets]).toEqual([0, 3, 4, 5]);
  });

  it('maps a row back to its line and characters', () => {
    const rows = Array.from({ length: 5 }, (_, row) => rowAt(text, starts, offsets, 3, row));
    expect(rows.map((r) => text.slice(r.start, r.end))).toEqual(['abc', 'def', 'g', '', 'hi']);
    expect(rows.map((r) => r.line)).toEqual([0, 0, 0, 1, 2]);
    expect(rows.map((r) => r.first)).toEqual([true, false, false, true, true]);
  });
});
