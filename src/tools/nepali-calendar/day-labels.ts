import { toDevanagariDigits } from '../../../shared/number-text.ts';
import type { CalendarDate } from '../../../shared/calendar/bs-calendar.ts';
import {
  AD_MONTHS,
  formatAd,
  formatBsEnglish,
  formatBsNepali,
  WEEKDAYS_EN,
  WEEKDAYS_NE,
} from '../../../shared/calendar/nepali-names.ts';
import type { DayCell } from './month-grid.ts';
import { tithiNamed, type DayTithi } from './tithi.ts';

/** What a screen reader says for a day of the grid. */
export function dayCellLabel(cell: DayCell): string {
  const tithi = tithiNamed(cell.tithi);
  return `${WEEKDAYS_EN[cell.weekday]}, ${formatBsEnglish(cell.bs)}, ${formatAd(cell.ad)}, ${tithi.nameEn} (${tithi.pakshaEn})${cell.isToday ? ', today' : ''}`;
}

/** '14:05' in Nepal time (UTC+05:45) and the day it falls on, for a sunrise or a tithi's end. */
export function nepalClock(instant: Date, day: CalendarDate): string {
  const { time, otherDay } = nepalClockParts(instant, day);
  if (!otherDay) return time;
  return `${time} on ${otherDay.day} ${AD_MONTHS[otherDay.month - 1]}`;
}

/** The parts of nepalClock: the time, and the AD day when it is not `day`. */
export function nepalClockParts(
  instant: Date,
  day: CalendarDate,
): { time: string; otherDay?: { day: number; month: number } } {
  const nepal = new Date(instant.getTime() + (5 * 60 + 45) * 60_000);
  const time = `${String(nepal.getUTCHours()).padStart(2, '0')}:${String(nepal.getUTCMinutes()).padStart(2, '0')}`;
  const sameDay =
    nepal.getUTCFullYear() === day.year &&
    nepal.getUTCMonth() + 1 === day.month &&
    nepal.getUTCDate() === day.day;
  return sameDay
    ? { time }
    : { time, otherDay: { day: nepal.getUTCDate(), month: nepal.getUTCMonth() + 1 } };
}

export interface DayDetails {
  bsEnglish: string;
  bsNepali: string;
  adText: string;
  weekdayEn: string;
  weekdayNe: string;
  tithiNe: string;
  tithiEn: string;
  sunrise: string;
  tithiEnds: string;
}

export function dayDetails(
  bs: CalendarDate,
  ad: CalendarDate,
  weekday: number,
  tithi: DayTithi,
): DayDetails {
  return {
    bsEnglish: `${formatBsEnglish(bs)} BS`,
    bsNepali: `${formatBsNepali(bs)} (${WEEKDAYS_NE[weekday]})`,
    adText: `${WEEKDAYS_EN[weekday]}, ${formatAd(ad)} AD`,
    weekdayEn: WEEKDAYS_EN[weekday] ?? '',
    weekdayNe: WEEKDAYS_NE[weekday] ?? '',
    tithiNe: `${tithi.pakshaNe} ${tithi.nameNe}`,
    tithiEn: `${tithi.nameEn}, ${tithi.pakshaEn}`,
    sunrise: nepalClock(tithi.sunrise, ad),
    tithiEnds: nepalClock(tithi.endsAt, ad),
  };
}

/** The Nepali digits of a day of the month, as a patro prints them. */
export function nepaliDay(day: number): string {
  return toDevanagariDigits(day);
}
