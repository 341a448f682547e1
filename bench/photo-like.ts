import sharp, { type Sharp } from 'sharp';

export interface PhotoLikeOptions {
  width: number;
  height: number;
  /** The diagonal gradient's two colours, top left to bottom right. */
  from: string;
  to: string;
  /** What is drawn over the gradient, as SVG (circles, say). */
  shapes: string;
  /** Sensor-like noise: each channel of each pixel moved by up to ±amplitude, drawn from seed. */
  seed: number;
  amplitude: number;
}

/**
 * A photo-like picture as raw pixels in sharp, for the benches to encode as they need: a
 * gradient, shapes and noise, so it compresses as photos do, the same bytes for the same options.
 */
export async function photoLike(o: PhotoLikeOptions): Promise<Sharp> {
  const { width, height } = o;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${o.shapes}
  </svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  let state = o.seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const moved = (pixels[i] as number) + ((state >> 16) % (2 * o.amplitude + 1)) - o.amplitude;
    pixels[i] = Math.max(0, Math.min(255, moved));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}
