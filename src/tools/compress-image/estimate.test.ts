import { describe, expect, it } from 'vitest';
import { scaledSize } from './estimate.ts';

describe('scaledSize', () => {
  it('limits the longest side and never enlarges', () => {
    expect(scaledSize(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(scaledSize(300, 600, 1000)).toEqual({ width: 300, height: 600 });
    expect(scaledSize(300, 600, undefined)).toEqual({ width: 300, height: 600 });
  });
});
