import type { CalendarDate } from './bs-calendar.ts';

export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

/** Today's Gregorian date in Nepal (docs/product.md#nepali-date), whatever the visitor's own time zone. */
export function todayInNepal(now: Date = new Date()): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: NEPAL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  if (![date.year, date.month, date.day].every(Number.isInteger)) {
    throw new Error('The date in Nepal could not be worked out');
  }
  return date;
}
