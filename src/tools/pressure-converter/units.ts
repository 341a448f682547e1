import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';

/**
 * Base unit: the pascal. psi is one pound-force per square inch (6894.757293168 Pa); mmHg is the
 * conventional millimetre of mercury (13.5951 g/cm³ x 9.80665 m/s² x 1 mm = 133.322387415 Pa),
 * inHg the same per inch; the torr is 1/760 of the standard atmosphere (101325 Pa).
 */
export const PSI_PA = (0.45359237 * 9.80665) / 0.0254 ** 2;
export const MMHG_PA = 133.322387415;

export const pressureUnits: readonly LinearUnit[] = [
  { value: 'Pa', label: 'Pascals (Pa)', factor: 1 },
  { value: 'kPa', label: 'Kilopascals (kPa)', factor: 1e3 },
  { value: 'MPa', label: 'Megapascals (MPa)', factor: 1e6 },
  { value: 'bar', label: 'Bar', factor: 1e5 },
  { value: 'mbar', label: 'Millibar (mbar)', factor: 100 },
  { value: 'psi', label: 'Pounds per square inch (psi)', factor: PSI_PA },
  { value: 'atm', label: 'Standard atmospheres (atm)', factor: 101325 },
  { value: 'mmHg', label: 'Millimetres of mercury (mmHg)', factor: MMHG_PA },
  { value: 'inHg', label: 'Inches of mercury (inHg)', factor: MMHG_PA * 25.4 },
  { value: 'Torr', label: 'Torr', factor: 101325 / 760 },
];

export const pressureConverter: FromToDefinition = {
  units: pressureUnits,
  convert: linearConverter(pressureUnits),
  format: (value) => formatFixed(value, 3),
  defaults: { input: '1', from: 'bar', to: 'psi' },
  stripCommasOnSwap: false,
  baseUnit: 'pascal (Pa)',
  common: [
    { value: 1, from: 'atm', to: 'psi' },
    { value: 1, from: 'atm', to: 'bar' },
    { value: 1, from: 'psi', to: 'kPa' },
    { value: 760, from: 'mmHg', to: 'atm' },
    { value: 1, from: 'inHg', to: 'mbar' },
  ],
};
