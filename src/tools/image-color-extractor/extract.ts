import type { Rgb } from '../design-common/color.ts';

export interface DominantColor {
  color: Rgb;
  /** Share of the image's visible pixels, 0 to 1. */
  share: number;
}

/** Pixels with less alpha than this are background, not colour. */
export const MIN_ALPHA = 128;
const BITS = 5;
const SHIFT = 8 - BITS;
const SIDE = 1 << BITS;

interface Bucket {
  /** Quantised channels 0-31. */
  q: [number, number, number];
  count: number;
  /** Sums of the real channel values, so a colour is the true average of its pixels. */
  sum: [number, number, number];
}

interface Box {
  buckets: Bucket[];
  count: number;
}

function histogram(pixels: Uint8ClampedArray | Uint8Array): { buckets: Bucket[]; total: number } {
  const table = new Map<number, Bucket>();
  let total = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if ((pixels[i + 3] ?? 0) < MIN_ALPHA) continue;
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const q: [number, number, number] = [r >> SHIFT, g >> SHIFT, b >> SHIFT];
    const key = (q[0] * SIDE + q[1]) * SIDE + q[2];
    let bucket = table.get(key);
    if (!bucket) {
      bucket = { q, count: 0, sum: [0, 0, 0] };
      table.set(key, bucket);
    }
    bucket.count++;
    bucket.sum[0] += r;
    bucket.sum[1] += g;
    bucket.sum[2] += b;
    total++;
  }
  return { buckets: [...table.values()], total };
}

function ranges(box: Box): [number, number, number] {
  const min = [SIDE, SIDE, SIDE];
  const max = [-1, -1, -1];
  for (const { q } of box.buckets) {
    for (let c = 0; c < 3; c++) {
      min[c] = Math.min(min[c] ?? 0, q[c] ?? 0);
      max[c] = Math.max(max[c] ?? 0, q[c] ?? 0);
    }
  }
  return [0, 1, 2].map((c) => (max[c] ?? 0) - (min[c] ?? 0) + 1) as [number, number, number];
}

function volume(box: Box): number {
  const [r, g, b] = ranges(box);
  return r * g * b;
}

/** Splits a box across its longest side at the pixel median. */
function split(box: Box): [Box, Box] {
  const sides = ranges(box);
  const channel = sides.indexOf(Math.max(...sides));
  const sorted = [...box.buckets].sort((a, b) => (a.q[channel] ?? 0) - (b.q[channel] ?? 0));
  const half = box.count / 2;
  let running = 0;
  let cut = 1;
  for (let i = 0; i < sorted.length - 1; i++) {
    running += sorted[i]?.count ?? 0;
    cut = i + 1;
    // Never cut between two buckets of the same level: they belong together.
    if (running >= half && sorted[i]?.q[channel] !== sorted[i + 1]?.q[channel]) break;
  }
  while (cut < sorted.length && sorted[cut]?.q[channel] === sorted[cut - 1]?.q[channel]) cut++;
  if (cut >= sorted.length) {
    cut = 1;
    while (cut < sorted.length && sorted[cut]?.q[channel] === sorted[0]?.q[channel]) cut++;
  }
  const left = sorted.slice(0, cut);
  const right = sorted.slice(cut);
  const count = (list: Bucket[]) => list.reduce((n, bucket) => n + bucket.count, 0);
  return [
    { buckets: left, count: count(left) },
    { buckets: right, count: count(right) },
  ];
}

/** A group of pixels: their count and channel sums. */
interface Group {
  count: number;
  sum: [number, number, number];
}

function groupOf(box: Box): Group {
  const sum: [number, number, number] = [0, 0, 0];
  for (const bucket of box.buckets) {
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (bucket.sum[c] ?? 0);
  }
  return { count: box.count, sum };
}

function colorOf(group: Group): Rgb {
  return {
    r: Math.round(group.sum[0] / group.count),
    g: Math.round(group.sum[1] / group.count),
    b: Math.round(group.sum[2] / group.count),
  };
}

/** Colours closer than this (RGB distance) read as one: neighbouring histogram cells of a shade. */
export const MERGE_DISTANCE = 16;

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

/** Folds each group into a larger one whose colour is nearly the same. */
function mergeNearDuplicates(groups: Group[]): Group[] {
  const merged: Group[] = [];
  for (const group of [...groups].sort((a, b) => b.count - a.count)) {
    const twin = merged.find((kept) => distance(colorOf(kept), colorOf(group)) < MERGE_DISTANCE);
    if (twin) {
      twin.count += group.count;
      for (let c = 0; c < 3; c++) twin.sum[c] = (twin.sum[c] ?? 0) + (group.sum[c] ?? 0);
    } else {
      merged.push({ count: group.count, sum: [...group.sum] });
    }
  }
  return merged;
}

/**
 * The dominant colours of RGBA pixels by median cut (Heckbert) over a 5-bit colour histogram:
 * boxes split by pixel count first, then by count times colour volume so a small but distinct
 * colour is not swallowed by shades of a big one. Transparent pixels are ignored; near-identical
 * results are merged. Each colour is the true average of its pixels; the list runs from the
 * largest share to the smallest.
 */
export function dominantColors(
  pixels: Uint8ClampedArray | Uint8Array,
  count: number,
): DominantColor[] {
  const { buckets, total } = histogram(pixels);
  if (total === 0 || count < 1) return [];
  const boxes: Box[] = [{ buckets, count: total }];
  const byCountUntil = Math.ceil(count * 0.75);
  while (boxes.length < count) {
    const score =
      boxes.length < byCountUntil ? (box: Box) => box.count : (box: Box) => box.count * volume(box);
    let best = -1;
    for (let i = 0; i < boxes.length; i++) {
      const box = boxes[i];
      if (!box || box.buckets.length < 2) continue;
      if (best === -1 || score(box) > score(boxes[best] as Box)) best = i;
    }
    if (best === -1) break;
    const [a, b] = split(boxes[best] as Box);
    boxes.splice(best, 1, a, b);
  }
  return mergeNearDuplicates(boxes.map(groupOf))
    .map((group) => ({ color: colorOf(group), share: group.count / total }))
    .sort((a, b) => b.share - a.share);
}

/** '42%', or '<1%' for a trace. */
export function formatShare(share: number): string {
  const percent = share * 100;
  if (percent > 0 && percent < 1) return '<1%';
  return `${Math.round(percent)}%`;
}
