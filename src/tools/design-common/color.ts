/**
 * Colour maths shared by the design tools: hex parsing, RGB and HSL conversions, CSS notations
 * and the contrast of text on a colour. Pure functions only.
 */

import { designMessages } from './messages.ts';

/** Red, green and blue as whole numbers 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** RGB plus alpha from 0 (transparent) to 1 (opaque). */
export interface Rgba extends Rgb {
  a: number;
}

/** Hue in degrees [0, 360), saturation and lightness in percent [0, 100]. Not rounded. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export type ColorResult = { ok: true; color: Rgba } | { ok: false; error: string };

const HEX_DIGITS = /^[0-9a-f]*$/i;

/** The hex parsers' messages in English; screens show them with `knownMessage`. */
export const HEX_MESSAGES = designMessages.en.hex;

function hexBody(input: string): { ok: true; body: string } | { ok: false; error: string } {
  const trimmed = input.trim();
  const body = trimmed.startsWith('#') ? trimmed.slice(1) : trimmed;
  if (body === '') return { ok: false, error: HEX_MESSAGES.empty };
  if (!HEX_DIGITS.test(body)) return { ok: false, error: HEX_MESSAGES.characters };
  return { ok: true, body: body.toLowerCase() };
}

function byte(hex: string, index: number): number {
  return Number.parseInt(hex.slice(index, index + 2), 16);
}

/** A hex colour of exactly six digits (the colour picker's rule), with or without '#'. */
export function parseSixDigitHex(input: string): ColorResult {
  const parsed = hexBody(input);
  if (!parsed.ok) return parsed;
  if (parsed.body.length !== 6) return { ok: false, error: HEX_MESSAGES.sixDigits };
  const h = parsed.body;
  return { ok: true, color: { r: byte(h, 0), g: byte(h, 2), b: byte(h, 4), a: 1 } };
}

/** A hex colour of 3 (#rgb), 6 (#rrggbb) or 8 (#rrggbbaa) digits, with or without '#'. */
export function parseHex(input: string): ColorResult {
  const parsed = hexBody(input);
  if (!parsed.ok) return parsed;
  let h = parsed.body;
  if (h.length === 3) h = [...h].map((digit) => digit + digit).join('');
  if (h.length !== 6 && h.length !== 8) return { ok: false, error: HEX_MESSAGES.lengths };
  const a = h.length === 8 ? byte(h, 6) / 255 : 1;
  return { ok: true, color: { r: byte(h, 0), g: byte(h, 2), b: byte(h, 4), a } };
}

/** True for '#rrggbb' exactly as the design tools store colours. */
export function isSixDigitHex(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

function hexByte(value: number): string {
  return Math.round(clamp(value, 0, 255))
    .toString(16)
    .padStart(2, '0');
}

/** '#rrggbb', lower case; with alpha below 1 it becomes '#rrggbbaa'. */
export function formatHex(color: Rgb | Rgba): string {
  const base = `#${hexByte(color.r)}${hexByte(color.g)}${hexByte(color.b)}`;
  const a = 'a' in color ? color.a : 1;
  return a < 1 ? `${base}${hexByte(a * 255)}` : base;
}

/** Alpha with at most three decimals: enough for every 8-digit hex alpha to come back the same. */
export function formatAlpha(a: number): string {
  return String(Math.round(clamp(a, 0, 1) * 1000) / 1000);
}

/** 'rgb(52, 152, 219)', or 'rgba(52, 152, 219, 0.5)' when alpha is below 1. */
export function formatRgb(color: Rgb | Rgba): string {
  const a = 'a' in color ? color.a : 1;
  const channels = `${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}`;
  return a < 1 ? `rgba(${channels}, ${formatAlpha(a)})` : `rgb(${channels})`;
}

/** Whole-number HSL: 'hsl(204, 70%, 53%)', or 'hsla(204, 70%, 53%, 0.5)' when alpha is below 1. */
export function formatHsl(hsl: Hsl, a = 1): string {
  const parts = `${Math.round(hsl.h) % 360}, ${Math.round(hsl.s)}%, ${Math.round(hsl.l)}%`;
  return a < 1 ? `hsla(${parts}, ${formatAlpha(a)})` : `hsl(${parts})`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Any hue in degrees folded into [0, 360). */
export function normalizeHue(h: number): number {
  const folded = h % 360;
  return folded < 0 ? folded + 360 : folded;
}

/** The standard RGB to HSL conversion (CSS Color 4), unrounded. Greys get hue 0. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: l * 100 };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / delta) % 6;
  else if (max === gn) h = (bn - rn) / delta + 2;
  else h = (rn - gn) / delta + 4;
  return { h: normalizeHue(h * 60), s: s * 100, l: l * 100 };
}

/**
 * HSL to RGB rounded to whole channels. The tiny epsilon keeps exact halves (127.5) rounding up
 * even when floating point lands a hair below them.
 */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = clamp(s, 0, 100) / 100;
  const ln = clamp(l, 0, 100) / 100;
  const hue = normalizeHue(h);
  const chroma = (1 - Math.abs(2 * ln - 1)) * sn;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = ln - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] =
    sector === 0
      ? [chroma, x, 0]
      : sector === 1
        ? [x, chroma, 0]
        : sector === 2
          ? [0, chroma, x]
          : sector === 3
            ? [0, x, chroma]
            : sector === 4
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const channel = (value: number) => clamp(Math.round((value + m) * 255 + 1e-9), 0, 255);
  return { r: channel(r1), g: channel(g1), b: channel(b1) };
}

/** A six-digit hex colour's HSL, for convenience. */
export function hexToHsl(hex: string): Hsl {
  const parsed = parseHex(hex);
  if (!parsed.ok) throw new Error(`Not a hex colour: ${hex}`);
  return rgbToHsl(parsed.color);
}

/** Parses a hex colour the tools themselves stored (always valid); throws otherwise. */
export function hexToRgba(hex: string): Rgba {
  const parsed = parseHex(hex);
  if (!parsed.ok) throw new Error(`Not a hex colour: ${hex}`);
  return parsed.color;
}

/** A stored hex colour with an opacity in percent: the hex itself when opaque, else rgba(). */
export function cssColor(hex: string, opacityPercent = 100): string {
  if (opacityPercent >= 100) return hex.toLowerCase();
  return formatRgb({ ...hexToRgba(hex), a: clamp(opacityPercent, 0, 100) / 100 });
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** Black or white, whichever reads better on the colour (always at least 4.5:1). */
export function readableTextColor(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE)
    ? '#000000'
    : '#ffffff';
}

/** A random opaque colour as '#rrggbb'; `random` returns numbers in [0, 1). */
export function randomHex(random: () => number = Math.random): string {
  const channel = () => Math.floor(random() * 256);
  return formatHex({ r: channel(), g: channel(), b: channel() });
}

/** A whole number in [min, max] on the given step, for random settings. */
export function randomStep(
  min: number,
  max: number,
  step = 1,
  random: () => number = Math.random,
): number {
  const steps = Math.floor((max - min) / step);
  return min + Math.floor(random() * (steps + 1)) * step;
}
