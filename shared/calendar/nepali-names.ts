import { toDevanagariDigits } from '../number-text.ts';
import type { CalendarDate } from './bs-calendar.ts';

/** Bikram Sambat month names, in English and in Nepali, Baisakh first. */
export const BS_MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Ashadh',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

export const BS_MONTHS_NE = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

export const AD_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Day names, Sunday first. */
export const WEEKDAYS_EN = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const WEEKDAYS_NE = [
  'आइतबार',
  'सोमबार',
  'मङ्गलबार',
  'बुधबार',
  'बिहीबार',
  'शुक्रबार',
  'शनिबार',
] as const;

/** '5 Mangsir 2083' */
export function formatBsEnglish(date: CalendarDate): string {
  return `${date.day} ${BS_MONTHS_EN[date.month - 1] ?? ''} ${date.year}`;
}

/** '२०८३ मंसिर ५', the way a Nepali calendar writes it. */
export function formatBsNepali(date: CalendarDate): string {
  return `${toDevanagariDigits(date.year)} ${BS_MONTHS_NE[date.month - 1] ?? ''} ${toDevanagariDigits(date.day)}`;
}

/** '21 November 2026' */
export function formatAd(date: CalendarDate): string {
  return `${date.day} ${AD_MONTHS[date.month - 1] ?? ''} ${date.year}`;
}
