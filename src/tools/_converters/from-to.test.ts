import { describe, expect, it } from 'vitest';
import { copyText, resultOf, swapState, type FromToDefinition } from './from-to.ts';
import { convertLinear, factorOf, linearConverter, type LinearUnit } from './linear.ts';
import { formatFixed } from '../../../shared/number-text.ts';

const units: readonly LinearUnit[] = [
  { value: 'a', label: 'A', factor: 1 },
  { value: 'b', label: 'B', symbol: 'bee', factor: 4 },
];
const definition: FromToDefinition = {
  units,
  convert: linearConverter(units),
  format: (value) => formatFixed(value, 3),
  defaults: { input: '2', from: 'b', to: 'a' },
  stripCommasOnSwap: false,
  baseUnit: 'a',
  common: [],
};

describe('from-to converters', () => {
  it('go through the base unit', () => {
    expect(convertLinear(units, 2, 'b', 'a')).toBe(8);
    expect(convertLinear(units, 8, 'a', 'b')).toBe(2);
  });

  it('fall back to a factor of 1 for an unknown unit', () => {
    expect(factorOf(units, 'zz')).toBe(1);
    expect(convertLinear(units, 3, 'zz', 'b')).toBe(0.75);
    expect(resultOf(definition, { input: '3', from: 'b', to: 'unknown' })).toBe('12.000');
  });

  it('give 0 for input that cannot be read as a number', () => {
    expect(resultOf(definition, { input: '', from: 'b', to: 'a' })).toBe('0.000');
    expect(resultOf(definition, { input: 'abc', from: 'b', to: 'a' })).toBe('0.000');
  });

  it('read numbers with and without thousands separators', () => {
    expect(resultOf(definition, { input: '1,234.5', from: 'b', to: 'a' })).toBe('4938.000');
    expect(resultOf(definition, { input: '1234.5', from: 'b', to: 'a' })).toBe('4938.000');
  });

  it('swap units and take the result as input', () => {
    expect(swapState(definition, definition.defaults)).toEqual({
      input: '8.000',
      from: 'a',
      to: 'b',
    });
  });

  it('copy the result followed by the symbol of the target unit', () => {
    expect(copyText(definition, { input: '8', from: 'a', to: 'b' })).toBe('2.000 bee');
  });
});
