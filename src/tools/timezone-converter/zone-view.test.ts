import { describe, expect, it } from 'vitest';
import {
  changeSourceZone,
  describeInZone,
  describeResolution,
  formatInZone,
  initialState,
  swapZones,
} from './zone-view.ts';
import { instantOfWallTime } from './zones.ts';

const wall = { year: 2026, month: 11, day: 21, hour: 11, minute: 10 };

describe('the time zone screen logic', () => {
  it('starts from now in the given zone, without listing that zone twice', () => {
    const state = initialState(Date.parse('2026-11-21T05:25:00Z'), 'Asia/Kathmandu');
    expect(state).toEqual({
      date: '2026-11-21',
      time: '11:10',
      from: 'Asia/Kathmandu',
      targets: ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'Asia/Kolkata'],
    });
    // Five zones whatever the visitor's own, so the page the server paints keeps its size.
    expect(initialState(0, 'America/Chicago').targets).toEqual([
      'Asia/Kathmandu',
      'UTC',
      'America/New_York',
      'Europe/London',
      'Asia/Tokyo',
    ]);
  });

  it('shows a moment in another zone with its offset, short name and day change', () => {
    const instant = instantOfWallTime(wall, 'Asia/Kathmandu').instant;
    expect(describeInZone(instant, 'America/New_York', wall)).toEqual({
      zone: 'America/New_York',
      label: 'New York (America)',
      dateTime: 'Sat 21 Nov 2026, 00:25',
      offset: 'UTC−05:00',
      abbreviation: 'EST',
      dayNote: '',
    });
    expect(describeInZone(instant, 'Pacific/Kiritimati', wall).dayNote).toBe('');
    const early = instantOfWallTime({ ...wall, hour: 1 }, 'Asia/Kathmandu').instant;
    expect(describeInZone(early, 'America/Los_Angeles', { ...wall, hour: 1 }).dayNote).toBe(
      'previous day',
    );
  });

  it('swaps the source zone with the first target, keeping the moment', () => {
    const state = initialState(Date.parse('2026-11-21T05:25:00Z'), 'Asia/Kathmandu');
    const instant = Date.parse('2026-11-21T05:25:00Z');
    expect(swapZones(state, instant)).toEqual({
      date: '2026-11-21',
      time: '05:25',
      from: 'UTC',
      targets: [
        'Asia/Kathmandu',
        'America/New_York',
        'Europe/London',
        'Asia/Tokyo',
        'Asia/Kolkata',
      ],
    });
  });

  it('never lists the source zone among the others', () => {
    const state = initialState(Date.parse('2026-11-21T05:25:00Z'), 'UTC');
    expect(changeSourceZone(state, 'Asia/Kathmandu').targets).toEqual([
      'UTC',
      'America/New_York',
      'Europe/London',
      'Asia/Tokyo',
      'Asia/Kolkata',
    ]);
    expect(changeSourceZone(state, 'Asia/Dubai').targets).toEqual(state.targets);
  });

  it('explains skipped and repeated times', () => {
    const gapWall = { year: 2024, month: 3, day: 10, hour: 2, minute: 30 };
    expect(
      describeResolution(
        instantOfWallTime(gapWall, 'America/New_York'),
        gapWall,
        'America/New_York',
      ),
    ).toBe(
      '02:30 does not exist on that day in New York (America): clocks jump forward. Showing 03:30.',
    );
    const twiceWall = { year: 2024, month: 11, day: 3, hour: 1, minute: 30 };
    expect(
      describeResolution(
        instantOfWallTime(twiceWall, 'America/New_York'),
        twiceWall,
        'America/New_York',
      ),
    ).toBe(
      '01:30 happens twice on that day in New York (America): clocks go back. Showing the first (UTC−04:00); the second is UTC−05:00.',
    );
    expect(
      describeResolution(instantOfWallTime(wall, 'Asia/Kathmandu'), wall, 'Asia/Kathmandu'),
    ).toBeUndefined();
  });

  it('formats a moment on a zone’s clock', () => {
    expect(formatInZone(Date.parse('2026-11-21T05:25:00Z'), 'Asia/Kathmandu')).toBe(
      'Sat 21 Nov 2026, 11:10',
    );
  });
});
