import { MAX_OUTPUT_SIDE } from '../../../shared/jobs/compress-image.ts';
import { keptFormat } from '../../../shared/jobs/image-formats.ts';
import { resizedSize, type ResizeImageParameters } from '../../../shared/jobs/resize-image.ts';
import { ProcessingError } from '../../processing-error.ts';
import type { EncodedImage } from './batch.ts';
import { keptAnimation } from './animation.ts';
import { encodeKept } from './compress.ts';
import { openImage, uprightSize } from './open.ts';

/** sharp's own input limit, used for the result too when no budget is set. */
const SHARP_PIXEL_LIMIT = 268_402_689;

/** Resized images keep their format, at a quality high enough not to add visible loss. */
const RESIZE_QUALITY = 90;

/**
 * One image resized to the size `resizedSize` gives (cropped about the centre for cover), in its
 * own format, an animated GIF or WebP frame by frame. A result over the pixel budget (every frame
 * counted) or the largest side is refused before any work.
 */
export async function resizeImage(
  input: { path: string; contentType: string },
  parameters: ResizeImageParameters,
  pixelLimit: number | undefined,
): Promise<EncodedImage> {
  const size = resizedSize(await uprightSize(input.path), parameters);
  const format = keptFormat(input.contentType);
  const animation = await keptAnimation(input.path, format);
  const limit = pixelLimit ?? SHARP_PIXEL_LIMIT;
  const frames = animation?.frames ?? 1;
  if (
    size.width > MAX_OUTPUT_SIDE ||
    size.height > MAX_OUTPUT_SIDE ||
    size.width * size.height * frames > limit
  ) {
    const inFrames = frames > 1 ? ` in ${frames} frames` : '';
    throw new ProcessingError(
      'too_many_pixels',
      `The resized image would be ${size.width}x${size.height} pixels${inFrames}; the limit is ${MAX_OUTPUT_SIDE} pixels a side and ${limit.toLocaleString('en-US')} pixels in all.`,
    );
  }
  let image = openImage(input.path, pixelLimit, animation !== undefined).resize(
    size.width,
    size.height,
    { fit: size.crop ? 'cover' : 'fill' },
  );
  if (parameters.keepMetadata) image = image.keepMetadata();
  const encoded = encodeKept(image, format, RESIZE_QUALITY);
  return { data: await encoded.toBuffer(), format };
}
