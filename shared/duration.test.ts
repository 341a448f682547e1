import { describe, expect, it } from 'vitest';
import { durationLabel } from './duration.ts';

describe('durationLabel', () => {
  it('says whole units as they are', () => {
    expect(durationLabel(3600)).toBe('1 hour');
    expect(durationLabel(7200)).toBe('2 hours');
    expect(durationLabel(1800)).toBe('30 minutes');
    expect(durationLabel(86_400)).toBe('1 day');
    expect(durationLabel(45)).toBe('45 seconds');
    expect(durationLabel(5400)).toBe('90 minutes');
  });

  it('rounds up to a whole second, so the promise is never shorter than the setting', () => {
    expect(durationLabel(0.5)).toBe('1 second');
    expect(durationLabel(3600.2)).toBe('3601 seconds');
  });
});
