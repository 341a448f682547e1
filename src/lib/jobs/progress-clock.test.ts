import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, progressClock } from './progress-clock.ts';

const start = 1_000_000;

describe('progressClock', () => {
  it('counts an estimate down from when it arrived', () => {
    const estimate = { seconds: 10, at: start + 2_000 };
    expect(progressClock(estimate, start, start + 2_000)).toEqual({ kind: 'left', seconds: 10 });
    expect(progressClock(estimate, start, start + 5_000)).toEqual({ kind: 'left', seconds: 7 });
    expect(progressClock(estimate, start, start + 11_400)).toEqual({ kind: 'left', seconds: 1 });
  });

  it('never shows the same time left for more than a second while time passes', () => {
    const estimate = { seconds: 90, at: start };
    let previous: number | undefined;
    let sameSince = start;
    for (let now = start; now < start + 89_000; now += 250) {
      const clock = progressClock(estimate, start, now);
      expect(clock.kind).toBe('left');
      if (clock.seconds !== previous) {
        previous = clock.seconds;
        sameSince = now;
      }
      expect(now - sameSince).toBeLessThanOrEqual(1_000);
      expect(formatClock(clock)).toMatch(/^about (1 min )?\d+ s left$/);
    }
  });

  it('shows the time elapsed once the estimate has run out, never a stuck last second', () => {
    const estimate = { seconds: 2, at: start };
    expect(progressClock(estimate, start, start + 1_400)).toEqual({ kind: 'left', seconds: 1 });
    expect(progressClock(estimate, start, start + 2_600)).toEqual({
      kind: 'elapsed',
      seconds: 2,
    });
    expect(progressClock(estimate, start, start + 20_000)).toEqual({
      kind: 'elapsed',
      seconds: 20,
    });
  });

  it('shows the time elapsed when there is no estimate (an untimed stage)', () => {
    expect(progressClock({ seconds: undefined, at: undefined }, start, start + 12_900)).toEqual({
      kind: 'elapsed',
      seconds: 12,
    });
    expect(progressClock({ seconds: Infinity, at: start }, start, start)).toEqual({
      kind: 'elapsed',
      seconds: 0,
    });
    expect(progressClock({ seconds: undefined, at: undefined }, start, start - 500)).toEqual({
      kind: 'elapsed',
      seconds: 0,
    });
  });
});

describe('formatClock', () => {
  it('says the time to the second', () => {
    expect(formatDuration(5)).toBe('5 s');
    expect(formatDuration(65)).toBe('1 min 5 s');
    expect(formatDuration(3_725)).toBe('1 h 2 min 5 s');
    expect(formatClock({ kind: 'left', seconds: 65 })).toBe('about 1 min 5 s left');
    expect(formatClock({ kind: 'elapsed', seconds: 12 })).toBe('12 s elapsed');
  });
});
