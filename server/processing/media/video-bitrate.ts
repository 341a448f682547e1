import type { VideoQuality } from '../../../shared/jobs/types/compress-video.ts';

/** Below this many kilobits a second in all, a video is not worth watching: refused. */
export const MIN_TOTAL_KBPS = 100;
/** The share of the target kept for the picture and sound: the rest covers the container. */
const SAFETY = 0.95;

export const qualityCrf: Record<VideoQuality, number> = { high: 20, medium: 24, low: 28 };

export interface SizePlan {
  videoKbps: number;
  audioKbps: number;
}

/**
 * The rates that fit `targetBytes` for `seconds` of video: the sound gets less as the budget
 * shrinks, the picture the rest. Null when even the smallest rate would not fit.
 */
export function planForSize(
  targetBytes: number,
  seconds: number,
  hasAudio: boolean,
): SizePlan | null {
  const totalKbps = Math.floor((targetBytes * 8 * SAFETY) / 1000 / seconds);
  if (totalKbps < MIN_TOTAL_KBPS) return null;
  const audioKbps = !hasAudio ? 0 : totalKbps >= 1000 ? 128 : totalKbps >= 400 ? 96 : 48;
  return { videoKbps: totalKbps - audioKbps, audioKbps };
}

/** The smallest target, in whole MB, that leaves `seconds` of video watchable. */
export function smallestTargetMb(seconds: number): number {
  return Math.ceil((MIN_TOTAL_KBPS * 1000 * seconds) / 8 / SAFETY / (1024 * 1024));
}

/** The scale filter for `maxHeight`: never upscaled, even sides (yuv420p needs them). */
export function scaleFilter(maxHeight: string): string {
  if (maxHeight === 'original') return 'scale=trunc(iw/2)*2:trunc(ih/2)*2';
  return `scale=-2:'min(${maxHeight},trunc(ih/2)*2)'`;
}
