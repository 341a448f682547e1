import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';

/**
 * Base unit: the millilitre. US units from the US gallon of 231 cubic inches (3785.411784 ml
 * exactly): 1 gal = 4 qt = 8 pt = 16 cups = 128 fl oz; 1 fl oz = 2 tbsp = 6 tsp. UK units from
 * the imperial gallon (4546.09 ml exactly): 1 gal = 4 qt = 8 pt = 160 fl oz.
 */
const US_GALLON_ML = 3785.411784;
const UK_GALLON_ML = 4546.09;

export const volumeUnits: readonly LinearUnit[] = [
  { value: 'ml', label: 'Millilitres (ml)', factor: 1 },
  { value: 'L', label: 'Litres (L)', factor: 1000 },
  { value: 'tsp', label: 'US teaspoons (tsp)', symbol: 'US tsp', factor: US_GALLON_ML / 768 },
  { value: 'tbsp', label: 'US tablespoons (tbsp)', symbol: 'US tbsp', factor: US_GALLON_ML / 256 },
  {
    value: 'fl_oz',
    label: 'US fluid ounces (fl oz)',
    symbol: 'US fl oz',
    factor: US_GALLON_ML / 128,
  },
  { value: 'cup', label: 'US cups', symbol: 'US cups', factor: US_GALLON_ML / 16 },
  { value: 'pt', label: 'US pints (pt)', symbol: 'US pt', factor: US_GALLON_ML / 8 },
  { value: 'qt', label: 'US quarts (qt)', symbol: 'US qt', factor: US_GALLON_ML / 4 },
  { value: 'gal', label: 'US gallons (gal)', symbol: 'US gal', factor: US_GALLON_ML },
  { value: 'gal_uk', label: 'UK gallons (gal)', symbol: 'UK gal', factor: UK_GALLON_ML },
  {
    value: 'fl_oz_uk',
    label: 'UK fluid ounces (fl oz)',
    symbol: 'UK fl oz',
    factor: UK_GALLON_ML / 160,
  },
  { value: 'pt_uk', label: 'UK pints (pt)', symbol: 'UK pt', factor: UK_GALLON_ML / 8 },
  { value: 'qt_uk', label: 'UK quarts (qt)', symbol: 'UK qt', factor: UK_GALLON_ML / 4 },
];

export const volumeConverter: FromToDefinition = {
  units: volumeUnits,
  convert: linearConverter(volumeUnits),
  format: (value) => formatFixed(value, 3),
  defaults: { input: '1', from: 'gal', to: 'L' },
  stripCommasOnSwap: false,
  baseUnit: 'millilitre (ml)',
  common: [
    { value: 1, from: 'cup', to: 'ml' },
    { value: 1, from: 'tbsp', to: 'tsp' },
    { value: 1, from: 'gal_uk', to: 'L' },
    { value: 1, from: 'pt_uk', to: 'ml' },
    { value: 1, from: 'L', to: 'gal' },
  ],
};
