import { describe, expect, it } from 'vitest';
import { resultOf, swapState } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { energyConverter } from './units.ts';

describe('energy units', () => {
  it('match the exact SI and NIST SP 811 definitions', () => {
    expectInBase(energyConverter, 'J', {
      kJ: 1e3,
      MJ: 1e6,
      cal: 4.184, // thermochemical calorie, exact
      kcal: 4184,
      Wh: 3600,
      kWh: 3.6e6,
      BTU: 1055.05585262, // International Table BTU, exact
      eV: 1.602176634e-19, // 2019 SI, exact
      keV: 1.602176634e-16,
      MeV: 1.602176634e-13,
      'ft·lbf': 1.3558179483314, // 0.3048 x 0.45359237 x 9.80665 = 1.35581794833140040 exactly
    });
    // NIST SP 811 B.8 rounds the foot-pound force to 1.355 818 J.
    expect(energyConverter.convert(1, 'ft·lbf', 'J')).toBeCloseTo(1.355818, 6);
  });

  it('round-trips between every pair of units', () => expectRoundTrips(energyConverter));

  it('shows the initial result of 1 kWh in J, grouped', () => {
    expect(resultOf(energyConverter, energyConverter.defaults)).toBe('3,600,000');
  });

  it('strips the commas of the result when swapping', () => {
    expect(swapState(energyConverter, energyConverter.defaults)).toEqual({
      input: '3600000',
      from: 'J',
      to: 'kWh',
    });
  });

  it('shows tiny results in scientific form, not 0', () => {
    expect(resultOf(energyConverter, { input: '1', from: 'eV', to: 'J' })).toBe('1.602177e-19');
  });
});
