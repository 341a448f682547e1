import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatGrouped } from '../../../shared/number-text.ts';

/**
 * Base unit: the square metre, from the international inch (0.0254 m exactly): 1 sq ft =
 * 0.09290304 m², 1 acre = 43560 sq ft = 4046.8564224 m², 1 sq mi = 640 acres.
 */
export const areaUnits: readonly LinearUnit[] = [
  { value: 'sq in', label: 'Square inches (sq in)', factor: 0.0254 ** 2 },
  { value: 'sq ft', label: 'Square feet (sq ft)', factor: 0.3048 ** 2 },
  { value: 'sq yd', label: 'Square yards (sq yd)', factor: 0.9144 ** 2 },
  { value: 'acre', label: 'Acres', symbol: 'acres', factor: 43560 * 0.3048 ** 2 },
  { value: 'sq mi', label: 'Square miles (sq mi)', factor: 1609.344 ** 2 },
  { value: 'hectare', label: 'Hectares (ha)', symbol: 'ha', factor: 1e4 },
  { value: 'sq m', label: 'Square metres (sq m)', factor: 1 },
  { value: 'sq km', label: 'Square kilometres (sq km)', factor: 1e6 },
];

export const areaConverter: FromToDefinition = {
  units: areaUnits,
  convert: linearConverter(areaUnits),
  format: formatGrouped,
  defaults: { input: '1', from: 'acre', to: 'sq ft' },
  stripCommasOnSwap: true,
  baseUnit: 'square metre (sq m)',
  common: [
    { value: 1, from: 'hectare', to: 'acre' },
    { value: 1, from: 'sq mi', to: 'acre' },
    { value: 1, from: 'sq m', to: 'sq ft' },
    { value: 1, from: 'sq km', to: 'hectare' },
    { value: 1, from: 'sq yd', to: 'sq ft' },
  ],
};
