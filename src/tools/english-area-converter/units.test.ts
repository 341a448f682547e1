import { describe, expect, it } from 'vitest';
import { resultOf, swapState } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { areaConverter } from './units.ts';

describe('area units', () => {
  it('match the exact definitions from the international inch', () => {
    expectInBase(areaConverter, 'sq m', {
      'sq in': 6.4516e-4,
      'sq ft': 0.09290304,
      'sq yd': 0.83612736,
      acre: 4046.8564224,
      'sq mi': 2589988.110336,
      hectare: 1e4,
      'sq km': 1e6,
    });
  });

  it('has 43,560 square feet in an acre and 640 acres in a square mile', () => {
    expect(resultOf(areaConverter, areaConverter.defaults)).toBe('43,560');
    expect(areaConverter.convert(1, 'sq mi', 'acre')).toBeCloseTo(640, 10);
  });

  it('round-trips between every pair of units', () => expectRoundTrips(areaConverter));

  it('strips the commas of the result when swapping', () => {
    expect(swapState(areaConverter, areaConverter.defaults)).toEqual({
      input: '43560',
      from: 'sq ft',
      to: 'acre',
    });
  });
});
