import { BUNDLED_BS_TABLE } from './bs-month-lengths.ts';
import { projectBsYears } from './bs-projection.ts';
import {
  BS_FIRST_DAY,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  parseBsTable,
  type BsTable,
} from './bs-table.ts';

export { BS_FIRST_YEAR, BS_LAST_YEAR };

/** A calendar date; `month` runs from 1 (Baisakh or January) to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

interface Calendar {
  lastPublishedYear: number;
  months: readonly (readonly number[])[];
  /** Day number (days since 1 January 1970 AD) of 1 Baisakh of every year, plus the day after. */
  yearStarts: readonly number[];
}

function buildCalendar(table: BsTable): Calendar {
  const published = parseBsTable(table);
  const months = projectBsYears(published, BS_LAST_YEAR);
  const yearStarts = months.reduce<number[]>(
    (starts, row) => {
      starts.push((starts.at(-1) ?? 0) + row.reduce((sum, days) => sum + days, 0));
      return starts;
    },
    [published.firstDayNumber],
  );
  return { lastPublishedYear: BS_FIRST_YEAR + published.rows.length - 1, months, yearStarts };
}

let calendar = buildCalendar(BUNDLED_BS_TABLE);
let installed: BsTable = BUNDLED_BS_TABLE;
let tableVersion = 0;
const listeners = new Set<() => void>();

/**
 * Uses another table of published years (a newer one the server serves) from now on. Throws a
 * BsTableError, and keeps the current table, when it does not pass the checks.
 */
export function installBsTable(table: BsTable): boolean {
  if (JSON.stringify(table) === JSON.stringify(installed)) return false;
  calendar = buildCalendar(table);
  installed = table;
  tableVersion++;
  for (const listener of listeners) listener();
  return true;
}

/** For useSyncExternalStore: a number that changes whenever another table is installed. */
export function bsTableVersion(): number {
  return tableVersion;
}

export function subscribeToBsTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last year whose official calendar the table holds; later years are projected. */
export function lastPublishedBsYear(): number {
  return calendar.lastPublishedYear;
}

function monthsOf(year: number): readonly number[] | undefined {
  return Number.isInteger(year) ? calendar.months[year - BS_FIRST_YEAR] : undefined;
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
  return year > calendar.lastPublishedYear;
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
  let day = calendar.yearStarts[date.year - BS_FIRST_YEAR] ?? NaN;
  for (let m = 0; m < date.month - 1; m++) day += months[m] ?? 0;
  return day + date.day - 1;
}

export function dayNumberToBs(dayNumber: number): CalendarDate | undefined {
  const { yearStarts, months } = calendar;
  const first = yearStarts[0] ?? NaN;
  const end = yearStarts.at(-1) ?? NaN;
  if (!Number.isInteger(dayNumber) || dayNumber < first || dayNumber >= end) return undefined;
  let index = 0;
  while ((yearStarts[index + 1] ?? Infinity) <= dayNumber) index++;
  let rest = dayNumber - (yearStarts[index] ?? first);
  const row = months[index] ?? [];
  let month = 0;
  while (rest >= (row[month] ?? Infinity)) rest -= row[month++] ?? 0;
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

/** The first Gregorian date the calendar covers: 1 Baisakh 1970 BS. */
export const BS_FIRST_AD_DATE: CalendarDate = (() => {
  const [year = 0, month = 0, day = 0] = BS_FIRST_DAY.split('-').map(Number);
  return { year, month, day };
})();

/** The last Gregorian date the calendar covers: the last day of 2100 BS (it follows the table). */
export function bsLastAdDate(): CalendarDate {
  return dayNumberToAd((calendar.yearStarts.at(-1) ?? 0) - 1);
}
