import { describe, expect, it } from 'vitest';
import { sizeChange } from './saving.ts';

describe('sizeChange', () => {
  it('says the saving, or the growth, in whole percent', () => {
    expect(sizeChange(1000, 250)).toBe('75% smaller');
    expect(sizeChange(1000, 1030)).toBe('3% larger');
    expect(sizeChange(1000, 999)).toBe('about the same size');
    expect(sizeChange(0, 10)).toBe('');
  });
});
