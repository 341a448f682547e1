import { open } from 'node:fs/promises';
import type { Budgets } from '../../../shared/jobs/budgets.ts';
import { loadSharp } from '../media/load-sharp.ts';
import { heifLargestCanvas } from './heif-canvas.ts';
import { count, megapixels, overBudget, quoted, size } from '../../jobs/budgets/messages.ts';

/** What an image declares: its canvas (every frame the same size) and its number of frames. */
export interface ImageCost {
  width: number;
  height: number;
  frames: number;
}

/**
 * Reads an image's header only (sharp's metadata: no pixel is decoded). For an animated WebP or
 * GIF, `width` and `pageHeight` are the canvas and `pages` the frames; `height` of a multi-page
 * image may be the whole strip, so the frame height comes from `pageHeight` when there is one.
 * Undefined when the header cannot be read: the processor then reports the damaged file.
 */
export async function imageCost(path: string): Promise<ImageCost | undefined> {
  const bmp = await bmpCost(path);
  if (bmp !== null) return bmp;
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(path, { limitInputPixels: false }).metadata();
    const frames = Math.max(1, metadata.pages ?? 1);
    const height = metadata.pageHeight ?? metadata.height;
    if (!metadata.width || !height) return undefined;
    if (metadata.format === 'heif') {
      // libheif decodes the coded size, which a crop box may hide from the header sharp reads.
      const coded = await heifLargestCanvas(path);
      if (coded && coded.width * coded.height > metadata.width * height) {
        return { ...coded, frames };
      }
    }
    return { width: metadata.width, height, frames };
  } catch {
    return undefined;
  }
}

/**
 * A BMP's size from its header (libvips does not read BMP): null when the file is not a BMP.
 * Height is negative in a top-down bitmap.
 */
async function bmpCost(path: string): Promise<ImageCost | undefined | null> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(26);
    const { bytesRead } = await file.read(header, 0, 26, 0);
    if (bytesRead < 2 || header.toString('latin1', 0, 2) !== 'BM') return null;
    if (bytesRead < 26) return undefined;
    // The old OS/2 header (12 bytes) keeps 16-bit sizes; every later one 32-bit.
    const core = header.readUInt32LE(14) === 12;
    const width = core ? header.readUInt16LE(18) : header.readInt32LE(18);
    const height = core ? header.readUInt16LE(20) : Math.abs(header.readInt32LE(22));
    return width > 0 && height > 0 ? { width, height, frames: 1 } : undefined;
  } finally {
    await file.close();
  }
}

/** The refusal message for an image over its budgets, or undefined when it fits. */
export function imageProblem(
  name: string,
  cost: ImageCost,
  budgets: Partial<Budgets>,
): string | undefined {
  const { width, height, frames } = cost;
  if (budgets.animationFrames !== undefined && frames > budgets.animationFrames) {
    return `${quoted(name)} has ${count(frames)} frames; the limit is ${count(budgets.animationFrames)} frames.`;
  }
  const pixels = width * height * frames;
  if (budgets.imagePixels !== undefined && pixels > budgets.imagePixels) {
    const limit = `the limit is ${megapixels(budgets.imagePixels)}.`;
    return frames > 1
      ? `${quoted(name)} is ${size(width, height)} in ${count(frames)} frames (${megapixels(pixels)} in all); ${limit}`
      : `${quoted(name)} is ${size(width, height)} (${megapixels(pixels)}); ${limit}`;
  }
  return undefined;
}

/** Refuses an image over its budgets. Returns its cost (for totals across files). */
export async function checkImage(
  path: string,
  name: string,
  field: string,
  budgets: Partial<Budgets>,
): Promise<ImageCost | undefined> {
  const cost = await imageCost(path);
  if (!cost) return undefined;
  const problem = imageProblem(name, cost, budgets);
  if (problem) throw overBudget(problem, field);
  return cost;
}
