import { expect } from 'vitest';
import type { FromToDefinition } from './from-to.ts';

/** Converting there and back returns the same value, for every pair of units. */
export function expectRoundTrips(definition: FromToDefinition, values = [1, 0.5, 1234.5678]) {
  for (const a of definition.units) {
    for (const b of definition.units) {
      for (const value of values) {
        const there = definition.convert(value, a.value, b.value);
        const back = definition.convert(there, b.value, a.value);
        expect(back / value, `${value} ${a.value} -> ${b.value} -> back`).toBeCloseTo(1, 12);
      }
    }
  }
}

/** The size of one unit in the base unit, compared with a reference value to `digits` significant digits. */
export function expectInBase(
  definition: FromToDefinition,
  base: string,
  expected: Record<string, number>,
  relativeTolerance = 1e-12,
) {
  for (const [unit, value] of Object.entries(expected)) {
    const actual = definition.convert(1, unit, base);
    expect(
      Math.abs(actual - value) / value,
      `1 ${unit} in ${base}: ${actual} vs ${value}`,
    ).toBeLessThan(relativeTolerance);
  }
}
