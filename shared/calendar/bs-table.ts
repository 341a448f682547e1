import { BS_MONTHS_EN } from './nepali-names.ts';

/**
 * The month-length table as data: the JSON form of `bs-calendar.json`, which a self-hoster may
 * replace by a newer one (setting BS_CALENDAR_FILE). Every year it lists is a published year;
 * the years after it, up to BS_LAST_YEAR, are projected (see bs-projection.ts).
 */
export interface BsTable {
  /** The Gregorian date of 1 Baisakh of the first year, YYYY-MM-DD. */
  firstDay: string;
  /** Days in each month, Baisakh first, keyed by BS year. */
  years: Record<string, readonly number[]>;
}

/** The converter's range: the table starts here and no year after BS_LAST_YEAR is shown. */
export const BS_FIRST_YEAR = 1970;
export const BS_LAST_YEAR = 2100;
/** 1 Baisakh 1970 BS, in every published calendar. */
export const BS_FIRST_DAY = '1913-04-13';

/** A table that passed every check, as rows of month lengths from BS_FIRST_YEAR on. */
export interface PublishedTable {
  /** 1 Baisakh of BS_FIRST_YEAR as days since 1 January 1970 AD. */
  firstDayNumber: number;
  rows: readonly (readonly number[])[];
}

export class BsTableError extends Error {
  override name = 'BsTableError';
}

function fail(message: string): never {
  throw new BsTableError(message);
}

/** Checks one year's months: 12 of them, 29 to 32 days each, 365 or 366 in all. */
export function checkYear(year: number, months: unknown): readonly number[] {
  if (!Array.isArray(months) || months.length !== 12) {
    fail(`Year ${year} must list 12 month lengths, Baisakh to Chaitra.`);
  }
  months.forEach((days: unknown, index) => {
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 29 || days > 32) {
      fail(
        `Year ${year}, month ${index + 1} (${BS_MONTHS_EN[index]}) has ${JSON.stringify(days)} days: a month has 29 to 32.`,
      );
    }
  });
  const total = (months as number[]).reduce((sum, days) => sum + days, 0);
  if (total !== 365 && total !== 366) {
    fail(`Year ${year} has ${total} days: a year has 365 or 366.`);
  }
  return months as number[];
}

/**
 * Validates a table read from JSON: 1 Baisakh 1970 on 13 April 1913, years following one another
 * from 1970 to at most 2100, each year and month of a possible length. Throws a BsTableError that
 * names the first bad year.
 */
export function parseBsTable(raw: unknown): PublishedTable {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    fail('The calendar table must be a JSON object with "firstDay" and "years".');
  }
  const { firstDay, years } = raw as { firstDay?: unknown; years?: unknown };
  if (firstDay !== BS_FIRST_DAY) {
    fail(
      `"firstDay" must be "${BS_FIRST_DAY}" (1 Baisakh ${BS_FIRST_YEAR} BS), not ${JSON.stringify(firstDay)}.`,
    );
  }
  if (typeof years !== 'object' || years === null || Array.isArray(years)) {
    fail('"years" must be an object of BS years, each with its 12 month lengths.');
  }
  const entries = Object.entries(years as Record<string, unknown>);
  if (entries.length === 0) fail('"years" lists no year.');
  for (const [key] of entries) {
    if (!/^\d{4}$/.test(key)) fail(`"${key}" is not a BS year.`);
  }
  const byYear = new Map(entries.map(([key, months]) => [Number(key), months]));
  const last = Math.max(...byYear.keys());
  if (!byYear.has(BS_FIRST_YEAR)) fail(`The table must start with year ${BS_FIRST_YEAR}.`);
  if (Math.min(...byYear.keys()) < BS_FIRST_YEAR) {
    fail(`Year ${Math.min(...byYear.keys())} is before ${BS_FIRST_YEAR}, where the table starts.`);
  }
  if (last > BS_LAST_YEAR) fail(`Year ${last} is after ${BS_LAST_YEAR}, the last year shown.`);
  const rows: (readonly number[])[] = [];
  for (let year = BS_FIRST_YEAR; year <= last; year++) {
    if (!byYear.has(year)) {
      fail(`Year ${year} is missing: the years must follow one another from ${BS_FIRST_YEAR}.`);
    }
    rows.push(checkYear(year, byYear.get(year)));
  }
  const [y = 0, m = 1, d = 1] = BS_FIRST_DAY.split('-').map(Number);
  return { firstDayNumber: Date.UTC(y, m - 1, d) / 86_400_000, rows };
}
