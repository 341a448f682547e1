import { describe, expect, it } from 'vitest';
import { findTool } from '../../../shared/catalogue/index.ts';
import { convertField } from '../_converters/multi-field/multi-field.ts';
import { weightConverterNepali as weight } from './units.ts';

describe('Nepali weight units', () => {
  it('agree with the published values (docs/product.md#nepali-weight-and-volume)', () => {
    expect(Number(convertField(weight, 1, 'tola', 'g'))).toBeCloseTo(11.66, 2);
    expect(Number(convertField(weight, 1, 'lal', 'g'))).toBeCloseTo(0.1166, 4);
    expect(Number(convertField(weight, 1, 'chhatak', 'g'))).toBeCloseTo(58.3, 1);
    expect(Number(convertField(weight, 1, 'man', 'kg'))).toBeCloseTo(37.32, 2);
  });

  it('follow the chain of the first drawing', () => {
    expect(convertField(weight, 1, 'carat', 'mg')).toBe('200');
    expect(convertField(weight, 1, 'ratti', 'carat')).toBe('0.6075');
    expect(convertField(weight, 1, 'chhatak', 'ratti')).toBe('480');
    expect(convertField(weight, 1, 'lal', 'chhatak')).toBe('0.002');
    expect(convertField(weight, 1, 'man', 'lal')).toBe('320000.2606');
    expect(convertField(weight, 1, 'dharni', 'man')).toBe('0.0641');
    expect(convertField(weight, 1, 'pau', 'dharni')).toBe('0.0833');
    expect(convertField(weight, 1, 'tola', 'pau')).toBe('0.0585');
    expect(convertField(weight, 1, 'sher', 'tola')).toBe('79.996');
  });

  it('use the exact avoirdupois units', () => {
    expect(convertField(weight, 1, 'pound', 'g')).toBe('453.59237');
    expect(convertField(weight, 1, 'ounce', 'g')).toBe('28.349523');
    expect(convertField(weight, 1, 'grain', 'mg')).toBe('64.79891');
    expect(convertField(weight, 1, 'stone', 'kg')).toBe('6.350293');
    expect(convertField(weight, 1, 'uston', 'kg')).toBe('907.18474');
    expect(convertField(weight, 1, 'ukton', 'kg')).toBe('1016.046909');
  });

  it('state the chain in the catalogue formula', () => {
    const formula = findTool('nepali-tools', 'nepali-weight-converter')?.tool.formula ?? '';
    for (const text of [
      '1 Carat = 200 mg',
      '1 Ratti = 0.6075 Carat',
      '1 Chhatak = 480 Ratti',
      '1 Lal = 0.002 Chhatak',
      '1 Man = 320000.2606 Lal',
      '1 Dharni = 0.0641 Man',
      '1 Pau = 0.0833 Dharni',
      '1 Tola = 0.0585 Pau',
      '1 Sher = 79.996 Tola',
    ]) {
      expect(formula).toContain(text);
    }
  });
});
