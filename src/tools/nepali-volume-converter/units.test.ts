import { describe, expect, it } from 'vitest';
import { findTool } from '../../../shared/catalogue/index.ts';
import { convertField } from '../_converters/multi-field/multi-field.ts';
import { volumeConverterNepali as volume } from './units.ts';

describe('Nepali volume units', () => {
  it('agree with the published values (docs/product.md#nepali-weight-and-volume)', () => {
    expect(Number(convertField(volume, 1, 'mana', 'litre'))).toBeCloseTo(0.57, 2);
    expect(convertField(volume, 1, 'pathi', 'mana')).toBe('8');
    expect(convertField(volume, 1, 'muri', 'pathi')).toBe('20');
  });

  it('follow the chain of the first drawing', () => {
    expect(convertField(volume, 1, 'chauthai', 'ml')).toBe('142.857');
    expect(convertField(volume, 1, 'muthi', 'chauthai')).toBe('0.4');
    expect(convertField(volume, 1, 'mana', 'muthi')).toBe('10');
    expect(convertField(volume, 1, 'muri', 'mana')).toBe('160');
    expect(convertField(volume, 1, 'karuwa', 'muri')).toBe('0.0125');
    expect(convertField(volume, 1, 'pathi', 'karuwa')).toBe('4');
  });

  it('use the exact US and UK units', () => {
    expect(convertField(volume, 1, 'usgallon', 'litre')).toBe('3.785412');
    expect(convertField(volume, 1, 'ukgallon', 'ml')).toBe('4546.09');
    expect(Number(convertField(volume, 1, 'uscup', 'ml'))).toBeCloseTo(236.5882365, 6);
    expect(convertField(volume, 1, 'ukpint', 'ml')).toBe('568.26125');
    expect(convertField(volume, 3, 'ustsp', 'ustbsp')).toBe('1');
  });

  it('state the definitions in the catalogue formula', () => {
    const formula = findTool('nepali-tools', 'nepali-volume-converter')?.tool.formula ?? '';
    for (const text of [
      '1 Chauthai = 142.857 ml',
      '1 Muthi = 0.4 Chauthai',
      '= 10 Muthi',
      '1 Pathi = 8 Mana = 4 Karuwa',
      '1 Muri = 20 Pathi = 160 Mana',
      '1 Karuwa = 0.0125 Muri',
    ]) {
      expect(formula).toContain(text);
    }
  });
});
