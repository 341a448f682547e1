import type { Sharp } from 'sharp';
import {
  compressedFormat,
  compressQuality,
  type CompressImageParameters,
} from '../../../shared/jobs/compress-image.ts';
import type { ImageFormat } from '../../../shared/jobs/image-formats.ts';
import { keptAnimation, type Animation } from './animation.ts';
import type { EncodedImage } from './batch.ts';
import { openImage } from './open.ts';

/** The frames' delays and loops, where the pixels given to the encoder do not carry them. */
const timing = (animation?: Animation) =>
  animation ? { delay: animation.delay, loop: animation.loop } : {};

/**
 * Sets the encoder of `format` at `quality` (JPEG on white: it has no transparency). GIF has no
 * quality of its own: it is the share of the 256 colours kept, and below 100 the encoder may also
 * leave out small changes between frames, which makes an animation much smaller.
 */
export function encodeAs(
  image: Sharp,
  format: ImageFormat,
  quality: number,
  animation?: Animation,
): Sharp {
  switch (format) {
    case 'gif':
      return image.gif({
        colours: Math.max(2, Math.round((256 * quality) / 100)),
        interFrameMaxError: Math.round((100 - quality) / 10),
        ...timing(animation),
      });
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    case 'webp':
      return image.webp({ quality, ...timing(animation) });
    case 'avif':
      // Effort 3 of 9 (default 4): AVIF is the slowest encoder by far, and batches hold 50 images.
      return image.avif({ quality, effort: 3 });
    case 'png':
      // Palette quantisation (libimagequant): what makes a PNG much smaller; quality bounds it.
      // Effort 4 of 10 (default 7): a quarter of the time for about 20% more bytes, measured on
      // an 800x600 photo.
      return image.png({ palette: true, quality, effort: 4, compressionLevel: 9 });
  }
}

/**
 * `format` kept from the input, as resize and rotate write it: PNG and GIF with their own
 * lossless settings (a GIF keeps its palette), the others at `quality`.
 */
export function encodeKept(
  image: Sharp,
  format: ImageFormat,
  quality: number,
  animation?: Animation,
): Sharp {
  if (format === 'png') return image.png();
  if (format === 'gif') return image.gif(timing(animation));
  return encodeAs(image, format, quality, animation);
}

/**
 * One image compressed: upright, at most `maxSide` on its longest side (never enlarged), its
 * metadata dropped unless asked to keep it, written in the chosen format at the chosen quality.
 * An animated GIF or WebP written as GIF or WebP keeps every frame; other formats get the first.
 */
export async function compressImage(
  input: { path: string; contentType: string },
  parameters: CompressImageParameters,
  pixelLimit: number | undefined,
): Promise<EncodedImage> {
  const format = compressedFormat(parameters.format, input.contentType);
  const animation = await keptAnimation(input.path, format);
  let image = openImage(input.path, pixelLimit, animation !== undefined);
  if (parameters.maxSide !== undefined) {
    image = image.resize({
      width: parameters.maxSide,
      height: parameters.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (parameters.keepMetadata) image = image.keepMetadata();
  const data = await encodeAs(
    image,
    format,
    compressQuality(parameters.quality, format),
  ).toBuffer();
  return { data, format };
}
