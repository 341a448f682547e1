import { describe, expect, it } from 'vitest';
import { changesWithinLine, diffByLines, diffByWords } from './text-diff.ts';

const plain = { ignoreCase: false, ignoreWhitespace: false };

describe('diffByLines', () => {
  it('counts added, removed and unchanged lines', () => {
    const result = diffByLines('a\nb\nc\nd', 'a\nB\nc\nd\ne', plain)!;
    expect(result.stats).toEqual({ added: 2, removed: 1, unchanged: 3 });
    expect(result.rows.map((r) => r.kind)).toEqual(['same', 'changed', 'same', 'same', 'added']);
    expect(result.rows[1]).toEqual({
      kind: 'changed',
      left: { number: 2, text: 'b' },
      right: { number: 2, text: 'B' },
    });
    expect(result.rows[4]).toEqual({ kind: 'added', right: { number: 5, text: 'e' } });
  });

  it('lists removed lines with their own line numbers', () => {
    const result = diffByLines('one\ntwo\nthree', 'one', plain)!;
    expect(result.stats).toEqual({ added: 0, removed: 2, unchanged: 1 });
    expect(result.rows.slice(1)).toEqual([
      { kind: 'removed', left: { number: 2, text: 'two' } },
      { kind: 'removed', left: { number: 3, text: 'three' } },
    ]);
  });

  it('pairs as many removed and added lines as it can, then lists the rest', () => {
    const result = diffByLines('x\n1\n2\n3\ny', 'x\nA\ny', plain)!;
    expect(result.rows.map((r) => r.kind)).toEqual([
      'same',
      'changed',
      'removed',
      'removed',
      'same',
    ]);
  });

  it('can ignore case and spacing, showing each side as written', () => {
    const options = { ignoreCase: true, ignoreWhitespace: true };
    const result = diffByLines('Hello  World\nend', '  hello world \nend', options)!;
    expect(result.stats).toEqual({ added: 0, removed: 0, unchanged: 2 });
    expect(result.rows[0]).toEqual({
      kind: 'same',
      left: { number: 1, text: 'Hello  World' },
      right: { number: 1, text: '  hello world ' },
    });
    expect(diffByLines('Hello', 'hello', plain)!.stats).toEqual({
      added: 1,
      removed: 1,
      unchanged: 0,
    });
  });

  it('treats Windows line ends like Unix ones, and identical texts as identical', () => {
    expect(diffByLines('a\r\nb', 'a\nb', plain)!.stats).toEqual({
      added: 0,
      removed: 0,
      unchanged: 2,
    });
    expect(diffByLines('', '', plain)!.rows).toEqual([]);
  });
});

describe('diffByWords', () => {
  it('counts words added and removed', () => {
    const result = diffByWords('the quick brown fox', 'the slow brown fox jumps', plain)!;
    expect(result.stats).toEqual({ added: 2, removed: 1, unchanged: 3 });
    expect(
      result.parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text.trim()]),
    ).toEqual([
      ['removed', 'quick'],
      ['added', 'slow'],
      ['added', 'jumps'],
    ]);
  });

  it('can ignore case', () => {
    expect(
      diffByWords('Hello World', 'hello world', { ...plain, ignoreCase: true })!.stats,
    ).toEqual({
      added: 0,
      removed: 0,
      unchanged: 2,
    });
  });
});

describe('changesWithinLine', () => {
  it('marks the words that changed inside a line', () => {
    expect(changesWithinLine('price: 10 euros', 'price: 12 euros')).toEqual([
      { kind: 'same', text: 'price: ' },
      { kind: 'removed', text: '10' },
      { kind: 'added', text: '12' },
      { kind: 'same', text: ' euros' },
    ]);
  });
});
