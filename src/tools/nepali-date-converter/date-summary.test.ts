import { describe, expect, it } from 'vitest';
import { projectedNote, summarise } from './date-summary.ts';

describe('day summaries', () => {
  it('give the day in both calendars with Nepali and English day names', () => {
    const summary = summarise({ year: 2083, month: 8, day: 5 }, { year: 2026, month: 11, day: 21 });
    expect(summary).toMatchObject({
      weekdayEn: 'Saturday',
      weekdayNe: 'शनिबार',
      bsEnglish: '5 Mangsir 2083 BS',
      bsNepali: '२०८३ मंसिर ५, शनिबार',
      adText: 'Saturday, 21 November 2026 AD',
      projected: false,
    });
    expect(summary.line).toBe('5 Mangsir 2083 BS (२०८३ मंसिर ५) = Saturday, 21 November 2026 AD');
  });

  it('mark days of unpublished years as projected', () => {
    expect(
      summarise({ year: 2084, month: 3, day: 8 }, { year: 2027, month: 6, day: 22 }).projected,
    ).toBe(true);
    expect(projectedNote(2084)).toContain('2084 BS is not published yet');
  });
});
