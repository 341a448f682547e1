import {
  adToBs,
  bsToAd,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  daysInBsMonth,
  isProjectedBsYear,
  weekdayOfAd,
  type CalendarDate,
} from '../../../shared/calendar/bs-calendar.ts';
import { tithiNumberOfDay } from './tithi.ts';

/** A BS month: `month` from 1 (Baisakh) to 12 (Chaitra). */
export interface BsMonth {
  year: number;
  month: number;
}

export interface DayCell {
  bs: CalendarDate;
  ad: CalendarDate;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
  /** 1 to 30, at sunrise in Kathmandu. */
  tithi: number;
  isToday: boolean;
}

export interface MonthGrid {
  month: BsMonth;
  days: number;
  projected: boolean;
  /** Weeks from Sunday to Saturday; days of the months before and after are empty (null). */
  weeks: (DayCell | null)[][];
}

export const FIRST_MONTH: BsMonth = { year: BS_FIRST_YEAR, month: 1 };
export const LAST_MONTH: BsMonth = { year: BS_LAST_YEAR, month: 12 };

/** Whether a month is one the calendar covers (Baisakh 1970 to Chaitra 2100 BS). */
export function isCoveredMonth({ year, month }: BsMonth): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    year >= BS_FIRST_YEAR &&
    year <= BS_LAST_YEAR
  );
}

/** The month `delta` months away, or undefined past either end of the calendar. */
export function shiftMonth({ year, month }: BsMonth, delta: number): BsMonth | undefined {
  const index = year * 12 + (month - 1) + delta;
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return isCoveredMonth(next) ? next : undefined;
}

/** The grid of a BS month, each day with its AD date, weekday and tithi; undefined off the range. */
export function monthGrid(month: BsMonth, today: CalendarDate | undefined): MonthGrid | undefined {
  const days = daysInBsMonth(month.year, month.month);
  if (!isCoveredMonth(month) || days === undefined) return undefined;
  const todayBs = today ? adToBs(today) : undefined;
  const cells: DayCell[] = [];
  for (let day = 1; day <= days; day++) {
    const bs = { ...month, day };
    const ad = bsToAd(bs) as CalendarDate;
    cells.push({
      bs,
      ad,
      weekday: weekdayOfAd(ad),
      tithi: tithiNumberOfDay(ad),
      isToday:
        todayBs !== undefined &&
        todayBs.year === bs.year &&
        todayBs.month === bs.month &&
        todayBs.day === day,
    });
  }
  const weeks: (DayCell | null)[][] = [];
  let week: (DayCell | null)[] = Array.from({ length: cells[0]?.weekday ?? 0 }, () => null);
  for (const cell of cells) {
    week.push(cell);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return { month, days, projected: isProjectedBsYear(month.year), weeks };
}

/** Where arrow keys and Page Up/Down lead from a day: the same or another month's day. */
export function moveDay(
  from: CalendarDate,
  key: 'left' | 'right' | 'up' | 'down' | 'home' | 'end' | 'pageUp' | 'pageDown',
): CalendarDate | undefined {
  if (key === 'pageUp' || key === 'pageDown') {
    const month = shiftMonth(from, key === 'pageUp' ? -1 : 1);
    if (!month) return undefined;
    const days = daysInBsMonth(month.year, month.month) ?? 1;
    return { ...month, day: Math.min(from.day, days) };
  }
  const ad = bsToAd(from);
  if (!ad) return undefined;
  const weekday = weekdayOfAd(ad);
  const delta = {
    left: -1,
    right: 1,
    up: -7,
    down: 7,
    home: -weekday,
    end: 6 - weekday,
  }[key];
  const moved = new Date(Date.UTC(ad.year, ad.month - 1, ad.day + delta));
  const to = adToBs({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
  // Home and End stay in the month: the start or end of the week, or its first or last day.
  if (
    (key === 'home' || key === 'end') &&
    to &&
    (to.month !== from.month || to.year !== from.year)
  ) {
    return {
      ...from,
      day: key === 'home' ? 1 : (daysInBsMonth(from.year, from.month) ?? from.day),
    };
  }
  return to;
}
