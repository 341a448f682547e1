/**
 * Time zone arithmetic on the browser's own IANA database (Intl), with daylight saving time:
 * a wall-clock time in one zone becomes an instant, and an instant is shown in other zones.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in a zone. */
export function wallTimeIn(instant: number, zone: string): WallTime & { second: number } {
  const parts = formatterFor(zone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes a zone is ahead of UTC at an instant (Kathmandu: 345). */
export function offsetMinutes(instant: number, zone: string): number {
  const wall = wallTimeIn(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc - whole) / MINUTE);
}

export interface ResolvedWallTime {
  instant: number;
  /** 'gap': the time does not exist (clocks jumped forward); 'overlap': it happens twice. */
  kind: 'exact' | 'gap' | 'overlap';
  /** For an overlap, the later of the two instants. */
  later?: number;
}

/**
 * The instant of a wall-clock time in a zone. Like Temporal's 'compatible' choice: a time that
 * happens twice resolves to the first, a skipped time to the moment as if clocks had not jumped.
 */
export function instantOfWallTime(wall: WallTime, zone: string): ResolvedWallTime {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsets = new Set([
    offsetMinutes(local - DAY, zone),
    offsetMinutes(local, zone),
    offsetMinutes(local + DAY, zone),
  ]);
  const candidates = [...offsets]
    .map((offset) => local - offset * MINUTE)
    .filter((instant) => {
      const back = wallTimeIn(instant, zone);
      return (
        back.year === wall.year &&
        back.month === wall.month &&
        back.day === wall.day &&
        back.hour === wall.hour &&
        back.minute === wall.minute
      );
    })
    .sort((a, b) => a - b);
  const [first, second] = candidates;
  if (first !== undefined && second !== undefined) {
    return { instant: first, kind: 'overlap', later: second };
  }
  if (first !== undefined) return { instant: first, kind: 'exact' };
  return { instant: local - offsetMinutes(local - DAY, zone) * MINUTE, kind: 'gap' };
}

/** 'UTC+05:45', 'UTC−04:00', 'UTC±00:00'. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC±00:00';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Whole days between two wall dates (the target's date minus the source's). */
export function dayDifference(target: WallTime, source: WallTime): number {
  return Math.round(
    (Date.UTC(target.year, target.month - 1, target.day) -
      Date.UTC(source.year, source.month - 1, source.day)) /
      DAY,
  );
}

/** Old names that some browsers still list, and the current IANA names used instead. */
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'America/Godthab': 'America/Nuuk',
};

export function modernZoneName(zone: string): string {
  return RENAMED[zone] ?? zone;
}

/** Every IANA zone the browser knows, current names, sorted, with UTC. */
export function allTimeZones(): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>(['UTC']);
  // Only a renamed zone is checked: checking one loads its rules (a few hundred would hold the
  // page for a quarter of a second on a phone), and the listed names are valid by definition.
  for (const zone of listed) {
    const modern = modernZoneName(zone);
    zones.add(modern !== zone && isValidTimeZone(modern) ? modern : zone);
  }
  // Sorted as the browser lists them (by code unit): a collator's order differs only in a few
  // punctuated names, and a page's first collator loads its data (10-30 ms on a computer).
  return [...zones].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a < b ? -1 : 1));
}

/** 'Asia/Kathmandu' -> 'Kathmandu (Asia)'; 'America/Argentina/Salta' -> 'Salta (America/Argentina)'. */
export function zoneLabel(zone: string): string {
  if (zone === 'UTC') return 'UTC (Coordinated Universal Time)';
  const parts = zone.split('/');
  const city = (parts.pop() ?? zone).replace(/_/g, ' ');
  return parts.length > 0 ? `${city} (${parts.join('/').replace(/_/g, ' ')})` : city;
}

/** The visitor's own zone, or UTC when the browser does not say. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? modernZoneName(zone) : 'UTC';
}

/** Reads the value of a date input (YYYY-MM-DD) and a time input (HH:MM). */
export function parseWallTime(date: string, time: string): WallTime | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!d || !t) return undefined;
  const wall = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  };
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59
  ) {
    return undefined;
  }
  return wall;
}

export function wallDateInput(wall: WallTime): string {
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export function wallTimeInput(wall: WallTime): string {
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}
