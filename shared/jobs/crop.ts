/** Crop geometry shared by the crop screen's live preview and the server's crop processor. */

export const cropRatios = [
  { value: 'free', label: 'Free Form' },
  { value: '1:1', label: 'Square 1:1' },
  { value: '3:4', label: 'Portrait 3:4' },
  { value: '4:3', label: 'Landscape 4:3' },
  { value: '16:9', label: 'Widescreen 16:9' },
  { value: 'social', label: 'Social Media 1200x630' },
] as const;

export type CropRatio = (typeof cropRatios)[number]['value'];

export const cropRatioValues = cropRatios.map((r) => r.value) as [CropRatio, ...CropRatio[]];

/** The Social Media ratio's exact output size. */
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Width over height of a fixed ratio; undefined for free form. */
export function ratioValue(ratio: CropRatio): number | undefined {
  switch (ratio) {
    case 'free':
      return undefined;
    case '1:1':
      return 1;
    case '3:4':
      return 3 / 4;
    case '4:3':
      return 4 / 3;
    case '16:9':
      return 16 / 9;
    case 'social':
      return SOCIAL_SIZE.width / SOCIAL_SIZE.height;
  }
}

/**
 * The largest box of the given ratio centred in an image, in whole pixels. Free form (no ratio)
 * gives the whole image.
 */
export function centredCrop(imageWidth: number, imageHeight: number, ratio: CropRatio): CropBox {
  const r = ratioValue(ratio);
  if (r === undefined) return { x: 0, y: 0, width: imageWidth, height: imageHeight };
  let width = imageWidth;
  let height = Math.round(width / r);
  if (height > imageHeight) {
    height = imageHeight;
    width = Math.round(height * r);
  }
  width = Math.max(1, Math.min(width, imageWidth));
  height = Math.max(1, Math.min(height, imageHeight));
  return {
    x: Math.floor((imageWidth - width) / 2),
    y: Math.floor((imageHeight - height) / 2),
    width,
    height,
  };
}

/** The size of the cropped result: the box itself, except Social Media, always 1200x630. */
export function croppedSize(box: CropBox, ratio: CropRatio): { width: number; height: number } {
  return ratio === 'social' ? { ...SOCIAL_SIZE } : { width: box.width, height: box.height };
}

/** Why a free-form box does not fit the image, or undefined when it does. */
export function cropBoxProblem(
  box: CropBox,
  imageWidth: number,
  imageHeight: number,
): string | undefined {
  if (box.width < 1 || box.height < 1)
    return 'The crop box must be at least 1 pixel wide and high.';
  if (
    box.x < 0 ||
    box.y < 0 ||
    box.x + box.width > imageWidth ||
    box.y + box.height > imageHeight
  ) {
    return `The crop box must lie inside the image (${imageWidth}x${imageHeight} pixels).`;
  }
  return undefined;
}

/** Keeps a box inside the image, at least `min` pixels on each side (for dragging in the preview). */
export function clampBox(box: CropBox, imageWidth: number, imageHeight: number, min = 1): CropBox {
  const width = Math.round(Math.min(Math.max(box.width, min), imageWidth));
  const height = Math.round(Math.min(Math.max(box.height, min), imageHeight));
  const x = Math.round(Math.min(Math.max(box.x, 0), imageWidth - width));
  const y = Math.round(Math.min(Math.max(box.y, 0), imageHeight - height));
  return { x, y, width, height };
}
