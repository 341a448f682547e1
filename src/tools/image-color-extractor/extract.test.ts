import { describe, expect, it } from 'vitest';
import { formatHex } from '../design-common/color.ts';
import { dominantColors, formatShare } from './extract.ts';

/** Builds RGBA pixels from runs of [count, r, g, b, a?]. */
function pixels(...runs: [number, number, number, number, number?][]): Uint8ClampedArray {
  const total = runs.reduce((n, [count]) => n + count, 0);
  const data = new Uint8ClampedArray(total * 4);
  let offset = 0;
  for (const [count, r, g, b, a = 255] of runs) {
    for (let i = 0; i < count; i++) {
      data.set([r, g, b, a], offset);
      offset += 4;
    }
  }
  return data;
}

const summary = (result: ReturnType<typeof dominantColors>) =>
  result.map(({ color, share }) => [formatHex(color), Math.round(share * 1000) / 10]);

describe('dominantColors', () => {
  it('finds three flat colours with their shares, largest first', () => {
    const image = pixels([300, 0, 0, 255], [600, 255, 0, 0], [100, 0, 200, 0]);
    expect(summary(dominantColors(image, 3))).toEqual([
      ['#ff0000', 60],
      ['#0000ff', 30],
      ['#00c800', 10],
    ]);
  });

  it('never invents more colours than the image has', () => {
    const image = pixels([50, 10, 20, 30], [50, 240, 230, 220]);
    expect(summary(dominantColors(image, 8))).toEqual([
      ['#0a141e', 50],
      ['#f0e6dc', 50],
    ]);
  });

  it('averages the real pixels of a colour group', () => {
    // Two shades of one red that fall in the same histogram cell average to their mean.
    const image = pixels([50, 248, 0, 0], [50, 250, 2, 4]);
    expect(summary(dominantColors(image, 1))).toEqual([['#f90102', 100]]);
  });

  it('merges close shades and keeps a small distinct colour apart', () => {
    // 90% shades of blue around #2060c0, 10% orange: two colours asked for, two groups found.
    const image = pixels(
      [300, 32, 96, 192],
      [300, 36, 100, 196],
      [300, 28, 92, 188],
      [100, 255, 140, 0],
    );
    expect(summary(dominantColors(image, 2))).toEqual([
      ['#2060c0', 90],
      ['#ff8c00', 10],
    ]);
  });

  it('merges near-identical shades that land in neighbouring cells', () => {
    // 0x26/0x46/0x53 and 0x26/0x48/0x52 sit in different 5-bit cells but look the same.
    const image = pixels([300, 38, 70, 83], [3, 38, 72, 82], [100, 244, 162, 97]);
    expect(summary(dominantColors(image, 6))).toEqual([
      ['#264653', 75.2],
      ['#f4a261', 24.8],
    ]);
  });

  it('ignores transparent pixels', () => {
    const image = pixels([900, 255, 255, 255, 0], [100, 18, 52, 86, 255]);
    expect(summary(dominantColors(image, 4))).toEqual([['#123456', 100]]);
  });

  it('returns nothing for an empty or fully transparent image', () => {
    expect(dominantColors(new Uint8ClampedArray(0), 5)).toEqual([]);
    expect(dominantColors(pixels([10, 0, 0, 0, 0]), 5)).toEqual([]);
  });

  it('splits a smooth gradient into the asked number of bands with shares summing to 1', () => {
    const runs: [number, number, number, number][] = [];
    for (let v = 0; v < 256; v++) runs.push([4, v, v, v]);
    const result = dominantColors(pixels(...runs), 6);
    expect(result).toHaveLength(6);
    expect(result.reduce((n, c) => n + c.share, 0)).toBeCloseTo(1, 10);
    for (const { color } of result) {
      expect(color.r).toBe(color.g);
      expect(color.g).toBe(color.b);
    }
  });
});

describe('formatShare', () => {
  it('rounds to whole percent, marking traces', () => {
    expect(formatShare(0.6)).toBe('60%');
    expect(formatShare(0.004)).toBe('<1%');
    expect(formatShare(0)).toBe('0%');
  });
});
