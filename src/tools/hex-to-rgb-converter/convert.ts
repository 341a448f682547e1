import {
  formatAlpha,
  formatHex,
  formatHsl,
  formatRgb,
  hslToRgb,
  rgbToHsl,
  type Hsl,
  type Rgba,
} from '../design-common/color.ts';
import { designMessages, type DesignWords } from '../design-common/messages.ts';
import { parseBoundedNumber, type NumberRule } from '../design-common/number.ts';
import { hexToRgbMessages, type FieldNames } from './messages.ts';

/** The field names and number messages the parsers write their errors in (English by default). */
export interface FieldWords {
  names: FieldNames;
  number: DesignWords['number'];
}

const ENGLISH: FieldWords = { names: hexToRgbMessages.en.names, number: designMessages.en.number };

/** A colour as the converter holds it: the HSL is the visitor's own when they typed HSL. */
export interface ConverterColor {
  rgba: Rgba;
  hsl: Hsl;
}

export interface RgbFields {
  r: string;
  g: string;
  b: string;
  a: string;
}

export interface HslFields {
  h: string;
  s: string;
  l: string;
}

export type Parsed<K extends string> =
  { ok: true; color: ConverterColor } | { ok: false; errors: Partial<Record<K, string>> };

type Bounds = Omit<NumberRule, 'label'>;

const RGB_RULES: Record<keyof RgbFields, Bounds> = {
  r: { min: 0, max: 255, step: 1 },
  g: { min: 0, max: 255, step: 1 },
  b: { min: 0, max: 255, step: 1 },
  a: { min: 0, max: 1 },
};

const HSL_RULES: Record<keyof HslFields, Bounds> = {
  h: { min: 0, max: 360 },
  s: { min: 0, max: 100 },
  l: { min: 0, max: 100 },
};

function parseAll<K extends keyof FieldNames>(
  fields: Record<K, string>,
  rules: Record<K, Bounds>,
  words: FieldWords,
): { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const rule = { ...rules[key], label: words.names[key] };
    const result = parseBoundedNumber(fields[key], rule, words.number);
    if (result.ok) values[key] = result.value;
    else errors[key] = result.error;
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors };
}

export function colorFromRgba(rgba: Rgba): ConverterColor {
  return { rgba, hsl: rgbToHsl(rgba) };
}

/** Red, green, blue (whole numbers 0 to 255) and alpha (0 to 1). */
export function parseRgbFields(
  fields: RgbFields,
  words: FieldWords = ENGLISH,
): Parsed<keyof RgbFields> {
  const parsed = parseAll(fields, RGB_RULES, words);
  if (!parsed.ok) return parsed;
  const { r, g, b, a } = parsed.values;
  return { ok: true, color: colorFromRgba({ r, g, b, a }) };
}

/** Hue (0 to 360 degrees), saturation and lightness (0 to 100 %), with the alpha already held. */
export function parseHslFields(
  fields: HslFields,
  alpha: number,
  words: FieldWords = ENGLISH,
): Parsed<keyof HslFields> {
  const parsed = parseAll(fields, HSL_RULES, words);
  if (!parsed.ok) return parsed;
  const hsl = { h: parsed.values.h % 360, s: parsed.values.s, l: parsed.values.l };
  return { ok: true, color: { rgba: { ...hslToRgb(hsl), a: alpha }, hsl } };
}

export function rgbFields({ rgba }: ConverterColor): RgbFields {
  return { r: String(rgba.r), g: String(rgba.g), b: String(rgba.b), a: formatAlpha(rgba.a) };
}

/** HSL shown as whole numbers, as in the hsl() result. */
export function hslFields({ hsl }: ConverterColor): HslFields {
  return {
    h: String(Math.round(hsl.h) % 360),
    s: String(Math.round(hsl.s)),
    l: String(Math.round(hsl.l)),
  };
}

export interface ColorNotations {
  hex: string;
  rgb: string;
  hsl: string;
}

/** The three results to copy: hex (8 digits with alpha), rgb()/rgba(), hsl()/hsla(). */
export function notations(color: ConverterColor): ColorNotations {
  return {
    hex: formatHex(color.rgba),
    rgb: formatRgb(color.rgba),
    hsl: formatHsl(color.hsl, color.rgba.a),
  };
}
