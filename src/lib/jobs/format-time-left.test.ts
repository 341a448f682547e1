import { describe, expect, it } from 'vitest';
import { formatTimeLeft, ordinal } from './format-time-left.ts';

describe('formatTimeLeft', () => {
  it('says the time left in seconds, minutes or hours', () => {
    expect(formatTimeLeft(undefined)).toBeUndefined();
    expect(formatTimeLeft(1)).toBe('almost done');
    expect(formatTimeLeft(12.4)).toBe('about 12 s left');
    expect(formatTimeLeft(150)).toBe('about 3 min left');
    expect(formatTimeLeft(7200)).toBe('about 2 h left');
  });
});

describe('ordinal', () => {
  it('gives English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
