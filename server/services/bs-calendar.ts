import { readFileSync } from 'node:fs';
import { BUNDLED_BS_TABLE } from '../../shared/calendar/bs-month-lengths.ts';
import { projectBsYears } from '../../shared/calendar/bs-projection.ts';
import {
  BS_LAST_YEAR,
  BsTableError,
  parseBsTable,
  type BsTable,
} from '../../shared/calendar/bs-table.ts';
import { ConfigError } from '../config.ts';

/** The BS table the date converter uses, and where it came from. */
export interface BsCalendarSource {
  origin: 'bundled' | 'file';
  table: BsTable;
}

/**
 * Reads the table named by BS_CALENDAR_FILE once, at start, and checks it as the converter will
 * (each year 365 or 366 days, months 29 to 32, years contiguous, and a possible projection after
 * it). A bad file stops the start with a message naming the setting, the file and the bad year.
 */
export function loadBsCalendar(file: string | undefined): BsCalendarSource {
  if (!file) return { origin: 'bundled', table: BUNDLED_BS_TABLE };
  const problem = (message: string) =>
    new ConfigError(`Invalid configuration: BS_CALENDAR_FILE (${file}): ${message}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw problem(
      code ? `the file cannot be read (${code}).` : `not valid JSON: ${(error as Error).message}`,
    );
  }
  try {
    projectBsYears(parseBsTable(raw), BS_LAST_YEAR);
  } catch (error) {
    if (error instanceof BsTableError) throw problem(error.message);
    throw error;
  }
  return { origin: 'file', table: raw as BsTable };
}
