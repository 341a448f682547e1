import { describe, expect, it } from 'vitest';
import { resultOf } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { weightConverter } from './units.ts';

describe('weight units', () => {
  it('match the exact definitions from the international pound', () => {
    expectInBase(weightConverter, 'g', {
      mg: 0.001,
      kg: 1000,
      oz: 28.349523125,
      lb: 453.59237,
      stone: 6350.29318,
      ton: 1e6,
      ton_us: 907184.74,
      ton_uk: 1016046.9088,
    });
  });

  it('round-trips between every pair of units', () => expectRoundTrips(weightConverter));

  it('shows the initial result of 1 lb in kg as 0.454', () => {
    expect(resultOf(weightConverter, weightConverter.defaults)).toBe('0.454');
  });
});
