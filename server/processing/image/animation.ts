import sharp, { type Sharp } from 'sharp';
import { animatedFormats, type ImageFormat } from '../../../shared/jobs/image-formats.ts';
import { openImage } from './open.ts';

/** An animated image's frames as its header gives them. */
export interface Animation {
  frames: number;
  /** Each frame's time on screen, in milliseconds. */
  delay: number[];
  /** How many times it plays; 0 for ever. */
  loop: number;
}

/**
 * The animation a result in `format` keeps: the input's, when it has several frames and the
 * format holds them (GIF, WebP); undefined otherwise, and the result is the first frame.
 */
export async function keptAnimation(
  path: string,
  format: ImageFormat,
): Promise<Animation | undefined> {
  if (!animatedFormats.has(format)) return undefined;
  const metadata = await sharp(path).metadata();
  const frames = metadata.pages ?? 1;
  if (frames < 2) return undefined;
  return { frames, delay: metadata.delay ?? [], loop: metadata.loop ?? 0 };
}

/**
 * Every frame of an animated image changed on its own by `change` (a turn, a mirror), joined
 * again one above the other, ready for the GIF or WebP encoder (given `animation`'s delays: the
 * joined pixels carry none). sharp cannot give a strip of frames a quarter turn, and a half turn of
 * the strip would also play it backwards, so the strip is decoded once and cut into its frames.
 */
export async function changeEachFrame(
  path: string,
  pixelLimit: number | undefined,
  animation: Animation,
  change: (frame: Sharp) => Sharp,
): Promise<Sharp> {
  const strip = await openImage(path, pixelLimit, true)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, channels } = strip.info;
  const height = strip.info.height / animation.frames;
  const frameBytes = width * height * channels;
  let joined: Buffer | undefined;
  let size = { width, height };
  for (let index = 0; index < animation.frames; index += 1) {
    const pixels = strip.data.subarray(index * frameBytes, (index + 1) * frameBytes);
    const frame = sharp(pixels, { raw: { width, height, channels } });
    const changed = await change(frame).raw().toBuffer({ resolveWithObject: true });
    joined ??= Buffer.alloc(changed.data.length * animation.frames);
    changed.data.copy(joined, index * changed.data.length);
    size = { width: changed.info.width, height: changed.info.height };
  }
  return sharp(joined, {
    raw: {
      width: size.width,
      height: size.height * animation.frames,
      channels,
      pageHeight: size.height,
    },
  });
}
