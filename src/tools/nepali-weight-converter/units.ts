import type { MultiFieldDefinition } from '../_converters/multi-field/multi-field.ts';

/**
 * Nepali weight units from the table docs/product.md#nepali-weight-and-volume keeps (it agrees
 * with the published values: 1 Tola ≈ 11.66 g, 1 Lal ≈ 0.1166 g, 1 Chhatak ≈ 58.3 g,
 * 1 Man ≈ 37.32 kg), with the milligram as base: 1 Carat = 200 mg; 1 Ratti = 0.6075 Carat;
 * 1 Chhatak = 480 Ratti; 1 Lal = 0.002 Chhatak; 1 Man = 320000.2606 Lal; 1 Dharni = 0.0641 Man;
 * 1 Pau = 0.0833 Dharni; 1 Tola = 0.0585 Pau; 1 Sher = 79.996 Tola.
 */
const CARAT = 200;
const RATTI = 0.6075 * CARAT;
const CHHATAK = 480 * RATTI;
const LAL = 0.002 * CHHATAK;
const MAN = 320000.2606 * LAL;
const DHARNI = 0.0641 * MAN;
const PAU = 0.0833 * DHARNI;
const TOLA = 0.0585 * PAU;
const SHER = 79.996 * TOLA;
const POUND = 453592.37;

export const weightConverterNepali: MultiFieldDefinition = {
  baseUnit: 'milligram',
  groups: [
    { id: 'nepali', label: 'Nepali units' },
    { id: 'metric', label: 'Metric' },
    { id: 'imperial', label: 'Imperial and US' },
  ],
  units: [
    { id: 'lal', label: 'Lal', short: 'Lal', factor: LAL, decimals: 6, group: 'nepali' },
    { id: 'ratti', label: 'Ratti', short: 'Ratti', factor: RATTI, decimals: 6, group: 'nepali' },
    { id: 'carat', label: 'Carat', short: 'Carat', factor: CARAT, decimals: 6, group: 'nepali' },
    { id: 'tola', label: 'Tola', short: 'Tola', factor: TOLA, decimals: 6, group: 'nepali' },
    {
      id: 'chhatak',
      label: 'Chhatak',
      short: 'Chhatak',
      factor: CHHATAK,
      decimals: 6,
      group: 'nepali',
    },
    { id: 'pau', label: 'Pau', short: 'Pau', factor: PAU, decimals: 6, group: 'nepali' },
    { id: 'sher', label: 'Sher', short: 'Sher', factor: SHER, decimals: 6, group: 'nepali' },
    {
      id: 'dharni',
      label: 'Dharni',
      short: 'Dharni',
      factor: DHARNI,
      decimals: 6,
      group: 'nepali',
    },
    { id: 'man', label: 'Man', short: 'Man', factor: MAN, decimals: 6, group: 'nepali' },
    { id: 'mg', label: 'Milligrams', short: 'mg', factor: 1, decimals: 6, group: 'metric' },
    { id: 'g', label: 'Grams', short: 'g', factor: 1000, decimals: 6, group: 'metric' },
    { id: 'kg', label: 'Kilograms', short: 'kg', factor: 1e6, decimals: 6, group: 'metric' },
    { id: 'grain', label: 'Grains', short: 'gr', factor: 64.79891, decimals: 6, group: 'imperial' },
    {
      id: 'ounce',
      label: 'Ounces',
      short: 'oz',
      factor: POUND / 16,
      decimals: 6,
      group: 'imperial',
    },
    { id: 'pound', label: 'Pounds', short: 'lb', factor: POUND, decimals: 6, group: 'imperial' },
    {
      id: 'stone',
      label: 'Stones',
      short: 'st',
      factor: POUND * 14,
      decimals: 6,
      group: 'imperial',
    },
    {
      id: 'uston',
      label: 'US tons',
      short: 'US tons',
      factor: POUND * 2000,
      decimals: 6,
      group: 'imperial',
    },
    {
      id: 'ukton',
      label: 'UK tons',
      short: 'UK tons',
      factor: POUND * 2240,
      decimals: 6,
      group: 'imperial',
    },
  ],
  announce: ['g', 'kg'],
};
