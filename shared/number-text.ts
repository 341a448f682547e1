/**
 * Reading and writing the numbers visitors type into converters. Commas are read as thousands
 * separators, in the western (1,234,567.5) or the Nepali and Indian (12,34,567.5) grouping;
 * a lone comma such as '1,5' is refused rather than silently read as 15. Devanagari digits are
 * accepted too.
 */

const DEVANAGARI_ZERO = 0x0966;

/** Replaces Devanagari digits (०-९) by ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Writes ASCII digits as Devanagari digits (for the Nepali date). */
export function toDevanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) =>
    String.fromCharCode(DEVANAGARI_ZERO + Number(digit)),
  );
}

const NUMBER_PATTERN =
  /^[+-]?(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})?(?:\.\d*)?(?:[eE][+-]?\d+)?$/;

/** The number a visitor typed, or null when it cannot be read as one (empty text included). */
export function parseNumber(text: string): number | null {
  const trimmed = toAsciiDigits(text.trim()).replace(/[\s\u00a0\u202f]/g, '');
  if (!/\d/.test(trimmed.replace(/[eE][+-]?\d+$/, ''))) return null;
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** Removes thousands separators from a shown result, so it can be typed back in. */
export function stripCommas(text: string): string {
  return text.replace(/,/g, '');
}

/** From here on, whole digits stop being readable: 1e15 and more are shown in scientific form. */
const LARGE = 1e15;

/** True when a formatted number shows only zeros (the value was too small for its decimals). */
function showsZero(formatted: string): boolean {
  return !/[1-9]/.test(formatted.replace(/e.*$/i, ''));
}

/** A very small or very large value in scientific form, e.g. 1.602177e-19, 2.246943e+25. */
function scientific(value: number): string {
  const [mantissa = '0', exponent = '0'] = value.toExponential(6).split('e');
  const trimmedMantissa = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  return `${trimmedMantissa}e${exponent.replace(/^\+/, '')}`;
}

/** How far from zero, relative to the conversion's own offset, a result is floating-point dust. */
const DUST = 1e-9;

/**
 * A converted value with the rounding dust of an offset taken away: when a conversion adds an
 * offset (273.15 for kelvin), a result that should be 0 comes out as -5.684342e-14, and is 0.
 * `offset` is what the conversion gives for 0; a conversion that only multiplies has none, so
 * its tiny results (1 eV is 1.602177e-19 J) are kept.
 */
export function withoutDust(value: number, offset: number): number {
  return Math.abs(value) <= DUST * Math.abs(offset) ? 0 : value;
}

function normaliseZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

/** Exactly `decimals` decimals (3 -> '1.341'); a non-zero value too small for them is shown in scientific form. */
export function formatFixed(value: number, decimals: number): string {
  const v = normaliseZero(value);
  if (Math.abs(v) >= LARGE) return scientific(v);
  const formatted = v.toFixed(decimals);
  return v !== 0 && showsZero(formatted) ? scientific(v) : formatted;
}

/** At most `decimals` decimals, without trailing zeros (5476.000000 -> '5476'). */
export function formatTrimmed(value: number, decimals: number): string {
  const v = normaliseZero(value);
  if (Math.abs(v) >= LARGE) return scientific(v);
  const fixed = v.toFixed(decimals);
  if (v !== 0 && showsZero(fixed)) return scientific(v);
  return fixed.includes('.') && !fixed.includes('e') ? fixed.replace(/\.?0+$/, '') : fixed;
}

// Made on first use: the first Intl formatter of a page loads locale data (tens of milliseconds).
let grouped: Intl.NumberFormat | undefined;

/** Locale grouping with the default precision of at most three decimals (3600000 -> '3,600,000'). */
export function formatGrouped(value: number): string {
  const v = normaliseZero(value);
  if (Math.abs(v) >= LARGE) return scientific(v);
  grouped ??= new Intl.NumberFormat('en-US');
  const formatted = grouped.format(v);
  return v !== 0 && showsZero(formatted) ? scientific(v) : formatted;
}
