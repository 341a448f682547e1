import { describe, expect, it } from 'vitest';
import { BS_MONTHS_EN } from '../../../shared/calendar/nepali-names.ts';
import { SEASONS, seasonOfMonth } from './seasons.ts';

const monthsOf = (name: string) =>
  SEASONS.find((s) => s.name === name)?.months.map((m) => BS_MONTHS_EN[m - 1]);

describe('Nepali seasons', () => {
  it('are the six of the spec with their two months', () => {
    expect(monthsOf('Basanta')).toEqual(['Chaitra', 'Baisakh']);
    expect(monthsOf('Grishma')).toEqual(['Jestha', 'Ashadh']);
    expect(monthsOf('Barsha')).toEqual(['Shrawan', 'Bhadra']);
    expect(monthsOf('Sharad')).toEqual(['Ashwin', 'Kartik']);
    expect(monthsOf('Shishir')).toEqual(['Mangsir', 'Poush']);
    expect(monthsOf('Shheet')).toEqual(['Magh', 'Falgun']);
  });

  it('give every month exactly one season', () => {
    for (let month = 1; month <= 12; month++) {
      expect(SEASONS.filter((s) => s.months.includes(month))).toHaveLength(1);
    }
  });

  it('find the season of a month and nothing for a month that does not exist', () => {
    expect(seasonOfMonth(8)?.name).toBe('Shishir');
    expect(seasonOfMonth(12)?.name).toBe('Basanta');
    expect(seasonOfMonth(0)).toBeUndefined();
    expect(seasonOfMonth(13)).toBeUndefined();
  });
});
