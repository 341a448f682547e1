import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  copyLines,
  emptyTexts,
  NEGATIVE_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  type MultiFieldDefinition,
} from './multi-field.ts';

const definition: MultiFieldDefinition = {
  baseUnit: 'unit',
  groups: [{ id: 'g', label: 'G' }],
  units: [
    { id: 'one', label: 'One', short: '1', factor: 1, decimals: 2, group: 'g' },
    { id: 'three', label: 'Three', short: '3', factor: 3, decimals: 4, group: 'g' },
    { id: 'eight', label: 'Eight', short: '8', factor: 8, decimals: 8, group: 'g' },
  ],
  announce: ['one'],
};

describe('multi-field converters', () => {
  it('update every other field from the edited one, with each unit’s decimals', () => {
    const { texts, problem } = applyEdit(definition, emptyTexts(definition), 'one', '1');
    expect(problem).toBeUndefined();
    expect(texts).toEqual({ one: '1', three: '0.3333', eight: '0.125' });
  });

  it('read numbers with thousands separators', () => {
    expect(applyEdit(definition, emptyTexts(definition), 'three', '1,000').texts.one).toBe('3000');
    expect(applyEdit(definition, emptyTexts(definition), 'three', '1000').texts.one).toBe('3000');
  });

  it('clear every field when one is cleared', () => {
    const filled = applyEdit(definition, emptyTexts(definition), 'one', '5').texts;
    expect(applyEdit(definition, filled, 'three', '').texts).toEqual(emptyTexts(definition));
  });

  it('keep a non-number as typed and change nothing else', () => {
    const filled = applyEdit(definition, emptyTexts(definition), 'one', '5').texts;
    const outcome = applyEdit(definition, filled, 'eight', '5x');
    expect(outcome.texts).toEqual({ ...filled, eight: '5x' });
    expect(outcome.problem).toEqual({ id: 'eight', message: NOT_A_NUMBER_MESSAGE });
  });

  it('ignore negative results', () => {
    const filled = applyEdit(definition, emptyTexts(definition), 'one', '5').texts;
    const outcome = applyEdit(definition, filled, 'one', '-2');
    expect(outcome.texts).toEqual({ ...filled, one: '-2' });
    expect(outcome.problem).toEqual({ id: 'one', message: NEGATIVE_MESSAGE });
  });

  it('copy the filled fields as lines', () => {
    const filled = applyEdit(definition, emptyTexts(definition), 'one', '3').texts;
    expect(copyLines(definition, filled)).toBe('One: 3\nThree: 1\nEight: 0.375');
    expect(copyLines(definition, emptyTexts(definition))).toBe('');
    expect(copyLines(definition, { ...filled, eight: 'oops' })).toBe('One: 3\nThree: 1');
  });
});
