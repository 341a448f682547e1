import { describe, expect, it } from 'vitest';
import { captureNames, compileRegex, testRegex } from './regex.ts';

const ok = (outcome: ReturnType<typeof testRegex>) => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
};

describe('regex errors', () => {
  it('reports syntax errors in plain words', () => {
    expect(compileRegex('(abc', 'g')).toEqual({ error: 'Syntax error: Unterminated group' });
    expect(compileRegex('a**', '')).toEqual({ error: 'Syntax error: Nothing to repeat' });
    expect(compileRegex('[b-a]', '')).toEqual({
      error: 'Syntax error: Range out of order in character class',
    });
    expect(testRegex('(?<n>a)(?<n>b)', '', 'ab', null)).toEqual({
      ok: false,
      error: 'Syntax error: Duplicate capture group name',
    });
  });

  it('reports unknown, repeated and clashing flags', () => {
    expect(compileRegex('a', 'gx')).toEqual({
      error: "Unknown flag 'x'. The flags are d, g, i, m, s, u, v and y.",
    });
    expect(compileRegex('a', 'gig')).toEqual({ error: "The flag 'g' is given twice." });
    expect(compileRegex('a', 'uv')).toEqual({
      error: 'The flags u and v cannot be used together: v is the newer form of u.',
    });
  });
});

describe('testRegex', () => {
  it('finds every match with g, only the first without', () => {
    expect(
      ok(testRegex('\\d+', 'g', 'a1 b22 c333', null)).matches.map((m) => [m.index, m.text]),
    ).toEqual([
      [1, '1'],
      [4, '22'],
      [8, '333'],
    ]);
    expect(ok(testRegex('\\d+', '', 'a1 b22', null)).total).toBe(1);
  });

  it('lists numbered and named groups, an unmatched one as undefined', () => {
    const outcome = ok(testRegex('(?<year>\\d{4})-(\\d{2})(x)?', 'g', 'on 2024-05!', null));
    expect(outcome.matches[0]!.groups).toEqual([
      { label: '1 (year)', value: '2024' },
      { label: '2', value: '05' },
      { label: '3', value: undefined },
    ]);
  });

  it('respects the flags i, m and s', () => {
    expect(ok(testRegex('^b', 'gm', 'a\nb\nB', null)).total).toBe(1);
    expect(ok(testRegex('^b', 'gmi', 'a\nb\nB', null)).total).toBe(2);
    expect(ok(testRegex('a.b', 's', 'a\nb', null)).total).toBe(1);
    expect(ok(testRegex('a.b', '', 'a\nb', null)).total).toBe(0);
  });

  it('steps past empty matches instead of looping for ever', () => {
    expect(ok(testRegex('x*', 'g', 'abc', null)).total).toBe(4);
    expect(ok(testRegex('', 'gu', '😀😀', null)).total).toBe(3);
  });

  it('cuts the text into plain and matched pieces for highlighting', () => {
    expect(ok(testRegex('o', 'g', 'foo bar', null)).segments).toEqual([
      { text: 'f' },
      { text: 'o', match: 0 },
      { text: 'o', match: 1 },
      { text: ' bar' },
    ]);
  });

  it('previews a replacement with $1 and named references', () => {
    expect(ok(testRegex('(\\w+)@(\\w+)', 'g', 'ann@x bob@y', '$2:$1')).replaced).toBe(
      'x:ann y:bob',
    );
    expect(ok(testRegex('(?<d>\\d)', 'g', 'a1b2', '[$<d>]')).replaced).toBe('a[1]b[2]');
    expect(ok(testRegex('\\d', '', 'a1b2', '#')).replaced).toBe('a#b2');
  });

  it('counts every match but lists only up to the limit', () => {
    const outcome = ok(testRegex('a', 'g', 'a'.repeat(50), null, 10));
    expect(outcome).toMatchObject({ total: 50, truncated: true });
    expect(outcome.matches).toHaveLength(10);
  });
});

describe('captureNames', () => {
  it('skips escapes, classes, lookarounds and non-capturing groups', () => {
    expect(captureNames('\\((a)[(](?:b)(?<x>c)(?=d)(?<!e)(f)')).toEqual([
      undefined,
      'x',
      undefined,
    ]);
  });
});
