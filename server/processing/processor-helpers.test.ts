import { describe, expect, it } from 'vitest';
import { gifFrameSize } from './image/images-to-gif.ts';
import { pageSize } from './pdf/images-to-pdf.ts';
import { pageEntryName, pixels, renderScale } from './pdf/pdf-to-images.ts';

describe('gifFrameSize', () => {
  it('keeps small images and scales big ones to 800 on the longest side', () => {
    expect(gifFrameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(gifFrameSize(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(gifFrameSize(1000, 4000)).toEqual({ width: 200, height: 800 });
  });
});

describe('pageSize', () => {
  it('gives a page the image shape at 96 dpi', () => {
    expect(pageSize(800, 600)).toEqual({ width: 600, height: 450 });
  });
  it('stays within the PDF page limits', () => {
    expect(pageSize(40_000, 20_000)).toEqual({ width: 14_400, height: 7_200 });
    const tiny = pageSize(2, 1);
    expect(tiny.height).toBe(3);
    expect(tiny.width).toBe(6);
  });
});

describe('renderScale', () => {
  it('renders at 150 dpi', () => {
    expect(renderScale(595, 842)).toBeCloseTo(150 / 72);
  });
  it('lowers the resolution of huge pages', () => {
    const scale = renderScale(14_400, 14_400);
    expect(14_400 * scale).toBeLessThanOrEqual(12_000);
    expect((14_400 * scale) ** 2).toBeLessThanOrEqual(40_000_000 + 1);
  });
});

describe('pixels and page names', () => {
  it('rounds up lengths ignoring floating-point dust', () => {
    expect(pixels(1650.0000001)).toBe(1650);
    expect(pixels(1239.58)).toBe(1240);
  });
  it('numbers pages so they sort', () => {
    expect(pageEntryName(7, 12)).toBe('page-007.png');
    expect(pageEntryName(1234, 2000)).toBe('page-1234.png');
  });
});
