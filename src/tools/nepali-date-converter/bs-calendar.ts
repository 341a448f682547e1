import {
  BS_EPOCH_DAY,
  BS_FIRST_YEAR,
  BS_LAST_PUBLISHED_YEAR,
  BS_LAST_YEAR,
  BS_MONTH_LENGTHS,
} from './bs-month-lengths.ts';

export { BS_FIRST_YEAR, BS_LAST_PUBLISHED_YEAR, BS_LAST_YEAR };

/** A calendar date; `month` runs from 1 (Baisakh or January) to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** Day number (days since 1 January 1970 AD) of 1 Baisakh of every year, plus the day after 2100. */
const yearStartDays: readonly number[] = BS_MONTH_LENGTHS.reduce<number[]>(
  (starts, months) => {
    starts.push((starts.at(-1) ?? BS_EPOCH_DAY) + months.reduce((sum, days) => sum + days, 0));
    return starts;
  },
  [BS_EPOCH_DAY],
);

function monthsOf(year: number): readonly number[] | undefined {
  return Number.isInteger(year) ? BS_MONTH_LENGTHS[year - BS_FIRST_YEAR] : undefined;
}

/** Days in a Bikram Sambat month, or undefined outside 1970 to 2100. */
export function daysInBsMonth(year: number, month: number): number | undefined {
  return monthsOf(year)?.[month - 1];
}

export function isValidBsDate(date: CalendarDate): boolean {
  const days = daysInBsMonth(date.year, date.month);
  return days !== undefined && Number.isInteger(date.day) && date.day >= 1 && date.day <= days;
}

/** Whether the official calendar of a BS year is not published yet (its dates are projected). */
export function isProjectedBsYear(year: number): boolean {
  return year > BS_LAST_PUBLISHED_YEAR;
}

/** A Gregorian date as days since 1 January 1970, or undefined when it is not a real date. */
export function adToDayNumber(date: CalendarDate): number | undefined {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) {
    return undefined;
  }
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return undefined;
  return time / DAY_MS;
}

export function dayNumberToAd(dayNumber: number): CalendarDate {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isValidAdDate(date: CalendarDate): boolean {
  return adToDayNumber(date) !== undefined;
}

export function bsToDayNumber(date: CalendarDate): number | undefined {
  if (!isValidBsDate(date)) return undefined;
  const months = monthsOf(date.year) ?? [];
  let day = yearStartDays[date.year - BS_FIRST_YEAR] ?? NaN;
  for (let m = 0; m < date.month - 1; m++) day += months[m] ?? 0;
  return day + date.day - 1;
}

export function dayNumberToBs(dayNumber: number): CalendarDate | undefined {
  const first = yearStartDays[0] ?? NaN;
  const end = yearStartDays.at(-1) ?? NaN;
  if (!Number.isInteger(dayNumber) || dayNumber < first || dayNumber >= end) return undefined;
  let index = 0;
  while ((yearStartDays[index + 1] ?? Infinity) <= dayNumber) index++;
  let rest = dayNumber - (yearStartDays[index] ?? first);
  const months = BS_MONTH_LENGTHS[index] ?? [];
  let month = 0;
  while (rest >= (months[month] ?? Infinity)) rest -= months[month++] ?? 0;
  return { year: BS_FIRST_YEAR + index, month: month + 1, day: rest + 1 };
}

/** The Gregorian date of a Bikram Sambat date, or undefined when the BS date does not exist. */
export function bsToAd(date: CalendarDate): CalendarDate | undefined {
  const dayNumber = bsToDayNumber(date);
  return dayNumber === undefined ? undefined : dayNumberToAd(dayNumber);
}

/** The Bikram Sambat date of a Gregorian date, or undefined outside 1970 to 2100 BS. */
export function adToBs(date: CalendarDate): CalendarDate | undefined {
  const dayNumber = adToDayNumber(date);
  return dayNumber === undefined ? undefined : dayNumberToBs(dayNumber);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOfAd(date: CalendarDate): number {
  const dayNumber = adToDayNumber(date);
  if (dayNumber === undefined) throw new RangeError('Not a Gregorian date');
  return new Date(dayNumber * DAY_MS).getUTCDay();
}

/** The first and last Gregorian dates the table covers. */
export const BS_FIRST_AD_DATE: CalendarDate = dayNumberToAd(yearStartDays[0] ?? BS_EPOCH_DAY);
export const BS_LAST_AD_DATE: CalendarDate = dayNumberToAd((yearStartDays.at(-1) ?? 0) - 1);
