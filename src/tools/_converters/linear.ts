import type { ConverterUnit } from './from-to.ts';

/** A unit that is a fixed multiple of the base unit: `factor` base units make one of it. */
export interface LinearUnit extends ConverterUnit {
  factor: number;
}

/**
 * The factor to the base unit; an unknown unit falls back to 1
 * (docs/product.md#converter-behaviour).
 */
export function factorOf(units: readonly LinearUnit[], value: string): number {
  return units.find((unit) => unit.value === value)?.factor ?? 1;
}

/** Every conversion goes through the base unit (docs/product.md#converter-behaviour). */
export function convertLinear(
  units: readonly LinearUnit[],
  value: number,
  from: string,
  to: string,
): number {
  if (from === to) return value;
  return (value * factorOf(units, from)) / factorOf(units, to);
}

export function linearConverter(units: readonly LinearUnit[]) {
  return (value: number, from: string, to: string) => convertLinear(units, value, from, to);
}
