import { describe, expect, it } from 'vitest';
import { countError, generateLorem, LOREM_OPENING, seededRandom } from './lorem.ts';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const sentencesIn = (text: string) => text.match(/[^.]+\./g)?.length ?? 0;
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('generateLorem', () => {
  it('makes the number of paragraphs asked for, separated by blank lines', () => {
    const text = generateLorem({ unit: 'paragraphs', count: 3, startWithLorem: true }, seeded(1));
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(text.startsWith(LOREM_OPENING)).toBe(true);
    for (const p of paragraphs) {
      expect(sentencesIn(p)).toBeGreaterThanOrEqual(4);
      expect(sentencesIn(p)).toBeLessThanOrEqual(7);
    }
  });

  it('makes the number of sentences asked for', () => {
    for (const count of [1, 5, 40]) {
      const text = generateLorem(
        { unit: 'sentences', count, startWithLorem: false },
        seeded(count),
      );
      expect(sentencesIn(text)).toBe(count);
      expect(text).toMatch(/^[A-Z]/);
      expect(text.startsWith('Lorem ipsum dolor sit amet')).toBe(false);
    }
  });

  it('makes exactly the number of words asked for, starting with Lorem ipsum when asked', () => {
    expect(generateLorem({ unit: 'words', count: 5, startWithLorem: true }, seeded(2))).toBe(
      'Lorem ipsum dolor sit amet.',
    );
    expect(generateLorem({ unit: 'words', count: 2, startWithLorem: true }, seeded(2))).toBe(
      'Lorem ipsum.',
    );
    const long = generateLorem({ unit: 'words', count: 250, startWithLorem: true }, seeded(3));
    expect(wordsIn(long)).toBe(250);
    expect(long.startsWith('Lorem ipsum dolor sit amet consectetur adipiscing elit ')).toBe(true);
  });

  it('uses only Latin placeholder words', () => {
    const text = generateLorem({ unit: 'paragraphs', count: 5, startWithLorem: false }, seeded(9));
    expect(text).toMatch(/^[A-Za-z ,.\n]+$/);
  });
});

describe('countError', () => {
  it('accepts whole numbers within the limits', () => {
    expect(countError('paragraphs', '1')).toBeUndefined();
    expect(countError('paragraphs', '50')).toBeUndefined();
    expect(countError('words', ' 10000 ')).toBeUndefined();
  });

  it('explains anything else', () => {
    expect(countError('paragraphs', '51')).toBe('Enter a whole number of paragraphs from 1 to 50.');
    expect(countError('sentences', '0')).toBe('Enter a whole number of sentences from 1 to 500.');
    expect(countError('words', '2.5')).toBe('Enter a whole number of words from 1 to 10,000.');
    expect(countError('words', '')).toBe('Enter a whole number of words from 1 to 10,000.');
    expect(countError('words', 'ten')).toBe('Enter a whole number of words from 1 to 10,000.');
  });
});

describe('seededRandom', () => {
  it('repeats its numbers for a seed, each in [0, 1), and differs between seeds', () => {
    const first = Array.from({ length: 5 }, seededRandom(2026));
    expect(Array.from({ length: 5 }, seededRandom(2026))).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Array.from({ length: 5 }, seededRandom(7))).not.toEqual(first);
  });
});
