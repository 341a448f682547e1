import { describe, expect, it } from 'vitest';
import { resultOf, swapState } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { powerConverter } from './units.ts';

describe('power units', () => {
  it('match the exact definitions', () => {
    expectInBase(powerConverter, 'W', {
      kW: 1e3,
      MW: 1e6,
      GW: 1e9,
      hp: 745.69987158227, // 550 ft·lbf/s, docs/product.md#international-units
      hp_metric: 735.49875, // 75 kgf·m/s
      BTU_hr: 0.29307107017222, // 1055.05585262 J / 3600 s
      cal_s: 4.184,
      kcal_s: 4184,
      ft_lbf_s: 1.3558179483314,
    });
  });

  it('agree with NIST SP 811 to its seven digits', () => {
    expect(powerConverter.convert(1, 'hp', 'W')).toBeCloseTo(745.6999, 4);
    expect(powerConverter.convert(1, 'hp_metric', 'W')).toBeCloseTo(735.4988, 4);
    expect(powerConverter.convert(1, 'BTU_hr', 'W')).toBeCloseTo(0.2930711, 7);
  });

  it('round-trips between every pair of units', () => expectRoundTrips(powerConverter));

  it('shows the initial result of 1 kW in hp as 1.341', () => {
    expect(resultOf(powerConverter, powerConverter.defaults)).toBe('1.341');
  });

  it('swaps with the result as the new input', () => {
    expect(swapState(powerConverter, powerConverter.defaults)).toEqual({
      input: '1.341',
      from: 'hp',
      to: 'kW',
    });
  });
});
