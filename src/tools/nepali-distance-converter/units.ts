import type { MultiFieldDefinition } from '../_converters/multi-field/multi-field.ts';

/**
 * Nepali distance units from the published customary definitions (docs/product.md#nepali-distance), with the
 * millimetre as base: 1 Angul = 3/4 inch (19.05 mm); 1 Bitta = 12 Angul (9 in); 1 Haat = 2 Bitta
 * (18 in); 1 Danda = 4 Haat (6 ft); 1 Kosh = 2000 Danda (4000 yd); 1 Yojan = 4 Kosh; 1 Gaj =
 * 1 yard. The light year is the IAU's 9460730472580800 m.
 */
const ANGUL_MM = 19.05;
const DANDA_MM = ANGUL_MM * 12 * 2 * 4;

export const distanceConverterNepali: MultiFieldDefinition = {
  baseUnit: 'millimetre',
  groups: [
    { id: 'nepali', label: 'Nepali units' },
    { id: 'metric', label: 'Metric' },
    { id: 'imperial', label: 'Imperial' },
    { id: 'astronomy', label: 'Astronomy' },
  ],
  units: [
    { id: 'angul', label: 'Angul', short: 'Angul', factor: ANGUL_MM, decimals: 8, group: 'nepali' },
    {
      id: 'bitta',
      label: 'Bitta',
      short: 'Bitta',
      factor: ANGUL_MM * 12,
      decimals: 8,
      group: 'nepali',
    },
    {
      id: 'haat',
      label: 'Haat',
      short: 'Haat',
      factor: ANGUL_MM * 24,
      decimals: 8,
      group: 'nepali',
    },
    { id: 'danda', label: 'Danda', short: 'Danda', factor: DANDA_MM, decimals: 8, group: 'nepali' },
    {
      id: 'kosh',
      label: 'Kosh',
      short: 'Kosh',
      factor: DANDA_MM * 2000,
      decimals: 8,
      group: 'nepali',
    },
    {
      id: 'yojan',
      label: 'Yojan',
      short: 'Yojan',
      factor: DANDA_MM * 8000,
      decimals: 8,
      group: 'nepali',
    },
    { id: 'gaj', label: 'Gaj', short: 'Gaj', factor: 914.4, decimals: 8, group: 'nepali' },
    { id: 'mm', label: 'Millimetres', short: 'mm', factor: 1, decimals: 8, group: 'metric' },
    { id: 'cm', label: 'Centimetres', short: 'cm', factor: 10, decimals: 8, group: 'metric' },
    { id: 'm', label: 'Metres', short: 'm', factor: 1000, decimals: 8, group: 'metric' },
    { id: 'km', label: 'Kilometres', short: 'km', factor: 1e6, decimals: 8, group: 'metric' },
    { id: 'inch', label: 'Inches', short: 'in', factor: 25.4, decimals: 8, group: 'imperial' },
    { id: 'foot', label: 'Feet', short: 'ft', factor: 304.8, decimals: 8, group: 'imperial' },
    { id: 'yard', label: 'Yards', short: 'yd', factor: 914.4, decimals: 8, group: 'imperial' },
    { id: 'mile', label: 'Miles', short: 'mi', factor: 1609344, decimals: 8, group: 'imperial' },
    {
      id: 'lightyear',
      label: 'Light years',
      short: 'ly',
      factor: 9460730472580800 * 1000,
      decimals: 8,
      group: 'astronomy',
    },
  ],
  announce: ['m', 'foot'],
};
