import { describe, expect, it } from 'vitest';
import { MAX_GIF_SECONDS, timeRangeProblem } from './time-range.ts';

describe('timeRangeProblem', () => {
  it('accepts a piece after its start', () => {
    expect(timeRangeProblem(0, 5)).toBeNull();
    expect(timeRangeProblem(1.5, 1.6)).toBeNull();
    expect(timeRangeProblem(10, 70, MAX_GIF_SECONDS)).toBeNull();
  });
  it('refuses an end at or before the start, naming the end time', () => {
    expect(timeRangeProblem(5, 5)).toEqual({
      field: 'endTime',
      message: 'The end time must be after the start time.',
    });
    expect(timeRangeProblem(8, 3)?.field).toBe('endTime');
  });
  it('refuses a piece shorter than 0.1 s and one longer than the limit', () => {
    expect(timeRangeProblem(1, 1.05)?.message).toBe(
      'The end time must be at least 0.1 seconds after the start time.',
    );
    expect(timeRangeProblem(0, 60.5, MAX_GIF_SECONDS)?.message).toBe(
      'The piece may be at most 60 seconds long. Choose a shorter piece.',
    );
  });
  it('refuses a negative or missing start', () => {
    expect(timeRangeProblem(-1, 3)?.field).toBe('startTime');
    expect(timeRangeProblem(Number.NaN, 3)?.field).toBe('startTime');
    expect(timeRangeProblem(0, Number.NaN)?.field).toBe('endTime');
  });
});
