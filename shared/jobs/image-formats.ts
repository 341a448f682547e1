/** The image formats the image jobs write, with their file extension and content type. */
export const imageFormats = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg', label: 'JPEG' },
  png: { extension: 'png', contentType: 'image/png', label: 'PNG' },
  webp: { extension: 'webp', contentType: 'image/webp', label: 'WebP' },
  avif: { extension: 'avif', contentType: 'image/avif', label: 'AVIF' },
} as const;

export type ImageFormat = keyof typeof imageFormats;

/** The format of an accepted input, from the type its bytes were detected as. */
export function formatOfContentType(contentType: string): ImageFormat {
  if (contentType === 'image/png') return 'png';
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/avif') return 'avif';
  return 'jpeg';
}
