import { describe, expect, it } from 'vitest';
import { audioFits, videoFits } from './video-containers.ts';

describe('what each container takes as it is', () => {
  it('copies H.264 and AAC into MP4, MOV and MKV, not into WebM', () => {
    for (const target of ['mp4', 'mov', 'mkv'] as const) {
      expect([videoFits(target, 'h264'), audioFits(target, 'aac')]).toEqual([true, true]);
    }
    expect([videoFits('webm', 'h264'), audioFits('webm', 'aac')]).toEqual([false, false]);
  });

  it('copies VP9 and Opus into WebM and MKV, not into MP4', () => {
    for (const target of ['webm', 'mkv'] as const) {
      expect([videoFits(target, 'vp9'), audioFits(target, 'opus')]).toEqual([true, true]);
    }
    expect([videoFits('mp4', 'vp9'), audioFits('mov', 'opus')]).toEqual([false, false]);
  });
});
