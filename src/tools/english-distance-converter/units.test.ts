import { describe, expect, it } from 'vitest';
import { resultOf } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { distanceConverter } from './units.ts';

describe('distance units', () => {
  it('match the exact definitions', () => {
    expectInBase(distanceConverter, 'm', {
      nm: 1e-9,
      μm: 1e-6,
      mm: 1e-3,
      cm: 1e-2,
      km: 1e3,
      mil: 2.54e-5,
      in: 0.0254,
      ft: 0.3048,
      yd: 0.9144,
      mi: 1609.344,
      nmi: 1852,
    });
  });

  it('round-trips between every pair of units', () => expectRoundTrips(distanceConverter));

  it('shows 1 mi in km with six decimals, unrounded (docs/product.md#international-units)', () => {
    const result = resultOf(distanceConverter, distanceConverter.defaults);
    expect(result).toBe('1.609344');
    expect(result.startsWith('1.609')).toBe(true);
  });
});
