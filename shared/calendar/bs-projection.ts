import { BS_FIRST_YEAR, BsTableError, checkYear, type PublishedTable } from './bs-table.ts';

/**
 * How the years not yet published are projected.
 *
 * A Bikram Sambat month begins on the day the sun enters a sign of the zodiac (a sankranti), so
 * each month starts about one sidereal year after the same month of the year before. The months
 * of the published calendars fit this exactly: for each month m there is a constant a(m) such
 * that month m of year Y begins on day floor(a(m) + Y x L), counted in days since 1 January
 * 1970, with L = 365.258756 days, the length of the year in the Surya Siddhanta, the astronomy
 * the calendar is reckoned by. With that L, every month start from 1970 to 2083 BS fits (1368
 * month starts; the modern sidereal year, 365.256363 days, fits none of the months over that
 * span). Fitted on 1970 to 2060 alone, it gives 275 of the 276 month starts of 2061 to 2083. The constants are found from the table: each published start s narrows a(m) to
 * [s - Y L, s + 1 - Y L); the projection takes the middle of what all of them leave.
 *
 * Month starts projected this way give years of 365 or 366 days by construction (L lies between
 * them) and months whose lengths follow the published pattern (29 to 32 days); both are checked
 * again below. Should a future table not fit (the committee changing its reckoning), the fit
 * falls back to the most recent years that do.
 */
export const SIDEREAL_YEAR_DAYS = 365.258756;

/** The start day of every month of the published years, and 1 Baisakh of the year after. */
function publishedStarts(table: PublishedTable): { starts: number[][]; end: number } {
  const starts: number[][] = [];
  let day = table.firstDayNumber;
  for (const row of table.rows) {
    starts.push(row.map((days) => (day += days) - days));
  }
  return { starts, end: day };
}

/** The a(m) of one month from its known starts, most recent first: [yearIndex, start] pairs. */
function fitPhase(points: readonly (readonly [number, number])[]): number {
  let lo = -Infinity;
  let hi = Infinity;
  for (const [index, start] of points) {
    const nextLo = Math.max(lo, start - index * SIDEREAL_YEAR_DAYS);
    const nextHi = Math.min(hi, start + 1 - index * SIDEREAL_YEAR_DAYS);
    if (nextLo >= nextHi) break; // older years no longer fit: keep the fit of the recent ones
    lo = nextLo;
    hi = nextHi;
  }
  return (lo + hi) / 2;
}

/**
 * The month lengths of every year from the table's first to `lastYear`: the published rows as
 * they are, then the projected ones.
 */
export function projectBsYears(table: PublishedTable, lastYear: number): (readonly number[])[] {
  const { starts, end } = publishedStarts(table);
  const published = table.rows.length;
  const total = lastYear - BS_FIRST_YEAR + 1;
  if (total <= published) return table.rows.slice(0, total);
  // Year indexes count from the last published year, so the products stay small.
  const origin = published - 1;
  const phases = Array.from({ length: 12 }, (_, month) => {
    const points: [number, number][] = starts.map((row, index) => [
      index - origin,
      row[month] ?? 0,
    ]);
    if (month === 0) points.push([1, end]);
    return fitPhase(points.reverse());
  });
  const startOf = (index: number, month: number) =>
    Math.floor((phases[month] ?? 0) + (index - origin) * SIDEREAL_YEAR_DAYS);
  const rows = [...table.rows];
  for (let index = published; index < total; index++) {
    const monthStarts = Array.from({ length: 12 }, (_, month) => startOf(index, month));
    if (index === published) monthStarts[0] = end;
    monthStarts.push(startOf(index + 1, 0));
    const row = monthStarts
      .slice(0, 12)
      .map((start, month) => (monthStarts[month + 1] ?? 0) - start);
    try {
      rows.push(checkYear(BS_FIRST_YEAR + index, row));
    } catch (error) {
      throw new BsTableError(
        `The projection from this table fails: ${(error as Error).message} Check the last years of the table.`,
      );
    }
  }
  return rows;
}
