import sharp from 'sharp';

/**
 * A made photo-like image: smooth colour gradients with fine noise, as a camera gives, so that
 * encoders have real detail to weigh (flat test graphics compress to almost nothing). The noise
 * is a fixed sequence: the same call gives the same bytes.
 */
export async function makePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 17) - 8;
      const at = (y * width + x) * 3;
      pixels[at] = clamp(128 + 100 * Math.sin(x / 37) + noise);
      pixels[at + 1] = clamp(128 + 90 * Math.cos(y / 23) + noise);
      pixels[at + 2] = clamp(128 + 80 * Math.sin((x + y) / 51) + noise);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 95 }).toBuffer() : image.png().toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
