import { describe, expect, it } from 'vitest';
import { resizedSize, resizeImageParameters } from './resize-image.ts';

const source = { width: 400, height: 200 };
const size = (input: object) => {
  const { width, height, crop } = resizedSize(source, resizeImageParameters.parse(input));
  return [width, height, crop];
};

describe('resizedSize', () => {
  it('follows the aspect ratio when one side is given', () => {
    expect(size({ width: 200 })).toEqual([200, 100, false]);
    expect(size({ height: 50 })).toEqual([100, 50, false]);
  });

  it('scales by a percentage', () => {
    expect(size({ percent: 25 })).toEqual([100, 50, false]);
    expect(size({ percent: 0.1 })).toEqual([1, 1, false]);
  });

  it('fits inside for contain, fills exactly with a crop for cover, stretches for fill', () => {
    expect(size({ width: 100, height: 100, fit: 'contain' })).toEqual([100, 50, false]);
    expect(size({ width: 100, height: 100, fit: 'cover' })).toEqual([100, 100, true]);
    expect(size({ width: 100, height: 100, fit: 'fill' })).toEqual([100, 100, false]);
  });

  it('never enlarges unless allowed', () => {
    expect(size({ width: 800 })).toEqual([400, 200, false]);
    expect(size({ percent: 150 })).toEqual([400, 200, false]);
    expect(size({ width: 800, height: 800, fit: 'contain' })).toEqual([400, 200, false]);
    expect(size({ width: 600, height: 100, fit: 'fill' })).toEqual([400, 100, false]);
    // A cover box larger than the image keeps its square shape at the largest size that fits.
    expect(size({ width: 400, height: 400, fit: 'cover' })).toEqual([200, 200, true]);
    expect(size({ width: 800, allowUpscale: true })).toEqual([800, 400, false]);
    expect(size({ percent: 150, allowUpscale: true })).toEqual([600, 300, false]);
    expect(size({ width: 400, height: 400, fit: 'cover', allowUpscale: true })).toEqual([
      400,
      400,
      true,
    ]);
  });

  it('refuses a request with no size, or with both pixels and a percentage', () => {
    expect(resizeImageParameters.safeParse({}).success).toBe(false);
    expect(resizeImageParameters.safeParse({ width: 10, percent: 50 }).success).toBe(false);
    expect(resizeImageParameters.safeParse({ width: 0 }).success).toBe(false);
    expect(resizeImageParameters.safeParse({ width: 10.5 }).success).toBe(false);
  });
});
