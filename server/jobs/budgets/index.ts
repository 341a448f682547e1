import type { StoredFile } from '../../../db/schema.ts';
import { resolveBudgets, type Budgets } from '../../../src/shared/jobs/budgets.ts';
import type { JobTypeDefinition } from '../../../src/shared/jobs/registry.ts';
import type { FfmpegInstallation } from '../../media/locate.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { checkImage, framesProblem } from './image.ts';
import { checkMedia } from './media.ts';
import { overBudget } from './messages.ts';
import { checkPdf } from './pdf.ts';
import { checkPdfJob, type ReadPdf } from './pdf-jobs.ts';
import { checkZip } from './zip.ts';

export { overBudget } from './messages.ts';

/** Content types that are a ZIP inside (.docx and its kin): their directory is judged. */
export function isZipBased(contentType: string): boolean {
  return (
    contentType === 'application/zip' ||
    contentType.startsWith('application/vnd.openxmlformats-officedocument.') ||
    contentType.startsWith('application/vnd.oasis.opendocument.') ||
    contentType === 'application/epub+zip'
  );
}

type InputKind = 'image' | 'pdf' | 'zip' | 'media';

const kindBudgets: Record<InputKind, (keyof Budgets)[]> = {
  image: ['imagePixels', 'animationFrames'],
  pdf: ['pdfPages', 'pdfPagePixels', 'pdfImagePixels'],
  zip: ['zipUncompressedBytes', 'zipRatio'],
  media: ['mediaSeconds', 'mediaPixels'],
};

/** Which budgets judge a file, by the content type found from its bytes. */
export function inputKind(contentType: string): InputKind | undefined {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  if (isZipBased(contentType)) return 'zip';
  if (contentType.startsWith('video/') || contentType.startsWith('audio/')) return 'media';
  return undefined;
}

export interface BudgetCheckOptions {
  /** ffprobe for media inputs; without it media budgets are not checked here. */
  ffmpeg?: () => Promise<FfmpegInstallation | null>;
}

/**
 * Refuses, with 422 `over_budget` and a message naming the limit, any input whose declared cost
 * (pixels, frames, pages, page size, embedded images, unpacked size, duration, frame size) is over
 * the budgets the type's registry entry names, at the values the settings give. Reads headers,
 * page trees, ZIP directories and ffprobe's answer; page content and ZIP entries are unpacked in
 * pieces only to be counted, stopped at the budget. No image is decoded, nothing is rendered.
 * `files` have passed the content-type check, so their `contentType` is what their bytes are.
 * The PDF tools' own checks (encryption, a merge's total, split ranges) use the same reading.
 */
export async function checkBudgets(
  storage: FileStorage,
  definition: JobTypeDefinition,
  files: readonly StoredFile[],
  parameters: unknown,
  budgets: Budgets,
  options: BudgetCheckOptions = {},
): Promise<void> {
  const applying = resolveBudgets(definition.budgets, budgets);
  const applies = (kind: InputKind) =>
    kindBudgets[kind].some((name) => applying[name] !== undefined);
  let frames = 0;
  const pdfs: ReadPdf[] = [];
  for (const file of files) {
    const kind = inputKind(file.contentType);
    if (!kind || !applies(kind)) continue;
    const ffmpeg = kind === 'media' ? await options.ffmpeg?.() : undefined;
    if (kind === 'media' && !ffmpeg) continue;
    const field = file.field ?? 'file';
    const local = await storage.openLocal(file.key);
    try {
      if (kind === 'image') {
        const cost = await checkImage(local.path, file.name, field, applying);
        frames += cost?.frames ?? 1;
      } else if (kind === 'pdf') {
        const cost = await checkPdf(local.path, field, applying);
        pdfs.push({ name: file.name, field, size: file.size, cost });
      } else if (kind === 'zip') {
        await checkZip(local.path, file.name, field, applying);
      } else if (ffmpeg) {
        await checkMedia(ffmpeg, local.path, file.name, field, applying);
      }
    } finally {
      await local.release();
    }
  }
  checkPdfJob(definition.type, parameters, pdfs);
  if (definition.type === 'images-to-gif') {
    const problem = framesProblem(frames, applying);
    if (problem) throw overBudget(problem, 'images');
  }
}
