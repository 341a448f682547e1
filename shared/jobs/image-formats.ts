/** The image formats the image jobs write, with their file extension and content type. */
export const imageFormats = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg', label: 'JPEG' },
  png: { extension: 'png', contentType: 'image/png', label: 'PNG' },
  webp: { extension: 'webp', contentType: 'image/webp', label: 'WebP' },
  avif: { extension: 'avif', contentType: 'image/avif', label: 'AVIF' },
} as const;

export type ImageFormat = keyof typeof imageFormats;

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
