import { toAsciiDigits } from '../../../shared/number-text.ts';
import {
  adToBs,
  BS_FIRST_AD_DATE,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsLastAdDate,
  bsToAd,
  isValidAdDate,
  isValidBsDate,
  type CalendarDate,
} from '../../../shared/calendar/bs-calendar.ts';
import { formatAd, formatBsEnglish } from '../../../shared/calendar/nepali-names.ts';

export interface DateFields {
  year: string;
  month: string;
  day: string;
}

export type DateField = keyof DateFields;

export const AD_FIRST_YEAR = BS_FIRST_YEAR - 57;
/** BS 2100 ends in April 2044 AD: the AD side takes every date the BS side can give. */
export const AD_LAST_YEAR = BS_LAST_YEAR - 56;

/** The form texts, word for word (docs/product.md#inputs-and-limits). */
export const DATE_MESSAGES = {
  missingTitle: 'Missing Date Components',
  missingNepali: 'Please fill in all Nepali date fields',
  missingEnglish: 'Please fill in all English date fields',
  errorTitle: 'Conversion Error',
  invalidNepali: 'Invalid Nepali date. Please check your input.',
  invalidEnglish: 'Invalid English date. Please check your input.',
  bsYearRange: `BS year should be in range of ${BS_FIRST_YEAR} to ${BS_LAST_YEAR}`,
  bsMonthRange: 'BS month should be in range of 1 to 12',
  bsDayRange: 'BS day should be in range of 1 to 32',
  adYearRange: `AD year should be in range of ${AD_FIRST_YEAR} to ${AD_LAST_YEAR}`,
  adMonthRange: 'AD month should be in range of 1 to 12',
  adDayRange: 'AD day should be in range of 1 to 31',
  beforeFirstDay: `AD dates before ${formatAd(BS_FIRST_AD_DATE)} (${formatBsEnglish({ year: BS_FIRST_YEAR, month: 1, day: 1 })} BS) cannot be converted`,
} as const;

/** Dates after the last day of 2100 BS (a day that follows the calendar table). */
export function afterLastDayMessage(): string {
  const last = bsLastAdDate();
  return `AD dates after ${formatAd(last)} (${formatBsEnglish(adToBs(last) ?? { year: BS_LAST_YEAR, month: 12, day: 30 })} BS) cannot be converted`;
}

export type DateCheck =
  | { ok: true; from: CalendarDate; to: CalendarDate }
  | { ok: false; title: string; message: string; field?: DateField };

function readWhole(text: string): number | undefined {
  const ascii = toAsciiDigits(text.trim());
  return /^\d{1,6}$/.test(ascii) ? Number(ascii) : undefined;
}

type Ranges = Record<DateField, { min: number; max: number; message: string }>;

function check(
  fields: DateFields,
  ranges: Ranges,
  missing: string,
  invalid: string,
): { ok: true; date: CalendarDate } | Extract<DateCheck, { ok: false }> {
  const order: DateField[] = ['year', 'month', 'day'];
  if (order.some((field) => fields[field].trim() === '')) {
    return { ok: false, title: DATE_MESSAGES.missingTitle, message: missing };
  }
  const values: Partial<Record<DateField, number>> = {};
  for (const field of order) {
    const value = readWhole(fields[field]);
    if (value === undefined) {
      return { ok: false, title: DATE_MESSAGES.errorTitle, message: invalid, field };
    }
    const range = ranges[field];
    if (value < range.min || value > range.max) {
      return { ok: false, title: DATE_MESSAGES.errorTitle, message: range.message, field };
    }
    values[field] = value;
  }
  return {
    ok: true,
    date: { year: values.year ?? 0, month: values.month ?? 0, day: values.day ?? 0 },
  };
}

/** Checks the Nepali form and converts it to the Gregorian date. */
export function checkNepaliDate(fields: DateFields): DateCheck {
  const result = check(
    fields,
    {
      year: { min: BS_FIRST_YEAR, max: BS_LAST_YEAR, message: DATE_MESSAGES.bsYearRange },
      month: { min: 1, max: 12, message: DATE_MESSAGES.bsMonthRange },
      day: { min: 1, max: 32, message: DATE_MESSAGES.bsDayRange },
    },
    DATE_MESSAGES.missingNepali,
    DATE_MESSAGES.invalidNepali,
  );
  if (!result.ok) return result;
  const to = isValidBsDate(result.date) ? bsToAd(result.date) : undefined;
  if (!to) {
    return {
      ok: false,
      title: DATE_MESSAGES.errorTitle,
      message: DATE_MESSAGES.invalidNepali,
      field: 'day',
    };
  }
  return { ok: true, from: result.date, to };
}

/** Checks the English form and converts it to the Bikram Sambat date. */
export function checkEnglishDate(fields: DateFields): DateCheck {
  const result = check(
    fields,
    {
      year: { min: AD_FIRST_YEAR, max: AD_LAST_YEAR, message: DATE_MESSAGES.adYearRange },
      month: { min: 1, max: 12, message: DATE_MESSAGES.adMonthRange },
      day: { min: 1, max: 31, message: DATE_MESSAGES.adDayRange },
    },
    DATE_MESSAGES.missingEnglish,
    DATE_MESSAGES.invalidEnglish,
  );
  if (!result.ok) return result;
  if (!isValidAdDate(result.date)) {
    return {
      ok: false,
      title: DATE_MESSAGES.errorTitle,
      message: DATE_MESSAGES.invalidEnglish,
      field: 'day',
    };
  }
  const to = adToBs(result.date);
  if (!to) {
    const early = result.date.year === AD_FIRST_YEAR;
    return {
      ok: false,
      title: DATE_MESSAGES.errorTitle,
      message: early ? DATE_MESSAGES.beforeFirstDay : afterLastDayMessage(),
      field: 'year',
    };
  }
  return { ok: true, from: result.date, to };
}

export function fieldsOf(date: CalendarDate): DateFields {
  return { year: String(date.year), month: String(date.month), day: String(date.day) };
}
