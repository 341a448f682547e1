/** The six seasons (ritu) of the Nepali year, two Bikram Sambat months each (docs/product.md#nepali-seasons). */
export interface Season {
  name: string;
  nepali: string;
  /** What the season is like, in English. */
  english: string;
  /** Month numbers, Baisakh = 1. */
  months: readonly [number, number];
  /** The Gregorian period the two months roughly cover. */
  period: string;
}

export const SEASONS: readonly Season[] = [
  {
    name: 'Basanta',
    nepali: 'बसन्त',
    english: 'Spring',
    months: [12, 1],
    period: 'mid-March to mid-May',
  },
  {
    name: 'Grishma',
    nepali: 'ग्रीष्म',
    english: 'Summer',
    months: [2, 3],
    period: 'mid-May to mid-July',
  },
  {
    name: 'Barsha',
    nepali: 'वर्षा',
    english: 'Monsoon',
    months: [4, 5],
    period: 'mid-July to mid-September',
  },
  {
    name: 'Sharad',
    nepali: 'शरद',
    english: 'Autumn',
    months: [6, 7],
    period: 'mid-September to mid-November',
  },
  {
    name: 'Shishir',
    nepali: 'शिशिर',
    english: 'Early winter',
    months: [8, 9],
    period: 'mid-November to mid-January',
  },
  {
    name: 'Shheet',
    nepali: 'शीत',
    english: 'Winter',
    months: [10, 11],
    period: 'mid-January to mid-March',
  },
];

export const SEASON_NOT_FOUND = 'Unable to determine season for selected month';

/** The season of a BS month (1 to 12), or undefined for anything else. */
export function seasonOfMonth(month: number): Season | undefined {
  return SEASONS.find((season) => season.months.includes(month));
}
