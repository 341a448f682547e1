import { describe, expect, it } from 'vitest';
import { applyEdit, emptyTexts } from '../_converters/multi-field/multi-field.ts';
import { landConverterWithForms } from './combined-fields.ts';
import { BKD, RAPD, readLandForm, writeLandForm } from './land-forms.ts';

function sqFt(form: typeof RAPD, text: string): number {
  const reading = readLandForm(form, text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.sqFt;
}

describe('land forms', () => {
  it('read R-A-P-D with the survey factors', () => {
    expect(sqFt(RAPD, '1-0-0-0')).toBe(5476);
    expect(sqFt(RAPD, '0-1-0-0')).toBe(342.25);
    expect(sqFt(RAPD, '0-0-1-0')).toBe(85.5625);
    expect(sqFt(RAPD, '0-0-0-1')).toBe(21.390625);
    expect(sqFt(RAPD, '2-5-3-1')).toBe(2 * 5476 + 5 * 342.25 + 3 * 85.5625 + 21.390625);
    expect(sqFt(RAPD, ' २ - ५ - ३ - १ ')).toBe(sqFt(RAPD, '2-5-3-1'));
  });

  it('read B-K-D with the survey factors', () => {
    expect(sqFt(BKD, '1-0-0')).toBe(72900);
    expect(sqFt(BKD, '0-1-0')).toBe(3645);
    expect(sqFt(BKD, '1-2-10.5')).toBe(72900 + 2 * 3645 + 10.5 * 182.25);
  });

  it('refuse text that is not the form, saying what to write', () => {
    for (const bad of ['2-5-3', '2-5-3-1-0', 'a-b-c-d', '2--3-1', '-1-0-0-0', '']) {
      const reading = readLandForm(RAPD, bad);
      expect(reading.ok, bad).toBe(false);
      if (!reading.ok) expect(reading.message).toContain('like 2-5-3-1');
    }
    expect(readLandForm(BKD, '1-2').ok).toBe(false);
  });

  it('write areas normalised into the larger units', () => {
    expect(writeLandForm(RAPD, sqFt(RAPD, '0-17-0-0'))).toBe('1-1-0-0');
    expect(writeLandForm(RAPD, sqFt(RAPD, '0-0-4-4'))).toBe('0-1-1-0');
    expect(writeLandForm(RAPD, sqFt(RAPD, '2-5-3-1'))).toBe('2-5-3-1');
    expect(writeLandForm(BKD, sqFt(BKD, '0-20-20'))).toBe('1-1-0');
    expect(writeLandForm(BKD, sqFt(BKD, '1-2-10.5'))).toBe('1-2-10.5');
    expect(writeLandForm(RAPD, 0)).toBe('0-0-0-0');
  });

  it('convert between the forms through square feet', () => {
    // 1 Bigha = 72900 sq ft = 13 Ropani 5 Aana 0 Paisa 0.04 Daam (3408.04 daam)
    expect(writeLandForm(RAPD, 72900)).toBe('13-5-0-0.04');
    // 1 Ropani = 5476 sq ft = 30.05 Dhur
    expect(writeLandForm(BKD, 5476)).toBe('0-1-10.05');
  });

  it('keep the last part to two decimals without drift', () => {
    expect(writeLandForm(RAPD, 21.390625 * 3.9999999)).toBe('0-0-1-0');
    expect(writeLandForm(RAPD, 1 / 0.09290304)).toBe('0-0-0-0.5');
  });
});

describe('land converter with written forms', () => {
  const start = emptyTexts(landConverterWithForms);

  it('fills B-K-D and the plain units from R-A-P-D', () => {
    const { texts, problem } = applyEdit(landConverterWithForms, start, 'rapd', '0-17-0-0');
    expect(problem).toBeUndefined();
    expect(texts).toMatchObject({
      rapd: '0-17-0-0',
      aana: '17',
      ropani: '1.0625',
      bkd: '0-1-11.92',
    });
    expect(texts.sqft).toBe('5818.25');
  });

  it('fills R-A-P-D from B-K-D and from a plain unit', () => {
    expect(applyEdit(landConverterWithForms, start, 'bkd', '1-0-0').texts).toMatchObject({
      rapd: '13-5-0-0.04',
      kattha: '20',
      sqft: '72900',
    });
    expect(applyEdit(landConverterWithForms, start, 'daam', '257').texts).toMatchObject({
      rapd: '1-0-0-1',
      bkd: '0-1-10.16',
    });
  });

  it('keeps a bad form as typed and says why', () => {
    const outcome = applyEdit(landConverterWithForms, start, 'rapd', '2-5');
    expect(outcome.texts.rapd).toBe('2-5');
    expect(outcome.problem?.id).toBe('rapd');
    expect(outcome.texts.sqft).toBe('');
  });
});
