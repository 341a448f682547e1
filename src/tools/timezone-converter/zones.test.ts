import { describe, expect, it } from 'vitest';
import {
  allTimeZones,
  dayDifference,
  formatOffset,
  instantOfWallTime,
  modernZoneName,
  offsetMinutes,
  parseWallTime,
  wallTimeIn,
  zoneLabel,
} from './zones.ts';

const at = (iso: string) => Date.parse(iso);
const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('time zones', () => {
  it('know the offsets, including the odd quarter hours', () => {
    expect(offsetMinutes(at('2026-11-21T00:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    expect(offsetMinutes(at('2026-11-21T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(at('2026-01-15T00:00:00Z'), 'Pacific/Chatham')).toBe(13 * 60 + 45);
    expect(offsetMinutes(at('2026-07-15T00:00:00Z'), 'Pacific/Chatham')).toBe(12 * 60 + 45);
    expect(offsetMinutes(at('2026-07-15T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('follow daylight saving time', () => {
    expect(offsetMinutes(at('2024-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(at('2024-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(at('2024-07-15T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(offsetMinutes(at('2024-01-15T12:00:00Z'), 'Australia/Sydney')).toBe(660);
    expect(offsetMinutes(at('2024-01-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(660);
    expect(offsetMinutes(at('2024-07-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(630);
  });

  it('turn a wall-clock time into the right instant', () => {
    expect(instantOfWallTime(wall(2026, 11, 21, 11, 10), 'Asia/Kathmandu')).toEqual({
      instant: at('2026-11-21T05:25:00Z'),
      kind: 'exact',
    });
    expect(instantOfWallTime(wall(2024, 7, 4, 9), 'America/New_York').instant).toBe(
      at('2024-07-04T13:00:00Z'),
    );
  });

  it('resolve a skipped time (clocks forward) as if the clocks had not jumped', () => {
    // New York skipped 02:00-03:00 on 10 March 2024.
    expect(instantOfWallTime(wall(2024, 3, 10, 2, 30), 'America/New_York')).toEqual({
      instant: at('2024-03-10T07:30:00Z'),
      kind: 'gap',
    });
    expect(wallTimeIn(at('2024-03-10T07:30:00Z'), 'America/New_York')).toMatchObject({
      hour: 3,
      minute: 30,
    });
  });

  it('resolve a repeated time (clocks back) to the first, and say so', () => {
    // New York repeated 01:00-02:00 on 3 November 2024.
    expect(instantOfWallTime(wall(2024, 11, 3, 1, 30), 'America/New_York')).toEqual({
      instant: at('2024-11-03T05:30:00Z'),
      kind: 'overlap',
      later: at('2024-11-03T06:30:00Z'),
    });
    // London repeated 01:00-02:00 on 27 October 2024.
    expect(instantOfWallTime(wall(2024, 10, 27, 1, 15), 'Europe/London').kind).toBe('overlap');
  });

  it('show an instant in another zone with the day difference', () => {
    const instant = instantOfWallTime(wall(2026, 11, 21, 1, 0), 'Asia/Kathmandu').instant;
    const newYork = wallTimeIn(instant, 'America/New_York');
    expect(newYork).toMatchObject({ year: 2026, month: 11, day: 20, hour: 14, minute: 15 });
    expect(dayDifference(newYork, wall(2026, 11, 21, 1, 0))).toBe(-1);
  });

  it('format offsets', () => {
    expect(formatOffset(345)).toBe('UTC+05:45');
    expect(formatOffset(-240)).toBe('UTC−04:00');
    expect(formatOffset(-570)).toBe('UTC−09:30');
    expect(formatOffset(0)).toBe('UTC±00:00');
  });

  it('list the zones with current names', () => {
    const zones = allTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Asia/Kathmandu');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Katmandu');
    expect(zones.length).toBeGreaterThan(300);
    expect(modernZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires (America/Argentina)');
  });

  it('read date and time inputs and refuse impossible ones', () => {
    expect(parseWallTime('2024-02-29', '23:59')).toEqual(wall(2024, 2, 29, 23, 59));
    expect(parseWallTime('2023-02-29', '10:00')).toBeUndefined();
    expect(parseWallTime('2024-01-01', '24:00')).toBeUndefined();
    expect(parseWallTime('', '10:00')).toBeUndefined();
  });
});
