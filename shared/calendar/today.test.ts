import { describe, expect, it } from 'vitest';
import { todayInNepal } from './today.ts';

describe("today's date in Nepal", () => {
  it('turns at midnight Nepal time (UTC+05:45), not at the visitor’s midnight', () => {
    expect(todayInNepal(new Date('2026-11-20T18:14:59Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 20,
    });
    expect(todayInNepal(new Date('2026-11-20T18:15:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
    });
  });

  it('is already the new year in Nepal while it is still the old one in London', () => {
    expect(todayInNepal(new Date('2026-12-31T20:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it('gives the day the Asia/Kathmandu time zone gives, hour by hour over a year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const { year, month, day } = todayInNepal(now);
      const shown = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      expect(shown).toBe(zone.format(now));
    }
  });

  it('refuses an invalid date', () => {
    expect(() => todayInNepal(new Date(Number.NaN))).toThrow(/could not be worked out/);
  });
});
