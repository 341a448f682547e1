import { describe, expect, it } from 'vitest';
import { findTool } from '../../../shared/catalogue/index.ts';
import { applyEdit, convertField, emptyTexts } from '../_converters/multi-field/multi-field.ts';
import { landConverter } from './units.ts';

const sqFt = (id: string) => landConverter.units.find((u) => u.id === id)?.factor;

describe('Nepali land units', () => {
  it('follow the survey definitions in square feet', () => {
    expect(sqFt('ropani')).toBe(74 * 74);
    expect(sqFt('aana')).toBe(5476 / 16);
    expect(sqFt('paisa')).toBe(342.25 / 4);
    expect(sqFt('daam')).toBe(21.390625);
    expect(sqFt('bigha')).toBe(72900);
    expect(sqFt('kattha')).toBe(72900 / 20);
    expect(sqFt('dhur')).toBe(3645 / 20);
  });

  it('show 1 Ropani as 5476 sq ft and 508.737 sq m', () => {
    const { texts } = applyEdit(landConverter, emptyTexts(landConverter), 'ropani', '1');
    expect(texts).toMatchObject({
      aana: '16',
      paisa: '64',
      daam: '256',
      sqft: '5476',
      sqm: '508.737',
      bigha: '0.0751166',
      kattha: '1.502332',
      dhur: '30.046639',
    });
  });

  it('show 1 Bigha as 20 Kattha, 400 Dhur, 72900 sq ft and 6772.63 sq m', () => {
    const { texts } = applyEdit(landConverter, emptyTexts(landConverter), 'bigha', '1');
    expect(texts).toMatchObject({ kattha: '20', dhur: '400', sqft: '72900', sqm: '6772.6316' });
  });

  it('use the exact square foot (0.09290304 sq m)', () => {
    expect(convertField(landConverter, 1, 'sqft', 'sqm')).toBe('0.0929');
    expect(convertField(landConverter, 1, 'aana', 'sqm')).toBe('31.7961');
    expect(convertField(landConverter, 1, 'daam', 'sqm')).toBe('1.9873');
    expect(convertField(landConverter, 1, 'dhur', 'sqm')).toBe('16.9316');
    expect(convertField(landConverter, 10000, 'sqm', 'ropani')).toBe('19.65652012');
  });

  it('round-trip between every pair of units', () => {
    for (const a of landConverter.units) {
      for (const b of landConverter.units) {
        const there = (2.5 * a.factor) / b.factor;
        expect((there * b.factor) / a.factor).toBeCloseTo(2.5, 12);
      }
    }
  });

  it('state the definitions in the catalogue formula', () => {
    const formula = findTool('nepali-tools', 'nepali-land-converter')?.tool.formula ?? '';
    for (const text of [
      '1 Ropani = 16 Aana = 5476 sq ft',
      '508.737 sq m',
      '1 Aana = 4 Paisa = 342.25 sq ft',
      '1 Paisa = 4 Daam',
      '1 Bigha = 20 Kattha = 72900 sq ft',
      '1 Kattha = 20 Dhur = 3645 sq ft',
      '1 sq ft = 0.09290304 sq m',
    ]) {
      expect(formula).toContain(text);
    }
  });
});
