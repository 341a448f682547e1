import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';

/**
 * Base unit: the metre, from the international inch (0.0254 m exactly): 1 ft = 12 in,
 * 1 yd = 3 ft, 1 mi = 1760 yd = 1609.344 m, 1 mil = 1/1000 in; 1 nautical mile = 1852 m.
 */
export const distanceUnits: readonly LinearUnit[] = [
  { value: 'nm', label: 'Nanometres (nm)', factor: 1e-9 },
  { value: 'μm', label: 'Micrometres (μm)', factor: 1e-6 },
  { value: 'mm', label: 'Millimetres (mm)', factor: 1e-3 },
  { value: 'cm', label: 'Centimetres (cm)', factor: 1e-2 },
  { value: 'm', label: 'Metres (m)', factor: 1 },
  { value: 'km', label: 'Kilometres (km)', factor: 1e3 },
  { value: 'mil', label: 'Mils (thou)', factor: 0.0254 / 1000 },
  { value: 'in', label: 'Inches (in)', factor: 0.0254 },
  { value: 'ft', label: 'Feet (ft)', factor: 0.3048 },
  { value: 'yd', label: 'Yards (yd)', factor: 0.9144 },
  { value: 'mi', label: 'Miles (mi)', factor: 1609.344 },
  { value: 'nmi', label: 'Nautical miles (nmi)', factor: 1852 },
];

export const distanceConverter: FromToDefinition = {
  units: distanceUnits,
  convert: linearConverter(distanceUnits),
  format: (value) => formatFixed(value, 6),
  defaults: { input: '1', from: 'mi', to: 'km' },
  stripCommasOnSwap: false,
  baseUnit: 'metre (m)',
  common: [
    { value: 1, from: 'in', to: 'cm' },
    { value: 1, from: 'ft', to: 'm' },
    { value: 1, from: 'mi', to: 'km' },
    { value: 1, from: 'nmi', to: 'km' },
    { value: 1, from: 'mil', to: 'μm' },
  ],
};
