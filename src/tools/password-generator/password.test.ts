import { describe, expect, it } from 'vitest';
import {
  characterClasses,
  defaultOptions,
  generatePassword,
  NO_CLASS_MESSAGE,
  passwordStrength,
  randomInt,
  type PasswordOptions,
  type RandomSource,
} from './password.ts';

const options = (length: number, classes: number): PasswordOptions => ({
  length,
  uppercase: classes >= 1,
  lowercase: classes >= 2,
  numbers: classes >= 3,
  symbols: classes >= 4,
});

/** A source that answers with the given values in turn. */
const scripted = (values: number[]): RandomSource => {
  let i = 0;
  return (array) => {
    array[0] = values[i++ % values.length]!;
    return array;
  };
};

describe('randomInt', () => {
  it('draws again instead of folding the top of the range (no modulo bias)', () => {
    // For 10, values from 4294967290 up would favour 0-5: they are rejected.
    expect(randomInt(10, scripted([4294967295, 4294967290, 4294967289]))).toBe(9);
    expect(randomInt(10, scripted([4294967290, 7]))).toBe(7);
  });

  it('is close to uniform with the real source', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[randomInt(3)]!++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });
});

describe('generatePassword', () => {
  it('has the chosen length and contains every chosen class', () => {
    for (let mask = 1; mask < 16; mask++) {
      const chosen = characterClasses.filter((_, bit) => mask & (1 << bit));
      const opts: PasswordOptions = {
        length: 8,
        uppercase: chosen.some((c) => c.key === 'uppercase'),
        lowercase: chosen.some((c) => c.key === 'lowercase'),
        numbers: chosen.some((c) => c.key === 'numbers'),
        symbols: chosen.some((c) => c.key === 'symbols'),
      };
      const allowed = new Set(chosen.flatMap((c) => [...c.chars]));
      for (let n = 0; n < 200; n++) {
        const password = generatePassword(opts);
        expect(password).toHaveLength(8);
        for (const char of password) expect(allowed.has(char)).toBe(true);
        for (const c of chosen) expect([...password].some((ch) => c.chars.includes(ch))).toBe(true);
      }
    }
  });

  it('works at both ends of the slider', () => {
    expect(generatePassword({ ...defaultOptions, length: 8 })).toHaveLength(8);
    expect(generatePassword({ ...defaultOptions, length: 64 })).toHaveLength(64);
    expect(() => generatePassword({ ...defaultOptions, length: 7 })).toThrow(RangeError);
    expect(() => generatePassword({ ...defaultOptions, length: 65 })).toThrow(RangeError);
  });

  it('refuses when no class is chosen, with the fixed message', () => {
    expect(() => generatePassword(options(12, 0))).toThrow(NO_CLASS_MESSAGE);
    expect(NO_CLASS_MESSAGE).toBe('Please select at least one character type');
  });

  it('does not put the guaranteed characters first', () => {
    // With only digits and upper case, the first character is sometimes a digit and sometimes not.
    const firsts = new Set<boolean>();
    for (let n = 0; n < 200; n++) {
      firsts.add(/\d/.test(generatePassword({ ...options(8, 1), numbers: true })[0]!));
    }
    expect(firsts).toEqual(new Set([true, false]));
  });
});

describe('passwordStrength (docs/product.md#tool-defaults)', () => {
  it('is Weak with fewer than 2 classes or under 8 characters', () => {
    expect(passwordStrength(options(64, 1))).toBe('Weak');
    expect(passwordStrength(options(7, 4))).toBe('Weak');
  });

  it('is Medium under 12 characters or with fewer than 3 classes', () => {
    expect(passwordStrength(options(8, 4))).toBe('Medium');
    expect(passwordStrength(options(11, 4))).toBe('Medium');
    expect(passwordStrength(options(40, 2))).toBe('Medium');
  });

  it('is Very Strong from 16 characters with all 4 classes', () => {
    expect(passwordStrength(options(16, 4))).toBe('Very Strong');
    expect(passwordStrength(options(64, 4))).toBe('Very Strong');
  });

  it('is Strong otherwise', () => {
    expect(passwordStrength(options(12, 4))).toBe('Strong');
    expect(passwordStrength(options(15, 4))).toBe('Strong');
    expect(passwordStrength(options(16, 3))).toBe('Strong');
    expect(passwordStrength(defaultOptions)).toBe('Strong');
  });
});
