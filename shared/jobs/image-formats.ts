/** The image formats the image jobs write, with their file extension and content type. */
export const imageFormats = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg', label: 'JPEG' },
  png: { extension: 'png', contentType: 'image/png', label: 'PNG' },
  webp: { extension: 'webp', contentType: 'image/webp', label: 'WebP' },
  avif: { extension: 'avif', contentType: 'image/avif', label: 'AVIF' },
  gif: { extension: 'gif', contentType: 'image/gif', label: 'GIF' },
} as const;

export type ImageFormat = keyof typeof imageFormats;

/** The formats that hold every frame of an animated image (the others are given the first). */
export const animatedFormats: ReadonlySet<ImageFormat> = new Set(['gif', 'webp']);

/**
 * The format an accepted input is written back in when the visitor keeps its format: its own, or
 * for a format the jobs do not write, PNG for GIF and BMP (flat colours, often transparent) and
 * JPEG for the photos (HEIC/HEIF, TIFF).
 */
export function formatOfContentType(contentType: string): ImageFormat {
  if (contentType === 'image/png' || contentType === 'image/gif') return 'png';
  if (contentType === 'image/bmp') return 'png';
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/avif') return 'avif';
  return 'jpeg';
}

/**
 * The format an input is written back in by a tool that keeps animation (resize, rotate,
 * compress): a GIF stays a GIF, its frames kept; the others as `formatOfContentType`.
 */
export function keptFormat(contentType: string): ImageFormat {
  return contentType === 'image/gif' ? 'gif' : formatOfContentType(contentType);
}
