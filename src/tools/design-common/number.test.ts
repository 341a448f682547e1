import { describe, expect, it } from 'vitest';
import { parseBoundedNumber } from './number.ts';

const width = { label: 'Width', min: 50, max: 400, step: 10 };
const angle = { label: 'Angle', min: 0, max: 360, step: 1 };

describe('parseBoundedNumber', () => {
  it('accepts numbers in range on the step', () => {
    expect(parseBoundedNumber('200', width)).toEqual({ ok: true, value: 200 });
    expect(parseBoundedNumber(' 50 ', width)).toEqual({ ok: true, value: 50 });
    expect(parseBoundedNumber('360', angle)).toEqual({ ok: true, value: 360 });
    expect(parseBoundedNumber('0.25', { label: 'Alpha', min: 0, max: 1 })).toEqual({
      ok: true,
      value: 0.25,
    });
  });

  it('explains every kind of bad input', () => {
    expect(parseBoundedNumber('', angle)).toEqual({
      ok: false,
      error: 'Enter a number for angle.',
    });
    expect(parseBoundedNumber('abc', angle)).toEqual({
      ok: false,
      error: 'Angle must be a number.',
    });
    expect(parseBoundedNumber('1e3', angle)).toEqual({
      ok: false,
      error: 'Angle must be a number.',
    });
    expect(parseBoundedNumber('361', angle)).toEqual({
      ok: false,
      error: 'Angle must be from 0 to 360.',
    });
    expect(parseBoundedNumber('-1', angle)).toEqual({
      ok: false,
      error: 'Angle must be from 0 to 360.',
    });
    expect(parseBoundedNumber('12.5', angle)).toEqual({
      ok: false,
      error: 'Angle must be a whole number.',
    });
    expect(parseBoundedNumber('205', width)).toEqual({
      ok: false,
      error: 'Width goes in steps of 10 (for example 50, 60, 70).',
    });
  });
});
