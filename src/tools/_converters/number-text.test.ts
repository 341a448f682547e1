import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatGrouped,
  formatTrimmed,
  parseNumber,
  stripCommas,
  toAsciiDigits,
  toDevanagariDigits,
  withoutDust,
} from '../../../shared/number-text.ts';

describe('parseNumber', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1,234.5', 1234.5],
    ['1,234,567.25', 1234567.25],
    ['12,34,567.5', 1234567.5],
    ['1,23,456', 123456],
    ['  42  ', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['1e3', 1000],
    ['1.602177e-19', 1.602177e-19],
    ['३,६००', 3600],
    ['१२.५', 12.5],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1,5',
    '12,3456',
    '1.2.3',
    '--1',
    '.',
    '-',
    'e5',
    '1e',
    'Infinity',
    'NaN',
    '1,,000',
    '٣',
  ])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('formatting', () => {
  it('keeps exactly the asked decimals', () => {
    expect(formatFixed(1.34102208959, 3)).toBe('1.341');
    expect(formatFixed(1.609344, 6)).toBe('1.609344');
    expect(formatFixed(32, 2)).toBe('32.00');
    expect(formatFixed(0, 3)).toBe('0.000');
    expect(formatFixed(-0, 2)).toBe('0.00');
  });

  it('trims trailing zeros', () => {
    expect(formatTrimmed(5476, 2)).toBe('5476');
    expect(formatTrimmed(508.73704704, 4)).toBe('508.737');
    expect(formatTrimmed(0.0625, 6)).toBe('0.0625');
    expect(formatTrimmed(0, 6)).toBe('0');
  });

  it('groups with commas and at most three decimals', () => {
    expect(formatGrouped(3600000)).toBe('3,600,000');
    expect(formatGrouped(43560)).toBe('43,560');
    expect(formatGrouped(1234.56789)).toBe('1,234.568');
    expect(formatGrouped(0)).toBe('0');
  });

  it('shows tiny non-zero values in scientific form instead of zero', () => {
    expect(formatGrouped(1.602176634e-19)).toBe('1.602177e-19');
    expect(formatFixed(2.54e-8, 6)).toBe('2.54e-8');
    expect(formatTrimmed(-1e-12, 8)).toBe('-1e-12');
  });

  it("takes away the rounding dust of a conversion's offset, and only that", () => {
    expect(withoutDust(-5.684342e-14, 273.15)).toBe(0);
    expect(withoutDust(-1.023182e-13, -491.67)).toBe(0);
    expect(withoutDust(3e-7, 273.15)).toBe(3e-7);
    expect(withoutDust(0.01, 273.15)).toBe(0.01);
    // A conversion without offset has no dust: its tiny results are real.
    expect(withoutDust(1.602176634e-19, 0)).toBe(1.602176634e-19);
    expect(withoutDust(-1e-12, 0)).toBe(-1e-12);
  });

  it('shows values of 1e15 and more in scientific form', () => {
    expect(formatGrouped(2.2469432668058746e25)).toBe('2.246943e25');
    expect(formatFixed(9.4607304725808e18, 8)).toBe('9.46073e18');
    expect(formatTrimmed(-1e15, 2)).toBe('-1e15');
    expect(formatGrouped(999_999_999_999_999)).toBe('999,999,999,999,999');
  });

  it('round-trips every shown result through parseNumber', () => {
    for (const value of [3600000, 43560.123, 1.602176634e-19, 0.000001234, 98765.4321, 2.2469e25]) {
      expect(parseNumber(formatGrouped(value))).toBeCloseTo(value, 2);
      expect(parseNumber(stripCommas(formatGrouped(value)))).toBeCloseTo(value, 2);
    }
  });

  it('converts between ASCII and Devanagari digits', () => {
    expect(toDevanagariDigits(2083)).toBe('२०८३');
    expect(toAsciiDigits('२०८३-०८-०५')).toBe('2083-08-05');
  });
});
