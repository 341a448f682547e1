import type { ConverterUnit, FromToDefinition } from '../_converters/from-to.ts';
import { formatFixed } from '../../../shared/number-text.ts';

/**
 * The five scales through the kelvin: K = °C + 273.15; K = (°F + 459.67) x 5/9;
 * K = °R x 5/9; K = °Ré x 5/4 + 273.15.
 */
interface Scale extends ConverterUnit {
  toKelvin: (value: number) => number;
  fromKelvin: (kelvin: number) => number;
}

export const temperatureScales: readonly Scale[] = [
  {
    value: 'Celsius',
    label: 'Celsius (°C)',
    symbol: '°C',
    toKelvin: (c) => c + 273.15,
    fromKelvin: (k) => k - 273.15,
  },
  {
    value: 'Fahrenheit',
    label: 'Fahrenheit (°F)',
    symbol: '°F',
    toKelvin: (f) => ((f + 459.67) * 5) / 9,
    fromKelvin: (k) => (k * 9) / 5 - 459.67,
  },
  { value: 'Kelvin', label: 'Kelvin (K)', symbol: 'K', toKelvin: (k) => k, fromKelvin: (k) => k },
  {
    value: 'Rankine',
    label: 'Rankine (°R)',
    symbol: '°R',
    toKelvin: (r) => (r * 5) / 9,
    fromKelvin: (k) => (k * 9) / 5,
  },
  {
    value: 'Réaumur',
    label: 'Réaumur (°Ré)',
    symbol: '°Ré',
    toKelvin: (re) => (re * 5) / 4 + 273.15,
    fromKelvin: (k) => ((k - 273.15) * 4) / 5,
  },
];

const identity = (value: number) => value;

/** An unknown scale falls back to leaving the value as it is. */
export function convertTemperature(value: number, from: string, to: string): number {
  if (from === to) return value;
  const source = temperatureScales.find((scale) => scale.value === from);
  const target = temperatureScales.find((scale) => scale.value === to);
  return (target?.fromKelvin ?? identity)((source?.toKelvin ?? identity)(value));
}

/** True when a temperature lies below absolute zero, which no real temperature can. */
export function isBelowAbsoluteZero(value: number, scale: string): boolean {
  const source = temperatureScales.find((s) => s.value === scale);
  return source ? source.toKelvin(value) < -1e-9 : false;
}

export const temperatureConverter: FromToDefinition = {
  units: temperatureScales,
  convert: convertTemperature,
  format: (value) => formatFixed(value, 2),
  defaults: { input: '0', from: 'Celsius', to: 'Fahrenheit' },
  stripCommasOnSwap: false,
  baseUnit: 'kelvin (K)',
  common: [
    { value: 0, from: 'Celsius', to: 'Fahrenheit' },
    { value: 100, from: 'Celsius', to: 'Fahrenheit' },
    { value: 37, from: 'Celsius', to: 'Fahrenheit' },
    { value: 0, from: 'Kelvin', to: 'Celsius' },
    { value: 0, from: 'Fahrenheit', to: 'Celsius' },
  ],
  presets: [
    { label: 'Absolute zero', value: '-273.15', unit: 'Celsius' },
    { label: 'Freezing', value: '0', unit: 'Celsius' },
    { label: 'Room', value: '20', unit: 'Celsius' },
    { label: 'Body', value: '37', unit: 'Celsius' },
    { label: 'Boiling', value: '100', unit: 'Celsius' },
    { label: 'Oven', value: '180', unit: 'Celsius' },
  ],
};
