import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  cssColor,
  formatAlpha,
  formatHex,
  formatHsl,
  formatRgb,
  HEX_MESSAGES,
  hexToHsl,
  hslToRgb,
  normalizeHue,
  parseHex,
  parseSixDigitHex,
  randomHex,
  randomStep,
  readableTextColor,
  relativeLuminance,
  rgbToHsl,
} from './color.ts';

describe('parseHex (3, 6 or 8 digits)', () => {
  it('reads six digits with or without #, in any case, around spaces', () => {
    expect(parseHex('#3498db')).toEqual({ ok: true, color: { r: 52, g: 152, b: 219, a: 1 } });
    expect(parseHex('3498DB')).toEqual({ ok: true, color: { r: 52, g: 152, b: 219, a: 1 } });
    expect(parseHex('  #FFFFFF ')).toEqual({ ok: true, color: { r: 255, g: 255, b: 255, a: 1 } });
  });

  it('doubles each digit of the three-digit form', () => {
    expect(parseHex('#f80')).toEqual({ ok: true, color: { r: 255, g: 136, b: 0, a: 1 } });
    expect(parseHex('abc')).toEqual({ ok: true, color: { r: 170, g: 187, b: 204, a: 1 } });
  });

  it('reads the last two of eight digits as alpha', () => {
    expect(parseHex('#3498db80')).toEqual({
      ok: true,
      color: { r: 52, g: 152, b: 219, a: 128 / 255 },
    });
    expect(parseHex('#00000000')).toEqual({ ok: true, color: { r: 0, g: 0, b: 0, a: 0 } });
    expect(parseHex('#000000ff')).toEqual({ ok: true, color: { r: 0, g: 0, b: 0, a: 1 } });
  });

  it('says what is wrong with bad input', () => {
    expect(parseHex('')).toEqual({ ok: false, error: HEX_MESSAGES.empty });
    expect(parseHex('#')).toEqual({ ok: false, error: HEX_MESSAGES.empty });
    expect(parseHex('#12345g')).toEqual({ ok: false, error: HEX_MESSAGES.characters });
    expect(parseHex('rgb(1,2,3)')).toEqual({ ok: false, error: HEX_MESSAGES.characters });
    expect(parseHex('#1234')).toEqual({ ok: false, error: HEX_MESSAGES.lengths });
    expect(parseHex('#12345')).toEqual({ ok: false, error: HEX_MESSAGES.lengths });
    expect(parseHex('#1234567')).toEqual({ ok: false, error: HEX_MESSAGES.lengths });
    expect(parseHex('#123456789')).toEqual({ ok: false, error: HEX_MESSAGES.lengths });
  });
});

describe('parseSixDigitHex (the colour picker)', () => {
  it('needs exactly six digits', () => {
    expect(parseSixDigitHex('#2980b9')).toEqual({
      ok: true,
      color: { r: 41, g: 128, b: 185, a: 1 },
    });
    expect(parseSixDigitHex('#fff')).toEqual({ ok: false, error: HEX_MESSAGES.sixDigits });
    expect(parseSixDigitHex('#2980b9ff')).toEqual({ ok: false, error: HEX_MESSAGES.sixDigits });
    expect(parseSixDigitHex('#2980bz')).toEqual({ ok: false, error: HEX_MESSAGES.characters });
    expect(parseSixDigitHex(' ')).toEqual({ ok: false, error: HEX_MESSAGES.empty });
  });
});

describe('formatting', () => {
  it('writes hex in lower case, with alpha only when below 1', () => {
    expect(formatHex({ r: 52, g: 152, b: 219 })).toBe('#3498db');
    expect(formatHex({ r: 52, g: 152, b: 219, a: 1 })).toBe('#3498db');
    expect(formatHex({ r: 52, g: 152, b: 219, a: 0.5 })).toBe('#3498db80');
    expect(formatHex({ r: 0, g: 0, b: 0, a: 0 })).toBe('#00000000');
  });

  it('writes rgb() and rgba()', () => {
    expect(formatRgb({ r: 52, g: 152, b: 219 })).toBe('rgb(52, 152, 219)');
    expect(formatRgb({ r: 52, g: 152, b: 219, a: 0.5 })).toBe('rgba(52, 152, 219, 0.5)');
    expect(formatRgb({ r: 0, g: 0, b: 0, a: 128 / 255 })).toBe('rgba(0, 0, 0, 0.502)');
  });

  it('writes whole-number hsl() and hsla()', () => {
    expect(formatHsl({ h: 204.07, s: 69.87, l: 53.14 })).toBe('hsl(204, 70%, 53%)');
    expect(formatHsl({ h: 359.6, s: 100, l: 50 })).toBe('hsl(0, 100%, 50%)');
    expect(formatHsl({ h: 270, s: 50, l: 40 }, 0.25)).toBe('hsla(270, 50%, 40%, 0.25)');
  });

  it('keeps every 8-digit alpha through its three-decimal text', () => {
    for (let alpha = 0; alpha <= 255; alpha++) {
      const text = formatAlpha(alpha / 255);
      expect(Math.round(Number(text) * 255)).toBe(alpha);
    }
  });

  it('gives a CSS colour with opacity', () => {
    expect(cssColor('#000000', 100)).toBe('#000000');
    expect(cssColor('#000000', 35)).toBe('rgba(0, 0, 0, 0.35)');
    expect(cssColor('#FF6B6B', 0)).toBe('rgba(255, 107, 107, 0)');
  });
});

describe('RGB and HSL', () => {
  // Known values: CSS named colours and their published HSL (CSS Color 4).
  it('converts known colours to HSL', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 255, b: 255 })).toEqual({ h: 180, s: 100, l: 50 });
    // rebeccapurple #663399 is hsl(270, 50%, 40%) exactly.
    const purple = rgbToHsl({ r: 102, g: 51, b: 153 });
    expect(purple.h).toBeCloseTo(270, 9);
    expect(purple.s).toBeCloseTo(50, 9);
    expect(purple.l).toBeCloseTo(40, 9);
    // Greys have no hue or saturation.
    const grey = rgbToHsl({ r: 128, g: 128, b: 128 });
    expect(grey.h).toBe(0);
    expect(grey.s).toBe(0);
    expect(grey.l).toBeCloseTo(50.196, 3);
    expect(formatHsl(hexToHsl('#3498db'))).toBe('hsl(204, 70%, 53%)');
    expect(formatHsl(hexToHsl('#ff7f50'))).toBe('hsl(16, 100%, 66%)'); // coral
    expect(formatHsl(hexToHsl('#daa520'))).toBe('hsl(43, 74%, 49%)'); // goldenrod
  });

  it('converts known HSL values to RGB', () => {
    expect(hslToRgb({ h: 270, s: 50, l: 40 })).toEqual({ r: 102, g: 51, b: 153 });
    expect(hslToRgb({ h: 120, s: 100, l: 25 })).toEqual({ r: 0, g: 128, b: 0 }); // green
    expect(hslToRgb({ h: 0, s: 0, l: 100 })).toEqual({ r: 255, g: 255, b: 255 });
    expect(hslToRgb({ h: 0, s: 0, l: 0 })).toEqual({ r: 0, g: 0, b: 0 });
    expect(hslToRgb({ h: 240, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 });
    expect(hslToRgb({ h: 360, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 0 });
    expect(hslToRgb({ h: -120, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 });
    expect(hslToRgb({ h: 204, s: 70, l: 53 })).toEqual({ r: 51, g: 152, b: 219 });
  });

  it('round-trips every colour of a 16-level grid exactly through unrounded HSL', () => {
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          expect(hslToRgb(rgbToHsl({ r, g, b }))).toEqual({ r, g, b });
        }
      }
    }
  });

  it('folds hues into 0 to 360', () => {
    expect(normalizeHue(370)).toBe(10);
    expect(normalizeHue(-30)).toBe(330);
    expect(normalizeHue(360)).toBe(0);
  });
});

describe('contrast', () => {
  it('matches the WCAG figures', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBe(21);
    // #777777 on white is the well-known 4.48:1.
    expect(contrastRatio({ r: 119, g: 119, b: 119 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(
      4.48,
      2,
    );
  });

  it('picks black or white text, whichever reads better', () => {
    expect(readableTextColor({ r: 255, g: 255, b: 255 })).toBe('#000000');
    expect(readableTextColor({ r: 29, g: 78, b: 216 })).toBe('#ffffff');
    expect(readableTextColor({ r: 255, g: 107, b: 107 })).toBe('#000000');
  });
});

describe('random values', () => {
  it('spans the whole range', () => {
    expect(randomHex(() => 0)).toBe('#000000');
    expect(randomHex(() => 0.999999)).toBe('#ffffff');
    expect(randomStep(50, 400, 10, () => 0)).toBe(50);
    expect(randomStep(50, 400, 10, () => 0.999999)).toBe(400);
    expect(randomStep(0, 360, 1, () => 0.5)).toBe(180);
  });
});
