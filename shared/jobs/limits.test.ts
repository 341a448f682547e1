import { describe, expect, it } from 'vitest';
import { limitLabel, MB, pickerLimitLabel } from './limits.ts';

describe('limit labels', () => {
  it('shows megabytes in refusals, as the first drawing words them', () => {
    expect(limitLabel(10 * MB)).toBe('10MB');
    expect(limitLabel(2048 * MB)).toBe('2048MB');
  });

  it('shows a whole number of gigabytes as such in a picker, and the rest in megabytes', () => {
    expect(pickerLimitLabel(2048 * MB)).toBe('2GB');
    expect(pickerLimitLabel(1024 * MB)).toBe('1GB');
    expect(pickerLimitLabel(1536 * MB)).toBe('1536MB');
    expect(pickerLimitLabel(500 * MB)).toBe('500MB');
  });
});
