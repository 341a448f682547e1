import { describe, expect, it } from 'vitest';
import { pageNumberText, writtenNumber } from './page-number-text.ts';

describe('page number text', () => {
  it('fills {n} and {total}, every time they appear', () => {
    expect(pageNumberText('{n}', { n: 3, total: 10, digits: 'latin' })).toBe('3');
    expect(pageNumberText('Page {n} of {total}', { n: 3, total: 10, digits: 'latin' })).toBe(
      'Page 3 of 10',
    );
    expect(pageNumberText('{n}/{total} ({n})', { n: 7, total: 12, digits: 'latin' })).toBe(
      '7/12 (7)',
    );
    expect(pageNumberText('{N} {x}', { n: 1, total: 1, digits: 'latin' })).toBe('{N} {x}');
  });

  it('writes Devanagari digits when asked, the template’s own words untouched', () => {
    expect(writtenNumber(1209, 'devanagari')).toBe('१२०९');
    expect(writtenNumber(0, 'devanagari')).toBe('०');
    expect(writtenNumber(45, 'latin')).toBe('45');
    expect(pageNumberText('पृष्ठ {n} / {total}', { n: 2, total: 10, digits: 'devanagari' })).toBe(
      'पृष्ठ २ / १०',
    );
    expect(pageNumberText('Page 1: {n}', { n: 2, total: 2, digits: 'devanagari' })).toBe(
      'Page 1: २',
    );
  });
});
