/** The format an image file appears to be in, from its declared type or its extension. */
export function currentFormat(file: { name: string; type: string }): string {
  const type = file.type.toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg') return 'JPEG';
  if (type === 'image/png') return 'PNG';
  if (type === 'image/webp') return 'WebP';
  if (type === 'image/heic' || type === 'image/heif') return 'HEIC';
  if (type === 'image/avif') return 'AVIF';
  if (type === 'image/gif') return 'GIF';
  if (type === 'image/tiff') return 'TIFF';
  if (type === 'image/bmp') return 'BMP';
  const extension = file.name.split('.').pop()?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'JPEG';
  if (extension === 'png') return 'PNG';
  if (extension === 'webp') return 'WebP';
  if (extension === 'heic' || extension === 'heif') return 'HEIC';
  if (extension === 'avif') return 'AVIF';
  if (extension === 'gif') return 'GIF';
  if (extension === 'tif' || extension === 'tiff') return 'TIFF';
  if (extension === 'bmp') return 'BMP';
  return 'Unknown';
}

/** JPG and JPEG are one format, so one choice (the server still takes `jpeg` as an alias). */
export const targetFormats = [
  { value: 'png', label: 'PNG' },
  { value: 'jpg', label: 'JPG' },
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
  { value: 'gif', label: 'GIF' },
] as const;

export type TargetFormat = (typeof targetFormats)[number]['value'];

/** A sensible target: something other than what the file already is. */
export function defaultTarget(current: string): TargetFormat {
  return current === 'PNG' ? 'jpg' : 'png';
}
