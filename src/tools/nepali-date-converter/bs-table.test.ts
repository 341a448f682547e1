import { describe, expect, it } from 'vitest';
import {
  installBsTable,
  isProjectedBsYear,
  lastPublishedBsYear,
} from '../../../shared/calendar/bs-calendar.ts';
import { BUNDLED_BS_TABLE } from '../../../shared/calendar/bs-month-lengths.ts';
import { BsTableError, parseBsTable, type BsTable } from '../../../shared/calendar/bs-table.ts';

const years = BUNDLED_BS_TABLE.years;
const withYears = (changes: Record<string, unknown>): unknown => ({
  firstDay: BUNDLED_BS_TABLE.firstDay,
  years: { ...years, ...changes },
});

function refusal(raw: unknown): string {
  try {
    parseBsTable(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(BsTableError);
    return (error as Error).message;
  }
  throw new Error('The table was accepted');
}

describe('a replacement BS table', () => {
  it('is accepted when it is the bundled one', () => {
    expect(parseBsTable(BUNDLED_BS_TABLE).rows).toHaveLength(2083 - 1970 + 1);
  });

  it('is refused when a year has 364 days, naming the year', () => {
    expect(refusal(withYears({ '2084': [30, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30] }))).toBe(
      'Year 2084 has 364 days: a year has 365 or 366.',
    );
  });

  it('is refused when a month is too long or too short', () => {
    expect(refusal(withYears({ '2050': [31, 31, 33, 31, 31, 31, 30, 29, 30, 29, 30, 29] }))).toBe(
      'Year 2050, month 3 (Ashadh) has 33 days: a month has 29 to 32.',
    );
    expect(refusal(withYears({ '2051': [31, 31, 32, 31, 31, 31, 30, 28, 30, 29, 30, 31] }))).toBe(
      'Year 2051, month 8 (Mangsir) has 28 days: a month has 29 to 32.',
    );
    expect(refusal(withYears({ '2052': [31, 31, 32] }))).toBe(
      'Year 2052 must list 12 month lengths, Baisakh to Chaitra.',
    );
  });

  it('is refused when a year is missing', () => {
    const row = years['2083'];
    expect(refusal(withYears({ '2085': row }))).toBe(
      'Year 2084 is missing: the years must follow one another from 1970.',
    );
    const { '1990': _dropped, ...rest } = years;
    expect(refusal({ firstDay: BUNDLED_BS_TABLE.firstDay, years: rest })).toBe(
      'Year 1990 is missing: the years must follow one another from 1970.',
    );
  });

  it('is refused outside the range and with a wrong shape', () => {
    const row = years['2083'];
    expect(refusal(withYears({ '1969': row }))).toBe(
      'Year 1969 is before 1970, where the table starts.',
    );
    expect(refusal({ ...(withYears({}) as object), firstDay: '1913-04-14' })).toBe(
      '"firstDay" must be "1913-04-13" (1 Baisakh 1970 BS), not "1913-04-14".',
    );
    expect(refusal([])).toBe(
      'The calendar table must be a JSON object with "firstDay" and "years".',
    );
    expect(refusal(withYears({ abc: row }))).toBe('"abc" is not a BS year.');
  });

  it('once installed, moves the published years on and the projection after them', () => {
    const newer: BsTable = {
      firstDay: BUNDLED_BS_TABLE.firstDay,
      years: { ...years, '2084': [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30] },
    };
    try {
      expect(installBsTable(newer)).toBe(true);
      expect(lastPublishedBsYear()).toBe(2084);
      expect(isProjectedBsYear(2084)).toBe(false);
      expect(() => installBsTable(withYears({ '2084': [30] }) as BsTable)).toThrow(BsTableError);
      expect(lastPublishedBsYear()).toBe(2084);
    } finally {
      installBsTable(BUNDLED_BS_TABLE);
    }
    expect(lastPublishedBsYear()).toBe(2083);
  });
});
