import { describe, expect, it } from 'vitest';
import { resultOf } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { pressureConverter } from './units.ts';

describe('pressure units', () => {
  it('match the exact definitions', () => {
    expectInBase(pressureConverter, 'Pa', {
      kPa: 1e3,
      MPa: 1e6,
      bar: 1e5,
      mbar: 100,
      psi: 6894.757293168361, // docs/product.md#international-units: 6894.757293168
      atm: 101325,
      mmHg: 133.322387415,
      inHg: 3386.388640341,
      Torr: 133.32236842105263, // 101325 / 760
    });
  });

  it('agree with NIST SP 811 to its seven digits', () => {
    expect(pressureConverter.convert(1, 'psi', 'Pa')).toBeCloseTo(6894.757, 3);
    expect(pressureConverter.convert(1, 'mmHg', 'Pa')).toBeCloseTo(133.3224, 4);
    expect(pressureConverter.convert(1, 'inHg', 'Pa')).toBeCloseTo(3386.389, 3);
    expect(pressureConverter.convert(1, 'Torr', 'Pa')).toBeCloseTo(133.3224, 4);
  });

  it('round-trips between every pair of units', () => expectRoundTrips(pressureConverter));

  it('shows the initial result of 1 bar in psi as 14.504', () => {
    expect(resultOf(pressureConverter, pressureConverter.defaults)).toBe('14.504');
  });
});
