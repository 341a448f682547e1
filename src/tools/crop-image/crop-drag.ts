import { clampBox, type CropBox } from '../../../shared/jobs/crop.ts';

/** The smallest free-form box, in image pixels, so a handle never vanishes. */
export const MIN_BOX = 16;

/** A box moved by a drag of (dx, dy) image pixels, kept inside the image. */
export function moveBox(
  box: CropBox,
  dx: number,
  dy: number,
  width: number,
  height: number,
): CropBox {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy }, width, height, MIN_BOX);
}

/** A box whose bottom-right corner was dragged by (dx, dy), kept inside the image. */
export function resizeBox(
  box: CropBox,
  dx: number,
  dy: number,
  width: number,
  height: number,
): CropBox {
  return {
    ...box,
    width: Math.round(Math.min(Math.max(box.width + dx, MIN_BOX), width - box.x)),
    height: Math.round(Math.min(Math.max(box.height + dy, MIN_BOX), height - box.y)),
  };
}

/** The starting free-form box: the middle 80% of the image. */
export function initialFreeBox(width: number, height: number): CropBox {
  const w = Math.max(1, Math.round(width * 0.8));
  const h = Math.max(1, Math.round(height * 0.8));
  return { x: Math.floor((width - w) / 2), y: Math.floor((height - h) / 2), width: w, height: h };
}

/** A box typed into the number fields: whole pixels, kept inside the image. */
export function typedBox(
  box: CropBox,
  field: keyof CropBox,
  value: number,
  width: number,
  height: number,
): CropBox {
  if (!Number.isFinite(value)) return box;
  return clampBox({ ...box, [field]: Math.round(value) }, width, height, 1);
}
