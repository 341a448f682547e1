import { describe, expect, it } from 'vitest';
import { resultOf } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { volumeConverter } from './units.ts';

describe('volume units', () => {
  it('match the exact US and UK definitions', () => {
    expectInBase(volumeConverter, 'ml', {
      L: 1000,
      tsp: 4.92892159375,
      tbsp: 14.78676478125,
      fl_oz: 29.5735295625,
      cup: 236.5882365,
      pt: 473.176473,
      qt: 946.352946,
      gal: 3785.411784,
      gal_uk: 4546.09,
      fl_oz_uk: 28.4130625,
      pt_uk: 568.26125,
      qt_uk: 1136.5225,
    });
  });

  it('agree with NIST SP 811 to its seven digits', () => {
    expect(volumeConverter.convert(1, 'fl_oz', 'ml')).toBeCloseTo(29.57353, 5);
    expect(volumeConverter.convert(1, 'fl_oz_uk', 'ml')).toBeCloseTo(28.41306, 5);
  });

  it('round-trips between every pair of units', () => expectRoundTrips(volumeConverter));

  it('shows the initial result of 1 gal in L as 3.785', () => {
    expect(resultOf(volumeConverter, volumeConverter.defaults)).toBe('3.785');
  });
});
