import { describe, expect, it } from 'vitest';
import { supportsStatsPeriod } from './ffmpeg.ts';

describe('supportsStatsPeriod', () => {
  it('is true from ffmpeg 4.4 on, false for older and git builds', () => {
    expect(supportsStatsPeriod('5.1.9-0+deb12u1')).toBe(true);
    expect(supportsStatsPeriod('4.4.2')).toBe(true);
    expect(supportsStatsPeriod('7.0')).toBe(true);
    expect(supportsStatsPeriod('4.3.1')).toBe(false);
    expect(supportsStatsPeriod('N-47683-g0e8eb07980-static')).toBe(false);
  });
});
