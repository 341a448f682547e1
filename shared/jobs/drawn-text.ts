import '../zod-setup.ts';
import { z } from 'zod';

/**
 * Text a PDF job draws on pages (a watermark, page numbers): the server embeds Noto Sans
 * Devanagari's Latin and Devanagari faces, so only what they cover may be asked for.
 */

/** Code point ranges (inclusive) of Noto Sans Devanagari's Devanagari face. */
export const devanagariFace: ReadonlyArray<readonly [number, number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0xa8e0, 0xa8ff],
];

/** Code point ranges of its Latin face that the jobs draw (letters, punctuation, €, ₹, ™). */
const latinFace: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
];

export const inRanges = (ranges: ReadonlyArray<readonly [number, number]>, character: string) => {
  const point = character.codePointAt(0) ?? -1;
  return ranges.some(([from, to]) => point >= from && point <= to);
};

export const isDrawable = (text: string) =>
  [...text].every(
    (character) => inRanges(latinFace, character) || inRanges(devanagariFace, character),
  );

export const drawableMessage = 'Use Latin or Devanagari letters, digits and punctuation only';

/** A line of text of `min` to `max` characters the embedded fonts can draw. */
export function drawnText(min: number, max: number, name: string) {
  return z
    .string()
    .trim()
    .min(min, `Enter the ${name}`)
    .max(max, `The ${name} may be at most ${max} characters long`)
    .refine(isDrawable, drawableMessage);
}
