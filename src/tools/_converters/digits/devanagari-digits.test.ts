import { describe, expect, it } from 'vitest';
import { parseDigitsChoice, showDigits, wantsDevanagariDigits } from './devanagari-digits.ts';

describe('the Devanagari digits setting', () => {
  it('follows the language until the visitor chooses', () => {
    expect(wantsDevanagariDigits(undefined, 'ne')).toBe(true);
    expect(wantsDevanagariDigits(undefined, 'en')).toBe(false);
    expect(wantsDevanagariDigits('on', 'en')).toBe(true);
    expect(wantsDevanagariDigits('off', 'ne')).toBe(false);
  });

  it('reads only the two stored choices', () => {
    expect(parseDigitsChoice('on')).toBe('on');
    expect(parseDigitsChoice('off')).toBe('off');
    expect(parseDigitsChoice('yes')).toBeUndefined();
    expect(parseDigitsChoice(null)).toBeUndefined();
  });

  it('writes every digit of a result in Devanagari, and nothing else', () => {
    expect(showDigits('2-5-3-1.25', true)).toBe('२-५-३-१.२५');
    expect(showDigits('1,234.5 sq ft', true)).toBe('१,२३४.५ sq ft');
    expect(showDigits(1e-7, true)).toBe('१e-७');
    expect(showDigits(2083, true)).toBe('२०८३');
    expect(showDigits('1,234.5', false)).toBe('1,234.5');
    expect(showDigits(32, false)).toBe('32');
  });
});
