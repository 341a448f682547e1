import type { Sharp } from 'sharp';
import {
  compressedFormat,
  compressQuality,
  type CompressImageParameters,
} from '../../../shared/jobs/compress-image.ts';
import type { ImageFormat } from '../../../shared/jobs/image-formats.ts';
import type { EncodedImage } from './batch.ts';
import { openImage } from './open.ts';

/** Sets the encoder of `format` at `quality` (JPEG on white: it has no transparency). */
export function encodeAs(image: Sharp, format: ImageFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    case 'webp':
      return image.webp({ quality });
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
 * One image compressed: upright, at most `maxSide` on its longest side (never enlarged), its
 * metadata dropped unless asked to keep it, written in the chosen format at the chosen quality.
 */
export async function compressImage(
  input: { path: string; contentType: string },
  parameters: CompressImageParameters,
  pixelLimit: number | undefined,
): Promise<EncodedImage> {
  const format = compressedFormat(parameters.format, input.contentType);
  let image = openImage(input.path, pixelLimit);
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
