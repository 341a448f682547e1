import { parseNumber, stripCommas, withoutDust } from '../../../shared/number-text.ts';

/** One unit of a converter: the stored value, the label a visitor reads, and the symbol copied. */
export interface ConverterUnit {
  value: string;
  label: string;
  /** Written after a copied result; defaults to `value`. */
  symbol?: string;
}

/** A common conversion shown on the reference card. */
export interface CommonConversion {
  value: number;
  from: string;
  to: string;
}

/**
 * A converter with a From value and unit, a read-only To value and unit, swap, copy and reset
 * (the nine international converters, temperature and currency).
 */
export interface FromToDefinition {
  units: readonly ConverterUnit[];
  convert: (value: number, from: string, to: string) => number;
  format: (value: number) => string;
  /** The state Reset returns to, and the state a visitor first sees. */
  defaults: FromToState;
  /** Storage, energy and area strip the thousands separators of the result when swapping. */
  stripCommasOnSwap: boolean;
  /** What every conversion goes through, for the reference card ('joule (J)'). */
  baseUnit: string;
  common: readonly CommonConversion[];
  /** The units listed under 'Sample values' (all of them when absent). */
  sampleUnits?: readonly string[];
  /** A preset sets the From unit and value (the temperature presets). */
  presets?: readonly { label: string; value: string; unit: string }[];
}

export interface FromToState {
  input: string;
  from: string;
  to: string;
}

/** A conversion's result without the floating-point dust of its offset (number-text.ts). */
export function convertedValue(
  definition: FromToDefinition,
  value: number,
  from: string,
  to: string,
): number {
  return withoutDust(definition.convert(value, from, to), definition.convert(0, from, to));
}

/**
 * The shown result: unreadable or empty input converts as 0 (docs/product.md#converter-behaviour).
 */
export function resultOf(definition: FromToDefinition, state: FromToState): string {
  const value = parseNumber(state.input) ?? 0;
  return definition.format(convertedValue(definition, value, state.from, state.to));
}

/** Swap exchanges the units and the previous result becomes the input. */
export function swapState(definition: FromToDefinition, state: FromToState): FromToState {
  const result = resultOf(definition, state);
  return {
    input: definition.stripCommasOnSwap ? stripCommas(result) : result,
    from: state.to,
    to: state.from,
  };
}

export function unitOf(definition: FromToDefinition, value: string): ConverterUnit | undefined {
  return definition.units.find((unit) => unit.value === value);
}

export function symbolOf(definition: FromToDefinition, value: string): string {
  const unit = unitOf(definition, value);
  return unit?.symbol ?? unit?.value ?? value;
}

/** Copy Result copies the result followed by the target unit. */
export function copyText(definition: FromToDefinition, state: FromToState): string {
  return `${resultOf(definition, state)} ${symbolOf(definition, state.to)}`;
}

/** A preset sets the From unit and the value, keeping the To unit. */
export function applyPreset(
  state: FromToState,
  preset: { value: string; unit: string },
): FromToState {
  return { ...state, input: preset.value, from: preset.unit };
}
