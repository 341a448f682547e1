import { describe, expect, it } from 'vitest';
import { copyText, resultOf, swapState } from '../_converters/from-to.ts';
import { expectInBase, expectRoundTrips } from '../_converters/test-support.ts';
import { storageConverter } from './units.ts';

describe('digital storage units', () => {
  it('are 1024-based for KB to PB and 1000-based for kB to pB', () => {
    expectInBase(storageConverter, 'Byte', {
      KB: 1024,
      MB: 1048576,
      GB: 1073741824,
      TB: 1099511627776,
      PB: 1125899906842624,
      kB: 1e3,
      mB: 1e6,
      gB: 1e9,
      tB: 1e12,
      pB: 1e15,
    });
  });

  it('round-trips between every pair of units', () => expectRoundTrips(storageConverter));

  it('resets to 1 GB in MB, which is 1,024', () => {
    expect(storageConverter.defaults).toEqual({ input: '1', from: 'GB', to: 'MB' });
    expect(resultOf(storageConverter, storageConverter.defaults)).toBe('1,024');
  });

  it('swaps with the commas stripped', () => {
    const state = { input: '5', from: 'TB', to: 'MB' };
    expect(resultOf(storageConverter, state)).toBe('5,242,880');
    expect(swapState(storageConverter, state)).toEqual({ input: '5242880', from: 'MB', to: 'TB' });
  });

  it('copies the result followed by the unit', () => {
    expect(copyText(storageConverter, storageConverter.defaults)).toBe('1,024 MB');
    expect(copyText(storageConverter, { input: '1', from: 'gB', to: 'mB' })).toBe(
      '1,000 MB (1000-based)',
    );
  });
});
