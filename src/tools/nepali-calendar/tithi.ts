import { Body, MoonPhase, Observer, SearchMoonPhase, SearchRiseSet } from 'astronomy-engine';
import type { CalendarDate } from '../../../shared/calendar/bs-calendar.ts';

/**
 * The tithi (lunar day) of a date as a Nepali patro gives it: the one in force at sunrise in
 * Kathmandu (udaya tithi). A tithi is each 12° the Moon gains on the Sun: tithi n runs while the
 * elongation (Moon's ecliptic longitude minus the Sun's, which astronomy-engine's MoonPhase gives)
 * is from 12(n-1)° to 12n°. Both longitudes are measured from the same point, so the sidereal
 * correction (ayanamsa) that patros apply to each cancels out. Printed patros compute with their
 * own traditional rules; near a tithi's start or end (within about half an hour of sunrise) a
 * printed day can differ from this one (see tithi.test.ts).
 */
export const KATHMANDU = new Observer(27.7172, 85.324, 1337);

/**
 * Nepal's clock, UTC+05:45 (UTC+05:30 before 1986): the search for a day's sunrise starts at its
 * midnight, and a quarter of an hour either way cannot change which sunrise comes next.
 */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

const NAMES_NE = [
  'प्रतिपदा',
  'द्वितीया',
  'तृतीया',
  'चतुर्थी',
  'पञ्चमी',
  'षष्ठी',
  'सप्तमी',
  'अष्टमी',
  'नवमी',
  'दशमी',
  'एकादशी',
  'द्वादशी',
  'त्रयोदशी',
  'चतुर्दशी',
] as const;

const NAMES_EN = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

export interface Tithi {
  /** 1 to 30: 1-15 in the bright half (Shukla paksha, ending at the full moon), 16-30 dark. */
  number: number;
  paksha: 'shukla' | 'krishna';
  nameNe: string;
  nameEn: string;
  pakshaNe: 'शुक्ल पक्ष' | 'कृष्ण पक्ष';
  pakshaEn: 'Shukla paksha' | 'Krishna paksha';
}

/** The names of tithi `number` (1 to 30). */
export function tithiNamed(number: number): Tithi {
  if (!Number.isInteger(number) || number < 1 || number > 30) {
    throw new RangeError(`No tithi ${number}`);
  }
  const shukla = number <= 15;
  const inPaksha = shukla ? number : number - 15;
  const [nameNe, nameEn] =
    number === 15
      ? ['पूर्णिमा', 'Purnima']
      : number === 30
        ? ['औंसी', 'Aunsi']
        : [NAMES_NE[inPaksha - 1] as string, NAMES_EN[inPaksha - 1] as string];
  return {
    number,
    paksha: shukla ? 'shukla' : 'krishna',
    nameNe,
    nameEn,
    pakshaNe: shukla ? 'शुक्ल पक्ष' : 'कृष्ण पक्ष',
    pakshaEn: shukla ? 'Shukla paksha' : 'Krishna paksha',
  };
}

/** The tithi in force at an instant. */
export function tithiAt(instant: Date): Tithi {
  return tithiNamed(Math.min(30, Math.floor(MoonPhase(instant) / 12) + 1));
}

/** Sunrise in Kathmandu on a Gregorian date (Nepal's calendar day). */
export function sunriseInKathmandu(date: CalendarDate): Date {
  const midnight = new Date(Date.UTC(date.year, date.month - 1, date.day) - NEPAL_OFFSET_MS);
  const rise = SearchRiseSet(Body.Sun, KATHMANDU, +1, midnight, 1);
  // Kathmandu is far from the polar circles: the Sun rises every day.
  if (!rise) throw new Error('No sunrise found in Kathmandu');
  return rise.date;
}

export interface DayTithi extends Tithi {
  sunrise: Date;
  /** When this tithi ends (the next begins), after the sunrise. */
  endsAt: Date;
}

/** The tithi of a Gregorian date at sunrise in Kathmandu, with the sunrise and the tithi's end. */
export function tithiOfDay(date: CalendarDate): DayTithi {
  const sunrise = sunriseInKathmandu(date);
  const tithi = tithiAt(sunrise);
  const end = SearchMoonPhase((tithi.number * 12) % 360, sunrise, 2);
  if (!end) throw new Error('The end of the tithi was not found');
  return { ...tithi, sunrise, endsAt: end.date };
}

/** The tithi number alone at sunrise (what a month grid needs: one search per day). */
export function tithiNumberOfDay(date: CalendarDate): number {
  return tithiAt(sunriseInKathmandu(date)).number;
}
