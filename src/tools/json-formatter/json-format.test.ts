import { describe, expect, it } from 'vitest';
import { errorExcerpt, formatJson, positionOf, type JsonResult } from './json-format.ts';

const output = (result: JsonResult) => (result.ok ? result.output : result.error.message);
const error = (result: JsonResult) => {
  if (result.ok) throw new Error(`expected an error, got ${result.output}`);
  return result.error;
};

/** A small deterministic random source, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 5 : 7));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return Math.round((next() - 0.5) * 1e6) / 100;
    case 3:
      return ['', 'a b', 'quote " and \\ slash', 'line\nbreak', 'ü ✓ 😀', '\u0001'][
        Math.floor(next() * 6)
      ];
    case 4:
      return Math.floor(next() * 1000);
    case 5:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let k = Math.floor(next() * 4); k > 0; k--) {
        object[`k${Math.floor(next() * 100)}`] = randomValue(next, depth + 1);
      }
      return object;
    }
  }
}

describe('formatJson agrees with the JSON built into JavaScript', () => {
  it('formats like JSON.stringify(value, null, 2) and minifies like JSON.stringify(value)', () => {
    const next = random(7);
    for (let n = 0; n < 300; n++) {
      const value = randomValue(next, 0);
      // Written with odd spacing, as a visitor might paste it.
      const messy = JSON.stringify(value, null, '\t \n').replace(/\n/g, '\r\n');
      expect(output(formatJson(messy, 'format'))).toBe(JSON.stringify(value, null, 2));
      expect(output(formatJson(messy, 'minify'))).toBe(JSON.stringify(value));
    }
  });

  it('accepts exactly what JSON.parse accepts', () => {
    const next = random(11);
    const alphabet = [
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"',
      '1',
      '-',
      '.',
      'e',
      'true',
      'n',
      ' ',
      '\\',
      '0',
    ];
    let invalid = 0;
    for (let n = 0; n < 3000; n++) {
      const base = JSON.stringify(randomValue(next, 0));
      const at = Math.floor(next() * (base.length + 1));
      const insert = alphabet[Math.floor(next() * alphabet.length)]!;
      const text =
        next() < 0.5
          ? base.slice(0, at) + insert + base.slice(at)
          : base.slice(0, at) + base.slice(at + 1);
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
        invalid++;
      }
      expect(formatJson(text, 'minify').ok, text).toBe(parses);
    }
    expect(invalid).toBeGreaterThan(500);
  });
});

describe('formatJson keeps what was written', () => {
  it('keeps every digit of a number and the way it was written', () => {
    expect(output(formatJson('{"id":12345678901234567890,"x":1.0,"y":1E+2}', 'minify'))).toBe(
      '{"id":12345678901234567890,"x":1.0,"y":1E+2}',
    );
  });

  it('keeps escapes as written', () => {
    expect(output(formatJson('["caf\\u00e9", "a\\/b"]', 'format'))).toBe(
      '[\n  "caf\\u00e9",\n  "a\\/b"\n]',
    );
  });

  it('writes empty objects and arrays as {} and []', () => {
    expect(output(formatJson('{ "a" : { } , "b" : [ ] }', 'format'))).toBe(
      '{\n  "a": {},\n  "b": []\n}',
    );
  });

  it('accepts a top-level scalar and a byte order mark', () => {
    expect(output(formatJson('  "text" ', 'format'))).toBe('"text"');
    expect(output(formatJson('\ufeff[1]', 'minify'))).toBe('[1]');
  });
});

describe('formatJson errors', () => {
  it('points at the line and column of the first error', () => {
    const e = error(formatJson('{\n  "a": 1,\n  "b" 2\n}', 'format'));
    expect(e).toMatchObject({ line: 3, column: 7 });
    expect(e.message).toBe("Unexpected character '2': expected ':' after the property name");
  });

  it('explains the usual mistakes', () => {
    const cases: Array<[string, string, number, number]> = [
      ['', 'The text is empty: paste or type some JSON', 1, 1],
      ['{"a":1,}', 'Trailing comma before } is not allowed', 1, 8],
      ['[1,2,]', 'Trailing comma before ] is not allowed', 1, 6],
      ["{'a':1}", 'Strings must use double quotes, not single quotes', 1, 2],
      ['{a:1}', 'Property names must be strings in double quotes', 1, 2],
      ['[1] // note', "Unexpected '/' after the end of the JSON value", 1, 5],
      ['{"a":01}', 'Numbers cannot have leading zeros', 1, 6],
      ['{"a":"x', 'Unterminated string: it has no closing double quote', 1, 6],
      ['["a\nb"]', 'Line break inside a string: close the string or write \\n', 1, 4],
      ['["\\x"]', "Invalid escape sequence '\\x' in a string", 1, 3],
      [
        '[undefined]',
        "Unexpected word 'undefined': JSON values are strings in double quotes, numbers, true, false, null, objects and arrays",
        1,
        2,
      ],
      [
        '{"a":1 "b":2}',
        "Unexpected character '\"': expected ',' or '}' after a property value",
        1,
        8,
      ],
      ['[1 2]', "Unexpected character '2': expected ',' or ']' after an array element", 1, 4],
      ['{"a":[1,2}', "Unexpected character '}': expected ',' or ']' after an array element", 1, 10],
      ['{"a":', 'Unexpected end of the text: expected a value', 1, 6],
      ['[1.]', 'Invalid number: a digit must follow the decimal point', 1, 4],
      ['[\u00a01]', 'Unexpected character U+00A0: expected a value', 1, 2],
    ];
    for (const [text, message, line, column] of cases) {
      expect(error(formatJson(text, 'format')), text).toMatchObject({ message, line, column });
    }
  });

  it('finds an error deep in a large document quickly', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => `  {"id": ${i}, "name": "row ${i}"}`);
    rows[40_000] = '  {"id": 40000, "name": "row" 40000}';
    const e = error(formatJson(`[\n${rows.join(',\n')}\n]`, 'format'));
    expect(e.line).toBe(40_002);
    expect(e.column).toBe(31);
  });
});

describe('helpers', () => {
  it('positionOf counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('errorExcerpt shows the line around the column with the caret under the error', () => {
    const text = `{"long": "${'x'.repeat(100)}" oops}`;
    const e = error(formatJson(text, 'format'));
    const excerpt = errorExcerpt(text, e, 20);
    expect(excerpt.text).toBe(`...${'x'.repeat(8)}" oops}`);
    expect(excerpt.text[excerpt.caret]).toBe('o');
  });
});
