import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../processing-error.ts';
import { formatSeconds, resolveTimeRange } from './clip-range.ts';

function failure(run: () => unknown): ProcessingError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

describe('resolveTimeRange', () => {
  it('accepts a piece inside the file', () => {
    expect(resolveTimeRange(1.5, 4, 10, 'error')).toEqual({
      startSeconds: 1.5,
      endSeconds: 4,
      durationSeconds: 2.5,
    });
  });

  it('refuses an end before or at the start', () => {
    const error = failure(() => resolveTimeRange(5, 3, 10, 'error'));
    expect(error.code).toBe('invalid_time_range');
    expect(error.status).toBe(400);
    expect(error.field).toBe('endTime');
    expect(error.message).toBe('The end time must be after the start time.');
    expect(failure(() => resolveTimeRange(3, 3, 10, 'clamp')).code).toBe('invalid_time_range');
  });

  it('refuses negative and non-numeric times', () => {
    expect(failure(() => resolveTimeRange(-1, 3, 10, 'error')).field).toBe('startTime');
    expect(failure(() => resolveTimeRange(Number.NaN, 3, 10, 'error')).code).toBe(
      'invalid_time_range',
    );
    expect(failure(() => resolveTimeRange(0, Number.POSITIVE_INFINITY, 10, 'error')).field).toBe(
      'endTime',
    );
  });

  it('refuses pieces shorter than a tenth of a second', () => {
    expect(failure(() => resolveTimeRange(1, 1.05, 10, 'error')).message).toMatch(/at least 0.1 s/);
  });

  it('says when the end is past the end of the file, with its length', () => {
    const error = failure(() => resolveTimeRange(0, 12, 10.5, 'error'));
    expect(error.code).toBe('end_past_end_of_file');
    expect(error.status).toBe(422);
    expect(error.message).toBe('The end time is past the end of the file (it is 10.5 s long).');
  });

  it('tolerates an end a rounding error past the end', () => {
    expect(resolveTimeRange(0, 10.04, 10, 'error').endSeconds).toBe(10);
  });

  it('clamps the end to the file for GIFs', () => {
    expect(resolveTimeRange(2, 30, 10, 'clamp')).toEqual({
      startSeconds: 2,
      endSeconds: 10,
      durationSeconds: 8,
    });
  });

  it('refuses a start at or past the end of the file', () => {
    expect(failure(() => resolveTimeRange(10, 12, 10, 'clamp')).code).toBe(
      'start_past_end_of_file',
    );
    expect(failure(() => resolveTimeRange(9.95, 12, 10, 'clamp')).code).toBe(
      'start_past_end_of_file',
    );
  });

  it('checks nothing against the file when its length is unknown', () => {
    expect(resolveTimeRange(0, 500, null, 'error').durationSeconds).toBe(500);
  });

  it('formats lengths for messages', () => {
    expect(formatSeconds(3)).toBe('3 s');
    expect(formatSeconds(12.3456)).toBe('12.35 s');
  });
});
