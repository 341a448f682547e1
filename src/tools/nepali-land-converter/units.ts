import type { MultiFieldDefinition } from '../_converters/multi-field/multi-field.ts';

/**
 * Nepali land units from the survey's exact square-foot definitions (docs/product.md#nepali-land), with
 * the square foot as base: 1 Ropani = 74 ft x 74 ft = 5476 sq ft = 16 Aana; 1 Aana = 4 Paisa =
 * 342.25 sq ft; 1 Paisa = 4 Daam; 1 Bigha = 20 Kattha = 72900 sq ft; 1 Kattha = 20 Dhur =
 * 3645 sq ft; and 1 sq ft = 0.09290304 sq m exactly.
 */
export const SQ_M_PER_SQ_FT = 0.09290304;

export const landConverter: MultiFieldDefinition = {
  baseUnit: 'square foot',
  groups: [
    { id: 'hill', label: 'Hill system' },
    { id: 'terai', label: 'Terai system' },
    { id: 'metric', label: 'Square feet and metres' },
  ],
  units: [
    { id: 'ropani', label: 'Ropani', short: 'Ropani', factor: 5476, decimals: 8, group: 'hill' },
    { id: 'aana', label: 'Aana', short: 'Aana', factor: 342.25, decimals: 6, group: 'hill' },
    { id: 'paisa', label: 'Paisa', short: 'Paisa', factor: 85.5625, decimals: 6, group: 'hill' },
    { id: 'daam', label: 'Daam', short: 'Daam', factor: 21.390625, decimals: 6, group: 'hill' },
    { id: 'bigha', label: 'Bigha', short: 'Bigha', factor: 72900, decimals: 8, group: 'terai' },
    { id: 'kattha', label: 'Kattha', short: 'Kattha', factor: 3645, decimals: 6, group: 'terai' },
    { id: 'dhur', label: 'Dhur', short: 'Dhur', factor: 182.25, decimals: 6, group: 'terai' },
    { id: 'sqft', label: 'Square feet', short: 'sq ft', factor: 1, decimals: 2, group: 'metric' },
    {
      id: 'sqm',
      label: 'Square metres',
      short: 'sq m',
      factor: 1 / SQ_M_PER_SQ_FT,
      decimals: 4,
      group: 'metric',
    },
  ],
  announce: ['sqft', 'sqm'],
};
