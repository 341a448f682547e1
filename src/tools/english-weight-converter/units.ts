import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';

/**
 * Base unit: the gram, from the international pound (453.59237 g exactly): 1 oz = 1/16 lb,
 * 1 stone = 14 lb, 1 US ton = 2000 lb, 1 UK (long) ton = 2240 lb, 1 metric ton = 1000 kg.
 */
const POUND_G = 453.59237;

export const weightUnits: readonly LinearUnit[] = [
  { value: 'mg', label: 'Milligrams (mg)', factor: 0.001 },
  { value: 'g', label: 'Grams (g)', factor: 1 },
  { value: 'kg', label: 'Kilograms (kg)', factor: 1000 },
  { value: 'oz', label: 'Ounces (oz)', factor: POUND_G / 16 },
  { value: 'lb', label: 'Pounds (lb)', factor: POUND_G },
  { value: 'stone', label: 'Stones (st)', symbol: 'st', factor: POUND_G * 14 },
  { value: 'ton', label: 'Metric tons (t)', symbol: 't', factor: 1e6 },
  { value: 'ton_us', label: 'US tons (short tons)', symbol: 'US tons', factor: POUND_G * 2000 },
  { value: 'ton_uk', label: 'UK tons (long tons)', symbol: 'UK tons', factor: POUND_G * 2240 },
];

export const weightConverter: FromToDefinition = {
  units: weightUnits,
  convert: linearConverter(weightUnits),
  format: (value) => formatFixed(value, 3),
  defaults: { input: '1', from: 'lb', to: 'kg' },
  stripCommasOnSwap: false,
  baseUnit: 'gram (g)',
  common: [
    { value: 1, from: 'kg', to: 'lb' },
    { value: 1, from: 'oz', to: 'g' },
    { value: 1, from: 'stone', to: 'kg' },
    { value: 1, from: 'ton_us', to: 'kg' },
    { value: 1, from: 'ton_uk', to: 'ton' },
  ],
};
