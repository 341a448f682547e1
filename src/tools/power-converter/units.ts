import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';
import { BTU_IT_J, FOOT_POUND_FORCE_J } from '../energy-converter/units.ts';

/**
 * Base unit: the watt. Mechanical horsepower is 550 ft·lbf/s (745.69987158227 W), metric
 * horsepower 75 kgf·m/s (735.49875 W), BTU per hour the International Table BTU per 3600 s.
 */
export const powerUnits: readonly LinearUnit[] = [
  { value: 'W', label: 'Watts (W)', factor: 1 },
  { value: 'kW', label: 'Kilowatts (kW)', factor: 1e3 },
  { value: 'MW', label: 'Megawatts (MW)', factor: 1e6 },
  { value: 'GW', label: 'Gigawatts (GW)', factor: 1e9 },
  { value: 'hp', label: 'Horsepower, mechanical (hp)', factor: 550 * FOOT_POUND_FORCE_J },
  { value: 'hp_metric', label: 'Horsepower, metric (PS)', symbol: 'PS', factor: 75 * 9.80665 },
  { value: 'BTU_hr', label: 'BTU per hour (BTU/h)', symbol: 'BTU/h', factor: BTU_IT_J / 3600 },
  { value: 'cal_s', label: 'Calories per second (cal/s)', symbol: 'cal/s', factor: 4.184 },
  { value: 'kcal_s', label: 'Kilocalories per second (kcal/s)', symbol: 'kcal/s', factor: 4184 },
  {
    value: 'ft_lbf_s',
    label: 'Foot-pounds per second (ft·lbf/s)',
    symbol: 'ft·lbf/s',
    factor: FOOT_POUND_FORCE_J,
  },
];

export const powerConverter: FromToDefinition = {
  units: powerUnits,
  convert: linearConverter(powerUnits),
  format: (value) => formatFixed(value, 3),
  defaults: { input: '1', from: 'kW', to: 'hp' },
  stripCommasOnSwap: false,
  baseUnit: 'watt (W)',
  common: [
    { value: 1, from: 'hp', to: 'kW' },
    { value: 1, from: 'hp_metric', to: 'W' },
    { value: 1, from: 'kW', to: 'BTU_hr' },
    { value: 1, from: 'MW', to: 'hp' },
  ],
};
