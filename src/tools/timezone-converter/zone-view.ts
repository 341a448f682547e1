import { timezoneMessages, type RowWords } from './messages.ts';
import {
  dayDifference,
  formatOffset,
  localTimeZone,
  offsetMinutes,
  wallDateInput,
  wallTimeIn,
  wallTimeInput,
  zoneLabel,
  type ResolvedWallTime,
  type WallTime,
} from './zones.ts';

export interface ZoneState {
  date: string;
  time: string;
  from: string;
  targets: string[];
}

/** How many zones the screen starts with, whatever the visitor's own: the page keeps its size. */
export const DEFAULT_TARGET_COUNT = 5;

/** The common zones it starts with, the first five that are not the visitor's own. */
const DEFAULT_TARGETS = [
  'Asia/Kathmandu',
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Asia/Kolkata',
];

/** Now, in the visitor's zone (or a given one), shown in a few common zones. */
export function initialState(now: number, from: string = localTimeZone()): ZoneState {
  const wall = wallTimeIn(now, from);
  return {
    date: wallDateInput(wall),
    time: wallTimeInput(wall),
    from,
    targets: DEFAULT_TARGETS.filter((zone) => zone !== from).slice(0, DEFAULT_TARGET_COUNT),
  };
}

/** A new source zone; if it was listed below, the old source takes its place in the list. */
export function changeSourceZone(state: ZoneState, zone: string): ZoneState {
  if (zone === state.from) return state;
  const targets = state.targets.map((target) => (target === zone ? state.from : target));
  return { ...state, from: zone, targets: [...new Set(targets)] };
}

/** The first listed zone becomes the source, showing the same moment; the old source takes its place. */
export function swapZones(state: ZoneState, instant: number): ZoneState {
  const [first, ...rest] = state.targets;
  if (!first) return state;
  const wall = wallTimeIn(instant, first);
  return {
    date: wallDateInput(wall),
    time: wallTimeInput(wall),
    from: first,
    targets: [state.from, ...rest],
  };
}

export interface ZoneRow {
  zone: string;
  label: string;
  dateTime: string;
  offset: string;
  abbreviation: string;
  dayNote: string;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  zone: string,
  make: () => Intl.DateTimeFormat,
) {
  let format = map.get(zone);
  if (!format) {
    format = make();
    map.set(zone, format);
  }
  return format;
}

/**
 * 'Sat 21 Nov 2026, 11:10' in a zone, built from parts so every browser writes it alike; the
 * weekday and month in the language of `locale` (Latin digits in every language).
 */
export function formatInZone(instant: number, zone: string, locale = 'en-GB'): string {
  const parts = cached(
    dateTimeFormats,
    `${locale}|${zone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** A short zone name when the browser has a real one ('EST', 'BST'), else ''. */
function abbreviation(instant: number, zone: string): string {
  const name =
    cached(
      nameFormats,
      zone,
      () => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }),
    )
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return /^(GMT|UTC)/.test(name) ? '' : name;
}

export function describeInZone(
  instant: number,
  zone: string,
  sourceWall: WallTime,
  words: RowWords = timezoneMessages.en.row,
): ZoneRow {
  const wall = wallTimeIn(instant, zone);
  const days = dayDifference(wall, sourceWall);
  return {
    zone,
    label: zoneLabel(zone),
    dateTime: formatInZone(instant, zone, words.dateLocale),
    offset: formatOffset(offsetMinutes(instant, zone)),
    abbreviation: abbreviation(instant, zone),
    dayNote:
      days === 0
        ? ''
        : days === 1
          ? words.nextDay
          : days === -1
            ? words.previousDay
            : words.days(days),
  };
}

/** What to tell the visitor when the time is skipped or repeated in its zone. */
export function describeResolution(
  resolved: ResolvedWallTime,
  wall: WallTime,
  zone: string,
  words: RowWords = timezoneMessages.en.row,
): string | undefined {
  const asked = wallTimeInput(wall);
  if (resolved.kind === 'gap') {
    const shown = wallTimeInput(wallTimeIn(resolved.instant, zone));
    return words.gap(asked, zoneLabel(zone), shown);
  }
  if (resolved.kind === 'overlap' && resolved.later !== undefined) {
    const first = formatOffset(offsetMinutes(resolved.instant, zone));
    const second = formatOffset(offsetMinutes(resolved.later, zone));
    return words.overlap(asked, zoneLabel(zone), first, second);
  }
  return undefined;
}
