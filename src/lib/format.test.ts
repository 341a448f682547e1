import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatSeconds } from './format.ts';

describe('metric formatting', () => {
  it.each([
    [0, '0'],
    [87, '87'],
    [999, '999'],
    [1000, '1.0K'],
    [1247, '1.2K'],
    [235689, '235.7K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
    [12_345_678, '12.3M'],
  ])('shows %d as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('shows the average time with one decimal and s', () => {
    expect(formatSeconds(1.2)).toBe('1.2s');
    expect(formatSeconds(0)).toBe('0.0s');
    expect(formatSeconds(12.345)).toBe('12.3s');
    expect(formatSeconds(Number.NaN)).toBe('0.0s');
  });

  it('shows byte sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatBytes(-1)).toBe('0 B');
  });
});
