import { describe, expect, it } from 'vitest';
import { resultOf } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { speedConverter } from './units.ts';

describe('speed units', () => {
  it('match the exact definitions', () => {
    expectInBase(speedConverter, 'm/s', {
      'km/h': 1 / 3.6,
      mph: 0.44704, // exact, NIST SP 811
      'ft/s': 0.3048,
      knots: 0.5144444444444445, // 1852 m per hour
      mach: 343,
      c: 299792458,
    });
  });

  it('round-trips between every pair of units', () => expectRoundTrips(speedConverter));

  it('shows the initial result of 100 km/h in mph as 62.137', () => {
    expect(resultOf(speedConverter, speedConverter.defaults)).toBe('62.137');
  });
});
