import type { StoredFile } from '../../../db/schema.ts';
import { resolveBudgets, type Budgets } from '../../../shared/jobs/budgets.ts';
import type { IntakeFile, JobTypeDefinition } from '../../../shared/jobs/job-type.ts';
import { documentMessages } from '../../processing/office/sniff.ts';
import { AppError } from '../../http/errors.ts';
import type { FfmpegInstallation } from '../../processing/media/locate.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { checkImage } from '../../processing/image/budget.ts';
import { checkMedia } from '../../processing/media/budget.ts';
import { quoted } from './messages.ts';
import { checkPdf } from '../../processing/pdf/budget.ts';
import { checkZip } from '../../processing/office/zip-budget.ts';

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
  storage: Pick<FileStorage, 'openLocal'>,
  definition: JobTypeDefinition,
  files: readonly StoredFile[],
  parameters: unknown,
  budgets: Budgets,
  options: BudgetCheckOptions = {},
): Promise<void> {
  const applying = resolveBudgets(definition.budgets, budgets);
  const applies = (kind: InputKind) =>
    kindBudgets[kind].some((name) => applying[name] !== undefined);
  const read: IntakeFile[] = [];
  for (const file of files) {
    const kind = inputKind(file.contentType);
    if (!kind || !applies(kind)) continue;
    const ffmpeg = kind === 'media' ? await options.ffmpeg?.() : undefined;
    if (kind === 'media' && !ffmpeg) continue;
    const field = file.field ?? 'file';
    const intakeFile: IntakeFile = { name: file.name, field, size: file.size };
    read.push(intakeFile);
    const local = await storage.openLocal(file.key);
    try {
      if (kind === 'image') {
        const cost = await checkImage(local.path, file.name, field, applying);
        intakeFile.frames = cost?.frames ?? 1;
      } else if (kind === 'pdf') {
        const cost = await checkPdf(local.path, field, applying);
        if (cost) {
          intakeFile.pages = cost.pages;
          intakeFile.encrypted = cost.encrypted;
        }
      } else if (kind === 'zip') {
        await checkZip(local.path, file.name, field, applying);
      } else if (ffmpeg) {
        await checkMedia(ffmpeg, local.path, file.name, field, applying);
      }
    } finally {
      await local.release();
    }
  }
  if (definition.refusesEncryptedPdf) refuseEncrypted(read);
  const refusal = definition.intake?.(read, parameters, applying);
  if (refusal) {
    throw new AppError(refusal.status, refusal.code, refusal.message, { field: refusal.field });
  }
}

/** An encrypted PDF, which pdf-lib cannot copy and Ghostscript cannot open without its password. */
function refuseEncrypted(files: readonly IntakeFile[]): void {
  const encrypted = files.find((file) => file.encrypted);
  if (!encrypted) return;
  throw new AppError(
    422,
    'encrypted',
    files.length > 1
      ? `${quoted(encrypted.name)} is password-protected. Remove the password and try again.`
      : documentMessages.encryptedPdf,
    { field: encrypted.field },
  );
}
