import { describe, expect, it } from 'vitest';
import { BUNDLED_BS_TABLE } from '../../../shared/calendar/bs-month-lengths.ts';
import { projectBsYears } from '../../../shared/calendar/bs-projection.ts';
import { BS_FIRST_YEAR, BS_LAST_YEAR, parseBsTable } from '../../../shared/calendar/bs-table.ts';
import {
  daysInBsMonth,
  isProjectedBsYear,
  lastPublishedBsYear,
} from '../../../shared/calendar/bs-calendar.ts';

const published = parseBsTable(BUNDLED_BS_TABLE);

/** Month start day numbers of every year in `rows`, from 1 Baisakh 1970. */
function monthStarts(rows: readonly (readonly number[])[]): number[] {
  const starts: number[] = [];
  let day = published.firstDayNumber;
  for (const row of rows) for (const days of row) starts.push((day += days) - days);
  return starts;
}

describe('projected BS years', () => {
  const projected = Array.from(
    { length: BS_LAST_YEAR - lastPublishedBsYear() },
    (_, i) => lastPublishedBsYear() + 1 + i,
  );

  it('cover every year from the last published one to 2100', () => {
    expect(lastPublishedBsYear()).toBe(2083);
    expect(projected[0]).toBe(2084);
    expect(projected.at(-1)).toBe(2100);
    for (const year of projected) expect(isProjectedBsYear(year)).toBe(true);
  });

  it.each(Array.from({ length: BS_LAST_YEAR - 2083 }, (_, i) => 2084 + i))(
    'gives %i 365 or 366 days in months of 29 to 32',
    (year) => {
      const months = Array.from({ length: 12 }, (_, m) => daysInBsMonth(year, m + 1) ?? 0);
      for (const days of months) {
        expect(days).toBeGreaterThanOrEqual(29);
        expect(days).toBeLessThanOrEqual(32);
      }
      expect([365, 366]).toContain(months.reduce((sum, days) => sum + days, 0));
    },
  );

  it('keeps the published years as they are', () => {
    const rows = projectBsYears(published, BS_LAST_YEAR);
    expect(rows.slice(0, published.rows.length)).toEqual(published.rows);
    expect(rows).toHaveLength(BS_LAST_YEAR - BS_FIRST_YEAR + 1);
  });

  it('projects the published years it was not given: fitted on 1970-2060, 2061-2083 come out right', () => {
    const cut = 2060 - BS_FIRST_YEAR + 1;
    const rows = projectBsYears({ ...published, rows: published.rows.slice(0, cut) }, 2083);
    const expected = monthStarts(published.rows);
    const got = monthStarts(rows);
    const wrong = got.filter((start, index) => start !== expected[index]);
    // 275 of the 276 month starts of 2061 to 2083; the one miss is a single day.
    expect(wrong.length).toBeLessThanOrEqual(1);
    expect(got.length).toBe(expected.length);
  });

  it('keeps years and months possible however short the table', () => {
    for (const last of [1975, 2000, 2040, 2070]) {
      const rows = projectBsYears(
        { ...published, rows: published.rows.slice(0, last - BS_FIRST_YEAR + 1) },
        BS_LAST_YEAR,
      );
      for (const row of rows) {
        expect([365, 366]).toContain(row.reduce((sum, days) => sum + days, 0));
        expect(Math.min(...row)).toBeGreaterThanOrEqual(29);
        expect(Math.max(...row)).toBeLessThanOrEqual(32);
      }
    }
  });
});
