import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adToBs,
  BS_FIRST_AD_DATE,
  bsLastAdDate,
  bsToAd,
  daysInBsMonth,
  isProjectedBsYear,
  lastPublishedBsYear,
  weekdayOfAd,
  type CalendarDate,
} from '../../../shared/calendar/bs-calendar.ts';
import { publishedDays, publishedMonths } from './test-data/published-dates.ts';

/**
 * The converter against published tables kept in ./test-data (see its README), never against
 * its own table: the AD date of every BS month start from 1970 to 2083 (the published years),
 * the 15th and the last day of every month, every day of the range both ways, and dates read
 * from printed calendars. The projected years are checked in bs-projection.test.ts.
 */
const DAY = 86_400_000;
const dataFile = (name: string) =>
  readFileSync(new URL(`./test-data/${name}`, import.meta.url), 'utf8');

const reference = new Map<number, number[]>();
for (const [year, months] of Object.entries(
  JSON.parse(dataFile('bikram-sambat-days-in-month.json')) as Record<string, number[]>,
)) {
  if (Number(year) < 1975) reference.set(Number(year), months);
}
for (const line of dataFile('nepali-datetime-calendar_bs.csv').trim().split('\n').slice(1)) {
  const [year = 0, ...months] = line.split(',').map(Number);
  reference.set(year, months);
}

const secondReference = {
  ...(JSON.parse(dataFile('bikram-sambat-days-in-month.json')) as Record<string, number[]>),
  ...(JSON.parse(dataFile('remotemerge-years.json')) as Record<string, number[]>),
};

/**
 * The four month starts where the tables disagree and the converter follows the majority of the
 * tables compared (see bs-month-lengths.ts). There the expected date comes from the second
 * reference; every other month start comes from the first.
 */
const disagreements = ['1977-07', '1989-08', '1993-04', '2062-02'];

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const ymd = (time: number): CalendarDate => {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const key = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Month starts counted from a table of month lengths, from 1 Baisakh 1970, plus the end. */
function countStarts(rowOf: (year: number) => number[] | undefined): Map<string, number> {
  const starts = new Map<string, number>();
  let start = Date.UTC(1913, 3, 13); // bikram-sambat's epoch: 1 Baisakh 1970
  for (let year = 1970; year <= 2100; year++) {
    const row = rowOf(year);
    if (!row || row.length !== 12) throw new Error(`No reference for ${year}`);
    row.forEach((days, index) => {
      starts.set(key(year, index + 1), start);
      start += days * DAY;
    });
  }
  starts.set('end', start);
  return starts;
}

const firstStarts = countStarts((year) => reference.get(year));
const secondStarts = countStarts((year) => secondReference[String(year)] ?? reference.get(year));
const expectedStarts = [...firstStarts].map(([month, start]) =>
  disagreements.includes(month) ? (secondStarts.get(month) ?? NaN) : start,
);
const LAST_PUBLISHED = 2083;
const referenceMonths = [...firstStarts.keys()]
  .slice(0, -1)
  .map((month, index) => ({
    year: Number(month.slice(0, 4)),
    month: Number(month.slice(5)),
    start: expectedStarts[index] ?? NaN,
    days: Math.round(((expectedStarts[index + 1] ?? NaN) - (expectedStarts[index] ?? NaN)) / DAY),
  }))
  .filter(({ year }) => year <= LAST_PUBLISHED);

describe('Bikram Sambat calendar', () => {
  it('has both references agree on their anchors (1 Baisakh 1975 = 13 April 1918)', () => {
    const start1975 = referenceMonths.find((m) => m.year === 1975 && m.month === 1);
    expect(iso(start1975?.start ?? 0)).toBe('1918-04-13');
  });

  it('has the references differ on the four disputed month starts', () => {
    for (const month of disagreements) {
      expect(secondStarts.get(month)).not.toBe(firstStarts.get(month));
    }
  });

  it('converts the first day of every month from 1970 to 2083 both ways', () => {
    expect(lastPublishedBsYear()).toBe(LAST_PUBLISHED);
    expect(referenceMonths).toHaveLength(114 * 12);
    const wrong: string[] = [];
    for (const { year, month, start } of referenceMonths) {
      const ad = bsToAd({ year, month, day: 1 });
      if (iso(Date.UTC(ad?.year ?? 0, (ad?.month ?? 1) - 1, ad?.day ?? 0)) !== iso(start)) {
        wrong.push(`${key(year, month)}-01: ${JSON.stringify(ad)} instead of ${iso(start)}`);
      }
      expect(adToBs(ymd(start))).toEqual({ year, month, day: 1 });
      expect(weekdayOfAd(ymd(start))).toBe(new Date(start).getUTCDay());
    }
    expect(wrong).toEqual([]);
  });

  it('converts the 15th and the last day of every month both ways', () => {
    for (const { year, month, start, days } of referenceMonths) {
      for (const day of [15, days]) {
        const ad = ymd(start + (day - 1) * DAY);
        expect(bsToAd({ year, month, day }), `${key(year, month)}-${day}`).toEqual(ad);
        expect(adToBs(ad)).toEqual({ year, month, day });
      }
      expect(daysInBsMonth(year, month)).toBe(days);
    }
  });

  it('refuses days past the end of a month', () => {
    for (const { year, month, days } of referenceMonths) {
      expect(bsToAd({ year, month, day: days + 1 })).toBeUndefined();
    }
  });

  it('round-trips every day of the range', () => {
    const first = Date.UTC(1913, 3, 13);
    const last = bsLastAdDate();
    const end = Date.UTC(last.year, last.month - 1, last.day) + DAY;
    let count = 0;
    for (let time = first; time < end; time += DAY) {
      const ad = ymd(time);
      const bs = adToBs(ad);
      expect(bs && bsToAd(bs)).toEqual(ad);
      count++;
    }
    expect(count).toBeGreaterThan(47_000);
  });

  it('covers 13 April 1913 to the last day of 2100 BS, nothing outside', () => {
    expect(BS_FIRST_AD_DATE).toEqual({ year: 1913, month: 4, day: 13 });
    expect(bsLastAdDate()).toEqual({ year: 2044, month: 4, day: 13 });
    expect(adToBs({ year: 1913, month: 4, day: 12 })).toBeUndefined();
    expect(adToBs({ year: 2044, month: 4, day: 14 })).toBeUndefined();
    expect(bsToAd({ year: 1969, month: 12, day: 30 })).toBeUndefined();
    expect(bsToAd({ year: 2101, month: 1, day: 1 })).toBeUndefined();
    expect(adToBs({ year: 2043, month: 12, day: 31 })).toBeDefined();
  });

  it('agrees with the month lengths and weekdays read from the printed calendars', () => {
    for (const { bs, days, firstWeekday, source } of publishedMonths) {
      const [year, month] = bs;
      if (days !== undefined)
        expect(daysInBsMonth(year, month), `${key(year, month)} ${source}`).toBe(days);
      if (firstWeekday !== undefined) {
        const ad = bsToAd({ year, month, day: 1 });
        expect(ad && weekdayOfAd(ad), `${key(year, month)} ${source}`).toBe(firstWeekday);
      }
    }
  });

  it('agrees with single dates reported from the printed calendars', () => {
    for (const { bs, ad, weekday, source } of publishedDays.filter((d) => d.bs[0] <= 2083)) {
      const bsDate = { year: bs[0], month: bs[1], day: bs[2] };
      const adDate = { year: ad[0], month: ad[1], day: ad[2] };
      expect(bsToAd(bsDate), source).toEqual(adDate);
      expect(adToBs(adDate), source).toEqual(bsDate);
      if (weekday !== undefined) expect(weekdayOfAd(adDate), source).toBe(weekday);
    }
  });

  it('marks the years after 2083 as projected', () => {
    expect(isProjectedBsYear(2083)).toBe(false);
    expect(isProjectedBsYear(2084)).toBe(true);
    expect(isProjectedBsYear(2100)).toBe(true);
  });
});
