import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';

/**
 * Base unit: the metre per second. The mile is 1609.344 m and the nautical mile 1852 m, so one
 * mph is 0.44704 m/s and one knot 1852/3600 m/s. Mach 1 is taken as the speed of sound in dry air
 * at 20 °C, 343 m/s (docs/product.md#international-units); c is exact by the SI (299792458 m/s).
 */
export const speedUnits: readonly LinearUnit[] = [
  { value: 'm/s', label: 'Metres per second (m/s)', factor: 1 },
  { value: 'km/h', label: 'Kilometres per hour (km/h)', factor: 1000 / 3600 },
  { value: 'mph', label: 'Miles per hour (mph)', factor: 1609.344 / 3600 },
  { value: 'ft/s', label: 'Feet per second (ft/s)', factor: 0.3048 },
  { value: 'knots', label: 'Knots (kn)', symbol: 'kn', factor: 1852 / 3600 },
  { value: 'mach', label: 'Mach (343 m/s, air at 20 °C)', symbol: 'Mach', factor: 343 },
  { value: 'c', label: 'Speed of light (c)', factor: 299792458 },
];

export const speedConverter: FromToDefinition = {
  units: speedUnits,
  convert: linearConverter(speedUnits),
  format: (value) => formatFixed(value, 3),
  defaults: { input: '100', from: 'km/h', to: 'mph' },
  stripCommasOnSwap: false,
  baseUnit: 'metre per second (m/s)',
  common: [
    { value: 100, from: 'km/h', to: 'mph' },
    { value: 60, from: 'mph', to: 'km/h' },
    { value: 1, from: 'knots', to: 'km/h' },
    { value: 1, from: 'm/s', to: 'km/h' },
    { value: 1, from: 'mach', to: 'km/h' },
  ],
};
