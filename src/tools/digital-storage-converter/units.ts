import type { FromToDefinition } from '../_converters/from-to.ts';
import { linearConverter, type LinearUnit } from '../_converters/linear.ts';
import { formatGrouped } from '../../../shared/number-text.ts';

/**
 * Base unit: the byte. KB to PB are 1024-based; kB to pB are 1000-based
 * (docs/product.md#international-units).
 */
export const storageUnits: readonly LinearUnit[] = [
  { value: 'Byte', label: 'Bytes', symbol: 'bytes', factor: 1 },
  { value: 'KB', label: 'Kilobytes, KB (1024-based)', factor: 1024 },
  { value: 'MB', label: 'Megabytes, MB (1024-based)', factor: 1024 ** 2 },
  { value: 'GB', label: 'Gigabytes, GB (1024-based)', factor: 1024 ** 3 },
  { value: 'TB', label: 'Terabytes, TB (1024-based)', factor: 1024 ** 4 },
  { value: 'PB', label: 'Petabytes, PB (1024-based)', factor: 1024 ** 5 },
  { value: 'kB', label: 'Kilobytes, kB (1000-based)', symbol: 'kB', factor: 1000 },
  { value: 'mB', label: 'Megabytes, MB (1000-based)', symbol: 'MB (1000-based)', factor: 1e6 },
  { value: 'gB', label: 'Gigabytes, GB (1000-based)', symbol: 'GB (1000-based)', factor: 1e9 },
  { value: 'tB', label: 'Terabytes, TB (1000-based)', symbol: 'TB (1000-based)', factor: 1e12 },
  { value: 'pB', label: 'Petabytes, PB (1000-based)', symbol: 'PB (1000-based)', factor: 1e15 },
];

export const storageConverter: FromToDefinition = {
  units: storageUnits,
  convert: linearConverter(storageUnits),
  format: formatGrouped,
  defaults: { input: '1', from: 'GB', to: 'MB' },
  stripCommasOnSwap: true,
  baseUnit: 'byte',
  common: [
    { value: 1, from: 'GB', to: 'MB' },
    { value: 1, from: 'TB', to: 'GB' },
    { value: 500, from: 'gB', to: 'GB' },
    { value: 1, from: 'tB', to: 'TB' },
    { value: 1048576, from: 'Byte', to: 'MB' },
  ],
};
