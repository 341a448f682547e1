import type { Locale } from '../../../i18n/index.ts';
import { toDevanagariDigits } from '../../../../shared/number-text.ts';

/** Where the visitor's choice is kept: 'on', 'off', or nothing (then the language decides). */
export const DEVANAGARI_DIGITS_STORAGE_KEY = 'devanagari-digits';

export type DigitsChoice = 'on' | 'off' | undefined;

export function parseDigitsChoice(stored: string | null | undefined): DigitsChoice {
  return stored === 'on' || stored === 'off' ? stored : undefined;
}

/** Devanagari digits when chosen; with no choice made, on in Nepali and off in English. */
export function wantsDevanagariDigits(choice: DigitsChoice, locale: Locale): boolean {
  return choice === undefined ? locale === 'ne' : choice === 'on';
}

/** An output text with its digits as the setting asks (the formatter is number-text's, only). */
export function showDigits(text: string | number, devanagari: boolean): string {
  return devanagari ? toDevanagariDigits(text) : String(text);
}
