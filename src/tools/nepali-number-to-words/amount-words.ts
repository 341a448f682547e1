import { toAsciiDigits, toDevanagariDigits } from '../../../shared/number-text.ts';
import { ENGLISH_ONES, ENGLISH_TENS, NEPALI_NUMBER_NAMES } from './number-names.ts';

/** 99 kharab, 99 arab, 99 crore, 99 lakh, 99 thousand, 999 rupees: 99,99,99,99,99,999. */
export const MAX_RUPEES = 9_999_999_999_999;

/** An amount read from the visitor's text, in whole rupees and paisa (0 to 99). */
export interface Amount {
  rupees: number;
  paisa: number;
}

export type AmountReading = { ok: true; amount: Amount } | { ok: false; message: string };

/**
 * The Nepali (and Indian) place names above a hundred, largest first: each takes a two-digit
 * count, so 12,34,56,789 is 12 crore 34 lakh 56 thousand 7 hundred 89.
 */
const GROUPS = [
  { size: 100_000_000_000, ne: 'खरब', en: 'Kharab' },
  { size: 1_000_000_000, ne: 'अरब', en: 'Arab' },
  { size: 10_000_000, ne: 'करोड', en: 'Crore' },
  { size: 100_000, ne: 'लाख', en: 'Lakh' },
  { size: 1_000, ne: 'हजार', en: 'Thousand' },
] as const;

/** Digits with commas only where a western (1,234,567) or Nepali (12,34,567) grouping puts them. */
const RUPEES_PATTERN = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;

export const AMOUNT_MESSAGES = {
  empty: 'Type an amount, for example 12,34,567.50.',
  notNumber:
    'Write the amount with digits only (0-9 or ०-९), commas between groups and a point before the paisa, e.g. 12,34,567.50.',
  negative: 'An amount in words cannot be negative.',
  paisa: 'Paisa take at most two digits after the point (.01 to .99).',
  tooLarge: 'The largest amount is 99,99,99,99,99,999.99 (99 kharab and more).',
} as const;

/** Reads '12,34,567.5', '१२३४५६७.५०', 'Rs. 500' or 'रु. ५००' as rupees and paisa. */
export function readAmount(text: string): AmountReading {
  const cleaned = toAsciiDigits(text)
    .trim()
    .replace(/^(?:rs\.?|npr|रु\.?)\s*/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return { ok: false, message: AMOUNT_MESSAGES.empty };
  if (cleaned.startsWith('-')) return { ok: false, message: AMOUNT_MESSAGES.negative };
  if (!/\d/.test(cleaned)) return { ok: false, message: AMOUNT_MESSAGES.notNumber };
  const [whole = '', fraction, ...rest] = cleaned.replace(/^\+/, '').split('.');
  if (rest.length > 0) return { ok: false, message: AMOUNT_MESSAGES.notNumber };
  const wholeDigits = whole === '' && fraction !== undefined ? '0' : whole;
  if (!RUPEES_PATTERN.test(wholeDigits) || (fraction !== undefined && !/^\d*$/.test(fraction))) {
    return { ok: false, message: AMOUNT_MESSAGES.notNumber };
  }
  if (fraction !== undefined && fraction.length > 2) {
    return { ok: false, message: AMOUNT_MESSAGES.paisa };
  }
  const digits = wholeDigits.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 13 || Number(digits) > MAX_RUPEES) {
    return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  }
  const paisa = fraction ? Number(fraction.padEnd(2, '0')) : 0;
  return { ok: true, amount: { rupees: Number(digits), paisa } };
}

/** Splits whole rupees into [count, group] parts from kharab down to hundreds and the rest. */
function parts(rupees: number): { count: number; ne: string; en: string }[] {
  const result: { count: number; ne: string; en: string }[] = [];
  let rest = rupees;
  for (const group of GROUPS) {
    const count = Math.floor(rest / group.size);
    rest -= count * group.size;
    if (count > 0) result.push({ count, ne: group.ne, en: group.en });
  }
  const hundreds = Math.floor(rest / 100);
  if (hundreds > 0) result.push({ count: hundreds, ne: 'सय', en: 'Hundred' });
  if (rest % 100 > 0) result.push({ count: rest % 100, ne: '', en: '' });
  return result;
}

function englishBelowHundred(n: number): string {
  if (n < 20) return ENGLISH_ONES[n] ?? '';
  const ones = n % 10;
  const tens = ENGLISH_TENS[Math.floor(n / 10)] ?? '';
  return ones === 0 ? tens : `${tens} ${ENGLISH_ONES[ones] ?? ''}`;
}

/** A whole number up to 99 kharab in Nepali words: 1234 is 'एक हजार दुई सय चौंतीस'. */
export function nepaliWords(whole: number): string {
  if (whole === 0) return NEPALI_NUMBER_NAMES[0] ?? '';
  return parts(whole)
    .map(({ count, ne }) => [NEPALI_NUMBER_NAMES[count], ne].filter(Boolean).join(' '))
    .join(' ');
}

/** A whole number up to 99 kharab in English words with the Nepali grouping: 'One Lakh'. */
export function englishWords(whole: number): string {
  if (whole === 0) return ENGLISH_ONES[0] ?? '';
  return parts(whole)
    .map(({ count, en }) => [englishBelowHundred(count), en].filter(Boolean).join(' '))
    .join(' ');
}

/** Digits grouped the Nepali way: 1234567890 is '1,23,45,67,890'. */
export function groupNepali(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

export interface AmountInWords {
  /** 12,34,567.50 (no decimals when there are no paisa) */
  grouped: string;
  /** १२,३४,५६७.५० */
  groupedDevanagari: string;
  nepali: string;
  english: string;
  /** रु. … मात्र */
  chequeNepali: string;
  /** Rupees … only */
  chequeEnglish: string;
}

/** Every form the screen shows for one amount. */
export function amountInWords({ rupees, paisa }: Amount): AmountInWords {
  const grouped =
    paisa > 0 ? `${groupNepali(rupees)}.${String(paisa).padStart(2, '0')}` : groupNepali(rupees);
  const nepaliRupees = nepaliWords(rupees);
  const englishRupees = englishWords(rupees);
  const nepali =
    paisa > 0
      ? `${nepaliRupees} रुपैयाँ ${NEPALI_NUMBER_NAMES[paisa] ?? ''} पैसा`
      : `${nepaliRupees} रुपैयाँ`;
  const english =
    paisa > 0
      ? `${englishRupees} Rupees and ${englishBelowHundred(paisa)} Paisa`
      : `${englishRupees} Rupees`;
  const chequeNepali =
    paisa > 0
      ? `रु. ${nepaliRupees} र ${NEPALI_NUMBER_NAMES[paisa] ?? ''} पैसा मात्र`
      : `रु. ${nepaliRupees} मात्र`;
  const chequeEnglish =
    paisa > 0
      ? `Rupees ${englishRupees} and ${englishBelowHundred(paisa)} Paisa only`
      : `Rupees ${englishRupees} only`;
  return {
    grouped,
    groupedDevanagari: toDevanagariDigits(grouped),
    nepali,
    english,
    chequeNepali,
    chequeEnglish,
  };
}
