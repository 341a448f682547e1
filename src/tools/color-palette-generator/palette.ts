import { clamp, hslToRgb, rgbToHsl, type Rgb } from '../design-common/color.ts';
import { paletteMessages } from './messages.ts';

export const SCHEMES = [
  { value: 'analogous', label: 'Analogous' },
  { value: 'complementary', label: 'Complementary' },
  { value: 'triadic', label: 'Triadic' },
  { value: 'tetradic', label: 'Tetradic' },
  { value: 'monochrome', label: 'Monochrome' },
] as const;

export type Scheme = (typeof SCHEMES)[number]['value'];

/** The hue turns of each colour-wheel scheme, in degrees from the base colour. */
export const HUE_OFFSETS: Record<Exclude<Scheme, 'monochrome'>, readonly number[]> = {
  analogous: [-30, -15, 0, 15, 30],
  complementary: [0, 180],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
};

export const SCHEME_NOTES: Record<Scheme, string> = paletteMessages.en.notes;

const MONO_STEP = 15;
const MONO_COUNT = 5;
const MONO_MIN = 10;
const MONO_MAX = 90;

/**
 * Monochrome lightness levels: five steps of 15% that include the base's lightness when they can,
 * kept between 10% and 90% so none is plain black or white.
 */
export function monochromeLightness(l: number): number[] {
  const span = MONO_STEP * (MONO_COUNT - 1);
  const start = clamp(l - 2 * MONO_STEP, MONO_MIN, MONO_MAX - span);
  return Array.from({ length: MONO_COUNT }, (_, i) => start + i * MONO_STEP);
}

/** The palette of a scheme, base colour included and exact; others rounded to whole channels. */
export function palette(base: Rgb, scheme: Scheme): Rgb[] {
  const hsl = rgbToHsl(base);
  if (scheme === 'monochrome') {
    const levels = monochromeLightness(hsl.l);
    // The level nearest the base's own lightness is the base itself, unrounded.
    let nearest = 0;
    levels.forEach((level, i) => {
      if (Math.abs(level - hsl.l) < Math.abs((levels[nearest] ?? 0) - hsl.l)) nearest = i;
    });
    return levels.map((l, i) => (i === nearest ? { ...base } : hslToRgb({ ...hsl, l })));
  }
  return HUE_OFFSETS[scheme].map((offset) =>
    offset === 0 ? { ...base } : hslToRgb({ ...hsl, h: hsl.h + offset }),
  );
}
