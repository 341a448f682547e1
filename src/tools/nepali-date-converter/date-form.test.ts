import { describe, expect, it } from 'vitest';
import { checkEnglishDate, checkNepaliDate, fieldsOf } from './date-form.ts';
import { bsToAd, daysInBsMonth } from '../../../shared/calendar/bs-calendar.ts';
import {
  formatAd,
  formatBsEnglish,
  formatBsNepali,
} from '../../../shared/calendar/nepali-names.ts';

const bs = (year: string, month: string, day: string) => checkNepaliDate({ year, month, day });
const ad = (year: string, month: string, day: string) => checkEnglishDate({ year, month, day });

describe('the Nepali date form', () => {
  it('converts a valid date', () => {
    expect(bs('2083', '8', '5')).toEqual({
      ok: true,
      from: { year: 2083, month: 8, day: 5 },
      to: { year: 2026, month: 11, day: 21 },
    });
  });

  it('reads Devanagari digits', () => {
    expect(bs('२०८३', '८', '५')).toMatchObject({
      ok: true,
      to: { year: 2026, month: 11, day: 21 },
    });
  });

  it.each([
    ['', '8', '5'],
    ['2083', '', '5'],
    ['2083', '8', ' '],
  ])('asks for every field (%j, %j, %j)', (year, month, day) => {
    expect(bs(year, month, day)).toEqual({
      ok: false,
      title: 'Missing Date Components',
      message: 'Please fill in all Nepali date fields',
    });
  });

  it.each([
    ['1969', '1', '1', 'year', 'BS year should be in range of 1970 to 2100'],
    ['2101', '1', '1', 'year', 'BS year should be in range of 1970 to 2100'],
    ['2080', '0', '1', 'month', 'BS month should be in range of 1 to 12'],
    ['2080', '13', '1', 'month', 'BS month should be in range of 1 to 12'],
    ['2080', '1', '0', 'day', 'BS day should be in range of 1 to 32'],
    ['2080', '1', '33', 'day', 'BS day should be in range of 1 to 32'],
  ])('gives the range message for %s-%s-%s', (year, month, day, field, message) => {
    expect(bs(year, month, day)).toEqual({ ok: false, title: 'Conversion Error', message, field });
  });

  it.each([
    ['2083', '8', '30', 'day'], // Mangsir 2083 has 29 days
    ['2082', '2', '32', 'day'], // Jestha 2082 has 31 days
    ['abc', '1', '1', 'year'],
    ['2080', '1.5', '1', 'month'],
    ['2080', '1', '-1', 'day'],
  ])('calls %s-%s-%s an invalid Nepali date', (year, month, day, field) => {
    expect(bs(year, month, day)).toEqual({
      ok: false,
      title: 'Conversion Error',
      message: 'Invalid Nepali date. Please check your input.',
      field,
    });
  });
});

describe('the English date form', () => {
  it('converts a valid date', () => {
    expect(ad('2026', '11', '21')).toEqual({
      ok: true,
      from: { year: 2026, month: 11, day: 21 },
      to: { year: 2083, month: 8, day: 5 },
    });
  });

  it('asks for every field', () => {
    expect(ad('2026', '', '1')).toEqual({
      ok: false,
      title: 'Missing Date Components',
      message: 'Please fill in all English date fields',
    });
  });

  it.each([
    ['1912', '5', '1', 'year', 'AD year should be in range of 1913 to 2044'],
    ['2045', '1', '1', 'year', 'AD year should be in range of 1913 to 2044'],
    ['2000', '0', '1', 'month', 'AD month should be in range of 1 to 12'],
    ['2000', '13', '1', 'month', 'AD month should be in range of 1 to 12'],
    ['2000', '1', '0', 'day', 'AD day should be in range of 1 to 31'],
    ['2000', '1', '32', 'day', 'AD day should be in range of 1 to 31'],
  ])('gives the range message for %s-%s-%s', (year, month, day, field, message) => {
    expect(ad(year, month, day)).toEqual({ ok: false, title: 'Conversion Error', message, field });
  });

  it.each([
    ['2023', '2', '29'],
    ['2026', '4', '31'],
    ['2026', 'x', '1'],
  ])('calls %s-%s-%s an invalid English date', (year, month, day) => {
    expect(ad(year, month, day)).toMatchObject({
      ok: false,
      title: 'Conversion Error',
      message: 'Invalid English date. Please check your input.',
    });
  });

  it('accepts 29 February in a leap year', () => {
    expect(ad('2024', '2', '29')).toMatchObject({
      ok: true,
      to: { year: 2080, month: 11, day: 17 },
    });
  });

  it('explains that 1913 before 13 April lies before 1 Baisakh 1970', () => {
    expect(ad('1913', '4', '12')).toEqual({
      ok: false,
      title: 'Conversion Error',
      message: 'AD dates before 13 April 1913 (1 Baisakh 1970 BS) cannot be converted',
      field: 'year',
    });
    expect(ad('1913', '4', '13')).toMatchObject({ ok: true, to: { year: 1970, month: 1, day: 1 } });
  });

  it('converts the last day of 2043', () => {
    expect(ad('2043', '12', '31')).toMatchObject({
      ok: true,
      to: { year: 2100, month: 9, day: 15 },
    });
  });

  it('accepts every AD date the BS side gives, to the last day of 2100 BS', () => {
    const last = bsToAd({ year: 2100, month: 12, day: daysInBsMonth(2100, 12) ?? 0 });
    expect(last).toEqual({ year: 2044, month: 4, day: 13 });
    expect(ad('2044', '1', '1')).toMatchObject({ ok: true, to: { year: 2100, month: 9 } });
    expect(ad('2044', '4', '13')).toMatchObject({ ok: true, to: { year: 2100, month: 12 } });
    expect(ad('2044', '4', '14')).toEqual({
      ok: false,
      title: 'Conversion Error',
      message: 'AD dates after 13 April 2044 (31 Chaitra 2100 BS) cannot be converted',
      field: 'year',
    });
  });
});

describe('date texts', () => {
  it('write dates in both calendars', () => {
    expect(formatBsEnglish({ year: 2083, month: 8, day: 5 })).toBe('5 Mangsir 2083');
    expect(formatBsNepali({ year: 2083, month: 8, day: 5 })).toBe('२०८३ मंसिर ५');
    expect(formatAd({ year: 2026, month: 11, day: 21 })).toBe('21 November 2026');
    expect(fieldsOf({ year: 2026, month: 11, day: 21 })).toEqual({
      year: '2026',
      month: '11',
      day: '21',
    });
  });
});
