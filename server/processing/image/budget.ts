import type { Budgets } from '../../../shared/jobs/budgets.ts';
import { loadSharp } from '../media/load-sharp.ts';
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
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(path, { limitInputPixels: false }).metadata();
    const frames = Math.max(1, metadata.pages ?? 1);
    const height = metadata.pageHeight ?? metadata.height;
    if (!metadata.width || !height) return undefined;
    return { width: metadata.width, height, frames };
  } catch {
    return undefined;
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
