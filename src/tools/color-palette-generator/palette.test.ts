import { describe, expect, it } from 'vitest';
import { formatHex, parseHex, type Rgb } from '../design-common/color.ts';
import { monochromeLightness, palette, type Scheme } from './palette.ts';

function rgb(hex: string): Rgb {
  const parsed = parseHex(hex);
  if (!parsed.ok) throw new Error(hex);
  const { r, g, b } = parsed.color;
  return { r, g, b };
}

const hexes = (base: string, scheme: Scheme) => palette(rgb(base), scheme).map((c) => formatHex(c));

describe('palette schemes from pure red', () => {
  // Hue turns of #ff0000 land on the known primaries and secondaries of the RGB wheel.
  it('complementary is cyan', () => {
    expect(hexes('#ff0000', 'complementary')).toEqual(['#ff0000', '#00ffff']);
  });

  it('triadic is red, green, blue', () => {
    expect(hexes('#ff0000', 'triadic')).toEqual(['#ff0000', '#00ff00', '#0000ff']);
  });

  it('tetradic turns by quarters', () => {
    expect(hexes('#ff0000', 'tetradic')).toEqual(['#ff0000', '#80ff00', '#00ffff', '#8000ff']);
  });

  it('analogous takes the neighbours at 15 and 30 degrees', () => {
    expect(hexes('#ff0000', 'analogous')).toEqual([
      '#ff0080',
      '#ff0040',
      '#ff0000',
      '#ff4000',
      '#ff8000',
    ]);
  });

  it('monochrome steps lightness by 15% around the base', () => {
    expect(hexes('#ff0000', 'monochrome')).toEqual([
      '#660000',
      '#b30000',
      '#ff0000',
      '#ff4d4d',
      '#ff9999',
    ]);
  });
});

describe('palette schemes from other bases', () => {
  it('keeps the base exact and first-of-wheel for #3498db', () => {
    const triadic = hexes('#3498db', 'triadic');
    expect(triadic[0]).toBe('#3498db');
    expect(triadic).toHaveLength(3);
    expect(hexes('#3498db', 'complementary')).toEqual(['#3498db', '#db7734']);
  });

  it('places a dark base inside the monochrome range', () => {
    // #1a0d00 has lightness about 5%: the steps start at 10% and the base takes the nearest slot.
    expect(monochromeLightness(5)).toEqual([10, 25, 40, 55, 70]);
    expect(hexes('#1a0d00', 'monochrome')[0]).toBe('#1a0d00');
    expect(monochromeLightness(97)).toEqual([30, 45, 60, 75, 90]);
    expect(monochromeLightness(53)).toEqual([23, 38, 53, 68, 83]);
  });

  it('gives greys a grey monochrome and wheel schemes of the same grey', () => {
    expect(hexes('#808080', 'complementary')).toEqual(['#808080', '#808080']);
    // #808080 is 50.196% light: the steps are 20.196%, 35.196%, ... (51.5 rounds to 0x34).
    expect(hexes('#808080', 'monochrome')).toEqual([
      '#343434',
      '#5a5a5a',
      '#808080',
      '#a6a6a6',
      '#cdcdcd',
    ]);
  });
});
