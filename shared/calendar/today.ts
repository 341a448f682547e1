import type { CalendarDate } from './bs-calendar.ts';

export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

/**
 * Nepal's clock has been UTC+05:45 since 1986, with no summer time: today's date there is plain
 * arithmetic. (An Intl.DateTimeFormat for the time zone gave the same day, but making one loads
 * the time zone data: most of the patro's start-up on a phone.)
 */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** Today's Gregorian date in Nepal (docs/product.md#nepali-date), whatever the visitor's own time zone. */
export function todayInNepal(now: Date = new Date()): CalendarDate {
  const nepal = new Date(now.getTime() + NEPAL_OFFSET_MS);
  if (Number.isNaN(nepal.getTime())) throw new Error('The date in Nepal could not be worked out');
  return { year: nepal.getUTCFullYear(), month: nepal.getUTCMonth() + 1, day: nepal.getUTCDate() };
}

/** A day as `YYYY-MM-DD`: how a page names the day it was drawn for. */
export function isoDay({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
