import '../zod-setup.ts';
import { z } from 'zod';

/**
 * Text a PDF job draws on pages (a watermark, page numbers): the server embeds Noto Sans
 * Devanagari's Latin and Devanagari faces, so only what they cover may be asked for.
 */

/**
 * Code point ranges (inclusive) drawn with Noto Sans Devanagari's Devanagari face (₹ and the
 * joiners included); server/processing/pdf/page-text.test.ts checks them against the font file.
 */
export const devanagariFace: ReadonlyArray<readonly [number, number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf6],
  [0x1cf8, 0x1cf9],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

/** Those drawn with its Latin face: letters, digits, punctuation, quotes, dashes, €, ™. */
export const latinFace: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a3],
  [0x00a5, 0x00a5],
  [0x00a7, 0x00ab],
  [0x00ad, 0x00b0],
  [0x00b4, 0x00b4],
  [0x00b6, 0x00b8],
  [0x00ba, 0x00bb],
  [0x00bf, 0x00ff],
  [0x0152, 0x0153],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
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
