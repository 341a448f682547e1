import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatGrouped } from '../../../shared/number-text.ts';

/**
 * Base unit: the joule. Exact definitions (docs/product.md#international-units): the thermochemical
 * calorie (4.184 J), the International Table BTU (1055.05585262 J), the electronvolt of the 2019 SI
 * (1.602176634e-19 J) and the foot-pound force (0.3048 m x 0.45359237 kg x 9.80665 m/s²).
 */
export const FOOT_POUND_FORCE_J = 0.3048 * 0.45359237 * 9.80665;
export const BTU_IT_J = 1055.05585262;

export const energyUnits: readonly LinearUnit[] = [
  { value: 'J', label: 'Joules (J)', factor: 1 },
  { value: 'kJ', label: 'Kilojoules (kJ)', factor: 1e3 },
  { value: 'MJ', label: 'Megajoules (MJ)', factor: 1e6 },
  { value: 'cal', label: 'Calories (cal)', factor: 4.184 },
  { value: 'kcal', label: 'Kilocalories (kcal)', factor: 4184 },
  { value: 'Wh', label: 'Watt-hours (Wh)', factor: 3600 },
  { value: 'kWh', label: 'Kilowatt-hours (kWh)', factor: 3.6e6 },
  { value: 'BTU', label: 'British thermal units (BTU)', factor: BTU_IT_J },
  { value: 'eV', label: 'Electronvolts (eV)', factor: 1.602176634e-19 },
  { value: 'keV', label: 'Kiloelectronvolts (keV)', factor: 1.602176634e-16 },
  { value: 'MeV', label: 'Megaelectronvolts (MeV)', factor: 1.602176634e-13 },
  { value: 'ft·lbf', label: 'Foot-pounds (ft·lbf)', factor: FOOT_POUND_FORCE_J },
];

export const energyConverter: FromToDefinition = {
  units: energyUnits,
  convert: linearConverter(energyUnits),
  format: formatGrouped,
  defaults: { input: '1', from: 'kWh', to: 'J' },
  stripCommasOnSwap: true,
  baseUnit: 'joule (J)',
  common: [
    { value: 1, from: 'kWh', to: 'MJ' },
    { value: 1, from: 'kcal', to: 'kJ' },
    { value: 1, from: 'BTU', to: 'J' },
    { value: 1, from: 'Wh', to: 'BTU' },
    { value: 1, from: 'ft·lbf', to: 'J' },
  ],
};
