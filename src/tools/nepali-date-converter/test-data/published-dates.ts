/**
 * Dates read from the printed Nepali calendars (via nepalipatro.com.np, hamropatro.com and
 * nepalicalendar.rat32.com) and reported in public bug reports, each with where it was reported.
 * Weekdays: 0 = Sunday.
 */
export interface PublishedMonth {
  bs: [year: number, month: number];
  days?: number;
  firstWeekday?: number;
  source: string;
}

const LEAPFROG_70 = 'https://github.com/leapfrogtechnology/nepali-date-picker/issues/70';
const MEDIC_26 = 'https://github.com/medic/bikram-sambat/issues/26';
const NEPALI_DATETIME_70 = 'https://github.com/amitgaru/nepali-datetime/pull/70';
const ANUZPANDEY_3 = 'https://github.com/anuzpandey/nepali-date-picker/issues/3';

export const publishedMonths: readonly PublishedMonth[] = [
  // 2081 as printed: [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]
  ...[31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31].map((days, index): PublishedMonth => ({
    bs: [2081, index + 1],
    days,
    source: ANUZPANDEY_3,
  })),
  { bs: [2081, 11], days: 29, source: MEDIC_26 },
  { bs: [2081, 12], days: 31, source: MEDIC_26 },
  { bs: [2082, 1], days: 31, firstWeekday: 1, source: LEAPFROG_70 },
  { bs: [2082, 2], days: 31, firstWeekday: 4, source: LEAPFROG_70 },
  { bs: [2082, 3], days: 32, firstWeekday: 0, source: LEAPFROG_70 },
  { bs: [2082, 4], days: 31, firstWeekday: 4, source: LEAPFROG_70 },
  { bs: [2082, 6], days: 31, firstWeekday: 3, source: LEAPFROG_70 },
  { bs: [2082, 7], firstWeekday: 6, source: LEAPFROG_70 },
  { bs: [2082, 8], days: 29, firstWeekday: 1, source: LEAPFROG_70 },
  { bs: [2082, 9], days: 30, firstWeekday: 2, source: LEAPFROG_70 },
  { bs: [2082, 10], days: 29, firstWeekday: 4, source: LEAPFROG_70 },
  { bs: [2082, 1], days: 31, source: MEDIC_26 },
  { bs: [2082, 2], days: 31, source: MEDIC_26 },
  { bs: [2082, 3], days: 32, source: MEDIC_26 },
  { bs: [2082, 4], days: 31, source: MEDIC_26 },
  { bs: [2082, 6], days: 31, source: MEDIC_26 },
  { bs: [2082, 8], days: 29, source: MEDIC_26 },
  { bs: [2082, 9], days: 30, source: MEDIC_26 },
  { bs: [2082, 10], days: 29, source: MEDIC_26 },
  { bs: [2083, 6], days: 31, firstWeekday: 4, source: LEAPFROG_70 },
  { bs: [2083, 7], firstWeekday: 0, source: LEAPFROG_70 },
  { bs: [2083, 8], days: 29, firstWeekday: 2, source: LEAPFROG_70 },
  { bs: [2083, 9], days: 30, firstWeekday: 3, source: LEAPFROG_70 },
  { bs: [2083, 10], days: 29, firstWeekday: 5, source: LEAPFROG_70 },
  { bs: [2083, 6], days: 31, source: NEPALI_DATETIME_70 },
  { bs: [2083, 8], days: 29, source: NEPALI_DATETIME_70 },
  { bs: [2083, 9], days: 30, source: NEPALI_DATETIME_70 },
  { bs: [2083, 10], days: 29, source: NEPALI_DATETIME_70 },
];

export interface PublishedDay {
  bs: [year: number, month: number, day: number];
  ad: [year: number, month: number, day: number];
  weekday?: number;
  source: string;
}

export const publishedDays: readonly PublishedDay[] = [
  {
    // 'The Gregorian year 2000 AD began 17 Poush 2056 and ended 16 Poush 2057.'
    bs: [2056, 9, 17],
    ad: [2000, 1, 1],
    weekday: 6,
    source: 'https://en.wikipedia.org/wiki/Nepali_calendar',
  },
  {
    bs: [2057, 9, 16],
    ad: [2000, 12, 31],
    weekday: 0,
    source: 'https://en.wikipedia.org/wiki/Nepali_calendar',
  },
  {
    // '14th of May should be Baisakh 31' (2025)
    bs: [2082, 1, 31],
    ad: [2025, 5, 14],
    source: 'https://github.com/subeshb1/Nepali-Date/issues/67',
  },
  {
    // 'Hamropatro reports २०८४ असार ८, मंगलवार' for 22 June 2027 (a projected year). Not a
    // printed calendar: the converter's own projection (bs-projection.ts) starts Asar 2084 a day
    // later, so the tests check only the dates of published years (up to 2083) against this list.
    bs: [2084, 3, 8],
    ad: [2027, 6, 22],
    weekday: 2,
    source: 'https://github.com/subeshb1/Nepali-Date/issues/73',
  },
];
