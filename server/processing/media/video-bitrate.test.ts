import { describe, expect, it } from 'vitest';
import { planForSize, scaleFilter, smallestTargetMb } from './video-bitrate.ts';

const MB = 1024 * 1024;

describe('planForSize', () => {
  it('shares the target between picture and sound, leaving a margin', () => {
    const plan = planForSize(10 * MB, 60, true);
    expect(plan).toEqual({ videoKbps: 1200, audioKbps: 128 });
    const totalBytes = ((plan!.videoKbps + plan!.audioKbps) * 1000 * 60) / 8;
    expect(totalBytes).toBeLessThan(10 * MB);
  });

  it('gives a silent video all of it', () => {
    expect(planForSize(10 * MB, 60, false)?.audioKbps).toBe(0);
  });

  it('refuses a size that cannot hold the length', () => {
    expect(planForSize(1 * MB, 3600, true)).toBeNull();
    expect(smallestTargetMb(3600)).toBe(46);
    expect(planForSize(smallestTargetMb(3600) * MB, 3600, true)).not.toBeNull();
  });
});

describe('scaleFilter', () => {
  it('caps the height and keeps the sides even', () => {
    expect(scaleFilter('720')).toBe("scale=-2:'min(720,trunc(ih/2)*2)'");
    expect(scaleFilter('original')).toBe('scale=trunc(iw/2)*2:trunc(ih/2)*2');
  });
});
