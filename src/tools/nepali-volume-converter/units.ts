import type { MultiFieldDefinition } from '../_converters/multi-field/multi-field.ts';

/**
 * Nepali volume units from the table docs/product.md#nepali-weight-and-volume keeps, with the
 * millilitre as base: 1 Chauthai = 142.857 ml; 1 Muthi = 0.4 Chauthai; 1 Mana = 10 Muthi
 * (571.428 ml); 1 Muri = 160 Mana; 1 Karuwa = 0.0125 Muri (2 Mana); 1 Pathi = 4 Karuwa (8 Mana).
 * US units from the US gallon (3785.411784 ml), UK units from the imperial gallon (4546.09 ml).
 */
const CHAUTHAI = 142.857;
const MUTHI = 0.4 * CHAUTHAI;
const MANA = 10 * MUTHI;
const MURI = 160 * MANA;
const KARUWA = 0.0125 * MURI;
const PATHI = 4 * KARUWA;
const US_GALLON = 3785.411784;
const UK_GALLON = 4546.09;

export const volumeConverterNepali: MultiFieldDefinition = {
  baseUnit: 'millilitre',
  groups: [
    { id: 'nepali', label: 'Nepali units' },
    { id: 'metric', label: 'Metric' },
    { id: 'us', label: 'US customary' },
    { id: 'uk', label: 'UK imperial' },
  ],
  units: [
    { id: 'muthi', label: 'Muthi', short: 'Muthi', factor: MUTHI, decimals: 6, group: 'nepali' },
    {
      id: 'chauthai',
      label: 'Chauthai',
      short: 'Chauthai',
      factor: CHAUTHAI,
      decimals: 6,
      group: 'nepali',
    },
    { id: 'mana', label: 'Mana', short: 'Mana', factor: MANA, decimals: 6, group: 'nepali' },
    {
      id: 'karuwa',
      label: 'Karuwa',
      short: 'Karuwa',
      factor: KARUWA,
      decimals: 6,
      group: 'nepali',
    },
    { id: 'pathi', label: 'Pathi', short: 'Pathi', factor: PATHI, decimals: 6, group: 'nepali' },
    { id: 'muri', label: 'Muri', short: 'Muri', factor: MURI, decimals: 6, group: 'nepali' },
    { id: 'ml', label: 'Millilitres', short: 'ml', factor: 1, decimals: 6, group: 'metric' },
    { id: 'litre', label: 'Litres', short: 'L', factor: 1000, decimals: 6, group: 'metric' },
    {
      id: 'ustsp',
      label: 'US teaspoons',
      short: 'US tsp',
      factor: US_GALLON / 768,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'ustbsp',
      label: 'US tablespoons',
      short: 'US tbsp',
      factor: US_GALLON / 256,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'usfloz',
      label: 'US fluid ounces',
      short: 'US fl oz',
      factor: US_GALLON / 128,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'uscup',
      label: 'US cups',
      short: 'US cups',
      factor: US_GALLON / 16,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'uspint',
      label: 'US pints',
      short: 'US pt',
      factor: US_GALLON / 8,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'usquart',
      label: 'US quarts',
      short: 'US qt',
      factor: US_GALLON / 4,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'usgallon',
      label: 'US gallons',
      short: 'US gal',
      factor: US_GALLON,
      decimals: 6,
      group: 'us',
    },
    {
      id: 'ukfloz',
      label: 'UK fluid ounces',
      short: 'UK fl oz',
      factor: UK_GALLON / 160,
      decimals: 6,
      group: 'uk',
    },
    {
      id: 'ukpint',
      label: 'UK pints',
      short: 'UK pt',
      factor: UK_GALLON / 8,
      decimals: 6,
      group: 'uk',
    },
    {
      id: 'ukquart',
      label: 'UK quarts',
      short: 'UK qt',
      factor: UK_GALLON / 4,
      decimals: 6,
      group: 'uk',
    },
    {
      id: 'ukgallon',
      label: 'UK gallons',
      short: 'UK gal',
      factor: UK_GALLON,
      decimals: 6,
      group: 'uk',
    },
  ],
  announce: ['litre', 'mana'],
};
