import { describe, expect, it } from 'vitest';
import { adToBs } from '../../../shared/calendar/bs-calendar.ts';
import { PUBLISHED_TITHIS_2081 } from './test-data/published-tithis-2081.ts';
import { sunriseInKathmandu, tithiAt, tithiNamed, tithiOfDay } from './tithi.ts';

const HALF_HOUR_MS = 30 * 60_000;

function dateOf(text: string) {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
}

/** A day whose tithi is the same half an hour before and after sunrise: no rule can differ. */
function isClearOfBoundary(sunrise: Date): boolean {
  const at = tithiAt(sunrise).number;
  return (
    tithiAt(new Date(sunrise.getTime() - HALF_HOUR_MS)).number === at &&
    tithiAt(new Date(sunrise.getTime() + HALF_HOUR_MS)).number === at
  );
}

/** Steps between two tithi numbers around the 30-tithi cycle (-15 to 15). */
function stepsBetween(a: number, b: number): number {
  return ((((b - a) % 30) + 45) % 30) - 15;
}

describe('tithi names', () => {
  it('names both halves, the full moon and the new moon', () => {
    expect(tithiNamed(1)).toMatchObject({ nameNe: 'प्रतिपदा', paksha: 'shukla' });
    expect(tithiNamed(15)).toMatchObject({ nameNe: 'पूर्णिमा', nameEn: 'Purnima' });
    expect(tithiNamed(16)).toMatchObject({ nameNe: 'प्रतिपदा', pakshaNe: 'कृष्ण पक्ष' });
    expect(tithiNamed(29)).toMatchObject({ nameNe: 'चतुर्दशी', paksha: 'krishna' });
    expect(tithiNamed(30)).toMatchObject({ nameNe: 'औंसी', nameEn: 'Aunsi' });
    expect(() => tithiNamed(0)).toThrow(RangeError);
    expect(() => tithiNamed(31)).toThrow(RangeError);
  });
});

describe('sunrise in Kathmandu', () => {
  it('comes between 05:00 and 07:15 Nepal time all year', () => {
    for (const month of [1, 4, 7, 10, 12]) {
      const rise = sunriseInKathmandu({ year: 2025, month, day: 15 });
      const nepal = new Date(rise.getTime() + (5 * 60 + 45) * 60_000);
      expect(nepal.getUTCDate()).toBe(15);
      const minutes = nepal.getUTCHours() * 60 + nepal.getUTCMinutes();
      expect(minutes).toBeGreaterThan(5 * 60);
      expect(minutes).toBeLessThan(7 * 60 + 15);
    }
  });
});

describe('tithis against a published patro (BS 2081, 92 days)', () => {
  const days = PUBLISHED_TITHIS_2081.map((published) => {
    const date = dateOf(published.ad);
    const computed = tithiOfDay(date);
    return { published, date, computed, clear: isClearOfBoundary(computed.sunrise) };
  });

  it('starts on 1 Baisakh 2081', () => {
    expect(adToBs(days[0]?.date ?? dateOf('2024-04-13'))).toEqual({ year: 2081, month: 1, day: 1 });
    expect(days).toHaveLength(92);
  });

  it('gives the printed tithi on every unmarked day clear of a tithi boundary (at least 60)', () => {
    const checked = days.filter((day) => day.clear && !day.published.marked);
    expect(checked.length).toBeGreaterThanOrEqual(60);
    const differing = checked
      .filter((day) => day.computed.nameNe !== day.published.tithi)
      .map(
        (day) =>
          `${day.published.ad}: printed ${day.published.tithi}, computed ${day.computed.nameNe}`,
      );
    expect(differing).toEqual([]);
  });

  it('is never more than one tithi away from the printed one, on any day', () => {
    for (const day of days) {
      const printed = [...Array.from({ length: 30 }, (_, i) => tithiNamed(i + 1))].filter(
        (tithi) => tithi.nameNe === day.published.tithi,
      );
      expect(printed.length, day.published.ad).toBeGreaterThan(0);
      const nearest = Math.min(
        ...printed.map((tithi) => Math.abs(stepsBetween(day.computed.number, tithi.number))),
      );
      expect(nearest, `${day.published.ad} ${day.published.tithi}`).toBeLessThanOrEqual(1);
    }
  });

  it('ends each tithi after the sunrise, within about 27 hours', () => {
    for (const day of days) {
      const hours = (day.computed.endsAt.getTime() - day.computed.sunrise.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThan(0);
      expect(hours).toBeLessThan(27);
    }
  });
});
