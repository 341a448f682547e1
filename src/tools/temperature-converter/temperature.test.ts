import { describe, expect, it } from 'vitest';
import { applyPreset, resultOf, swapState } from '../_converters/from-to.ts';
import { convertTemperature, isBelowAbsoluteZero, temperatureConverter } from './temperature.ts';

describe('temperature', () => {
  it.each([
    [100, 'Celsius', 'Fahrenheit', 212],
    [0, 'Celsius', 'Kelvin', 273.15],
    [-40, 'Celsius', 'Fahrenheit', -40],
    [32, 'Fahrenheit', 'Celsius', 0],
    [0, 'Kelvin', 'Rankine', 0],
    [491.67, 'Rankine', 'Celsius', 0],
    [100, 'Celsius', 'Réaumur', 80],
    [80, 'Réaumur', 'Fahrenheit', 212],
    [-273.15, 'Celsius', 'Kelvin', 0],
    [373.15, 'Kelvin', 'Rankine', 671.67],
  ])('%d %s is %d %s', (value, from, to, expected) => {
    expect(convertTemperature(value, from, to)).toBeCloseTo(expected, 10);
  });

  it('round-trips between every pair of scales', () => {
    for (const a of temperatureConverter.units) {
      for (const b of temperatureConverter.units) {
        const back = convertTemperature(
          convertTemperature(21.5, a.value, b.value),
          b.value,
          a.value,
        );
        expect(back).toBeCloseTo(21.5, 10);
      }
    }
  });

  it('shows two decimals', () => {
    expect(resultOf(temperatureConverter, temperatureConverter.defaults)).toBe('32.00');
    expect(resultOf(temperatureConverter, { input: '37', from: 'Celsius', to: 'Fahrenheit' })).toBe(
      '98.60',
    );
  });

  it('swaps the units and puts the result into the input', () => {
    expect(
      swapState(temperatureConverter, { input: '100', from: 'Celsius', to: 'Fahrenheit' }),
    ).toEqual({ input: '212.00', from: 'Fahrenheit', to: 'Celsius' });
  });

  it('has the six presets, each setting Celsius and its value', () => {
    expect(temperatureConverter.presets?.map((p) => [p.label, p.value, p.unit])).toEqual([
      ['Absolute zero', '-273.15', 'Celsius'],
      ['Freezing', '0', 'Celsius'],
      ['Room', '20', 'Celsius'],
      ['Body', '37', 'Celsius'],
      ['Boiling', '100', 'Celsius'],
      ['Oven', '180', 'Celsius'],
    ]);
    const state = applyPreset(
      { input: '5', from: 'Kelvin', to: 'Fahrenheit' },
      { value: '180', unit: 'Celsius' },
    );
    expect(state).toEqual({ input: '180', from: 'Celsius', to: 'Fahrenheit' });
    expect(resultOf(temperatureConverter, state)).toBe('356.00');
  });

  it('knows what lies below absolute zero', () => {
    expect(isBelowAbsoluteZero(-274, 'Celsius')).toBe(true);
    expect(isBelowAbsoluteZero(-273.15, 'Celsius')).toBe(false);
    expect(isBelowAbsoluteZero(-460, 'Fahrenheit')).toBe(true);
  });

  it('shows absolute zero on every scale from every scale, without floating-point dust', () => {
    const zero: Record<string, string> = {
      Celsius: '-273.15',
      Fahrenheit: '-459.67',
      Kelvin: '0',
      Rankine: '0',
      Réaumur: '-218.52',
    };
    for (const from of temperatureConverter.units) {
      for (const to of temperatureConverter.units) {
        const shown = resultOf(temperatureConverter, {
          input: zero[from.value] ?? '',
          from: from.value,
          to: to.value,
        });
        expect(shown, `${from.value} to ${to.value}`).toBe(Number(zero[to.value]).toFixed(2));
      }
    }
  });
});
