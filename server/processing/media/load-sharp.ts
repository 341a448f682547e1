import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use rather than with the server (its native libraries are a noticeable
 * part of a start), with libvips' operation cache off in this process. The server loads it once
 * listening, before any worker thread does: its shared libraries then stay loaded while workers
 * come and go (sharp's advice for worker threads on glibc).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
