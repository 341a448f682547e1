import { describe, expect, it } from 'vitest';
import { findTool } from '../../../shared/catalogue/index.ts';
import { applyEdit, convertField, emptyTexts } from '../_converters/multi-field/multi-field.ts';
import { distanceConverterNepali as distance } from './units.ts';

const mm = (id: string) => distance.units.find((u) => u.id === id)?.factor ?? NaN;

describe('Nepali distance units', () => {
  it('follow the customary definitions in inches and yards', () => {
    expect(mm('angul')).toBeCloseTo(0.75 * 25.4, 10);
    expect(mm('bitta')).toBeCloseTo(9 * 25.4, 10);
    expect(mm('haat')).toBeCloseTo(18 * 25.4, 10);
    expect(mm('danda')).toBeCloseTo(6 * 304.8, 10);
    expect(mm('kosh')).toBeCloseTo(4000 * 914.4, 6);
    expect(mm('yojan')).toBeCloseTo(4 * 4000 * 914.4, 6);
    expect(mm('gaj')).toBe(914.4);
    expect(mm('lightyear')).toBe(9.4607304725808e18);
  });

  it('show 1 Haat as 18 inches and 0.4572 m', () => {
    const { texts } = applyEdit(distance, emptyTexts(distance), 'haat', '1');
    expect(texts).toMatchObject({ inch: '18', m: '0.4572', bitta: '2', angul: '24', foot: '1.5' });
  });

  it('show 1 Kosh as 3.6576 km and 2000 Danda', () => {
    expect(convertField(distance, 1, 'kosh', 'km')).toBe('3.6576');
    expect(convertField(distance, 1, 'kosh', 'danda')).toBe('2000');
    expect(convertField(distance, 1, 'yojan', 'kosh')).toBe('4');
  });

  it('use 8 decimals and scientific form for tiny values', () => {
    expect(convertField(distance, 1, 'mm', 'angul')).toBe('0.05249344');
    expect(convertField(distance, 1, 'haat', 'lightyear')).toBe('4.832608e-17');
  });

  it('state the definitions in the catalogue formula', () => {
    const formula = findTool('nepali-tools', 'nepali-distance-converter')?.tool.formula ?? '';
    for (const text of [
      '1 Angul = 3/4 in (19.05 mm)',
      '1 Bitta = 12 Angul',
      '1 Haat = 2 Bitta (18 in)',
      '1 Danda = 4 Haat',
      '1 Kosh = 2000 Danda (4000 yd)',
      '1 Yojan = 4 Kosh',
      '1 Gaj = 1 yd',
    ]) {
      expect(formula).toContain(text);
    }
  });
});
