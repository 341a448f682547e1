import { describe, expect, it } from 'vitest';
import { monthGrid, moveDay, shiftMonth } from './month-grid.ts';

describe('month grid', () => {
  it('lays Baisakh 2081 out from Saturday 13 April 2024, with today marked', () => {
    const grid = monthGrid({ year: 2081, month: 1 }, { year: 2024, month: 4, day: 14 });
    expect(grid?.days).toBe(31);
    expect(grid?.projected).toBe(false);
    const first = grid?.weeks[0];
    expect(first?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(first?.[6]).toMatchObject({
      bs: { year: 2081, month: 1, day: 1 },
      ad: { year: 2024, month: 4, day: 13 },
      weekday: 6,
      tithi: 5,
      isToday: false,
    });
    const cells = grid?.weeks.flat().filter((cell) => cell !== null) ?? [];
    expect(cells).toHaveLength(31);
    expect(cells.filter((cell) => cell.isToday).map((cell) => cell.bs.day)).toEqual([2]);
    for (const week of grid?.weeks ?? []) expect(week).toHaveLength(7);
  });

  it('covers Baisakh 1970 to Chaitra 2100 and marks projected years', () => {
    expect(monthGrid({ year: 1970, month: 1 }, undefined)?.weeks.flat()[0]).toBeDefined();
    expect(monthGrid({ year: 2100, month: 12 }, undefined)?.projected).toBe(true);
    expect(monthGrid({ year: 1969, month: 12 }, undefined)).toBeUndefined();
    expect(monthGrid({ year: 2101, month: 1 }, undefined)).toBeUndefined();
    expect(monthGrid({ year: 2081, month: 13 }, undefined)).toBeUndefined();
  });

  it('shifts months across years and stops at the ends', () => {
    expect(shiftMonth({ year: 2081, month: 12 }, 1)).toEqual({ year: 2082, month: 1 });
    expect(shiftMonth({ year: 2081, month: 1 }, -1)).toEqual({ year: 2080, month: 12 });
    expect(shiftMonth({ year: 1970, month: 1 }, -1)).toBeUndefined();
    expect(shiftMonth({ year: 2100, month: 12 }, 1)).toBeUndefined();
  });

  it('moves by day, week and month, keeping Home and End in the month', () => {
    const day = { year: 2081, month: 1, day: 1 }; // a Saturday
    expect(moveDay(day, 'left')).toEqual({ year: 2080, month: 12, day: 30 });
    expect(moveDay(day, 'right')).toEqual({ year: 2081, month: 1, day: 2 });
    expect(moveDay(day, 'down')).toEqual({ year: 2081, month: 1, day: 8 });
    expect(moveDay(day, 'home')).toEqual({ year: 2081, month: 1, day: 1 });
    expect(moveDay({ year: 2081, month: 1, day: 2 }, 'end')).toEqual({
      year: 2081,
      month: 1,
      day: 8,
    });
    expect(moveDay({ year: 2081, month: 3, day: 32 }, 'pageDown')).toEqual({
      year: 2081,
      month: 4,
      day: 32,
    });
    expect(moveDay({ year: 2081, month: 4, day: 32 }, 'pageDown')).toEqual({
      year: 2081,
      month: 5,
      day: 31,
    });
    expect(moveDay({ year: 1970, month: 1, day: 1 }, 'left')).toBeUndefined();
  });
});
