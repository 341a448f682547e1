import '../zod-setup.ts';
import type { z } from 'zod';
import type { InputSlot, JobTypeDefinition as Definition } from './job-type.ts';
import { addAudioJob } from './types/add-audio.ts';
import { compressImageJob } from './types/compress-image.ts';
import { compressPdfJob } from './types/compress-pdf.ts';
import { convertImageJob } from './types/convert-image.ts';
import { cropImageJob } from './types/crop-image.ts';
import { downloadVideoJob } from './types/download-video.ts';
import { extractAudioJob } from './types/extract-audio.ts';
import { extractAudioUrlJob } from './types/extract-audio-url.ts';
import { imagesToGifJob } from './types/images-to-gif.ts';
import { imagesToPdfJob } from './types/images-to-pdf.ts';
import { mergePdfJob } from './types/merge-pdf.ts';
import { pdfToImagesJob } from './types/pdf-to-images.ts';
import { pdfToWordJob } from './types/pdf-to-word.ts';
import { removeAudioJob } from './types/remove-audio.ts';
import { removeAudioUrlJob } from './types/remove-audio-url.ts';
import { removeBgJob } from './types/remove-bg.ts';
import { resizeImageJob } from './types/resize-image.ts';
import { shapeTransformJob } from './types/shape-transform.ts';
import { splitPdfJob } from './types/split-pdf.ts';
import { trimAudioJob } from './types/trim-audio.ts';
import { videoToGifJob } from './types/video-to-gif.ts';
import { wordToPdfJob } from './types/word-to-pdf.ts';
import { rotatePdfJob } from './types/rotate-pdf.ts';
import { organizePdfJob } from './types/organize-pdf.ts';
import { numberPdfPagesJob } from './types/number-pdf-pages.ts';
import { watermarkPdfJob } from './types/watermark-pdf.ts';
import { ocrPdfJob } from './types/ocr-pdf.ts';
import { pdfToPdfaJob } from './types/pdf-to-pdfa.ts';
import { protectPdfJob } from './types/protect-pdf.ts';
import { unlockPdfJob } from './types/unlock-pdf.ts';

export {
  DEFAULT_JOB_MEMORY_LIMIT_MB,
  jobMemoryLimitMb,
  requiredPrograms,
  type InputSlot,
  type FormField,
  type RequiredProgram,
} from './job-type.ts';
import { rotateImageJob } from './types/rotate-image.ts';
import { watermarkImageJob } from './types/watermark-image.ts';
import { compressVideoJob } from './types/compress-video.ts';
import { convertAudioJob } from './types/convert-audio.ts';
import { convertVideoJob } from './types/convert-video.ts';
import { normalizeAudioJob } from './types/normalize-audio.ts';

/**
 * The job types: one module each in ./types/ (everything the system knows of a type is there);
 * this list only gathers them, and every other list of types is derived from it. A new type is
 * written by `npm run new:job`, which adds its line here.
 */
const jobModules = [
  removeBgJob,
  cropImageJob,
  shapeTransformJob,
  imagesToGifJob,
  convertImageJob,
  compressImageJob,
  resizeImageJob,
  imagesToPdfJob,
  pdfToImagesJob,
  trimAudioJob,
  extractAudioJob,
  extractAudioUrlJob,
  addAudioJob,
  removeAudioJob,
  removeAudioUrlJob,
  downloadVideoJob,
  wordToPdfJob,
  pdfToWordJob,
  videoToGifJob,
  mergePdfJob,
  splitPdfJob,
  compressPdfJob,
  rotatePdfJob,
  organizePdfJob,
  numberPdfPagesJob,
  watermarkPdfJob,
  ocrPdfJob,
  protectPdfJob,
  unlockPdfJob,
  pdfToPdfaJob,
  rotateImageJob,
  watermarkImageJob,
  compressVideoJob,
  convertAudioJob,
  convertVideoJob,
  normalizeAudioJob,
] as const;

type JobModule = (typeof jobModules)[number];

/** Any job type's definition, as the code that serves every type reads it. */
export type JobTypeDefinition = Definition<z.ZodType, JobType>;

export type JobType = JobModule['type'];

export const jobTypes = jobModules.map((module) => module.type) as [JobType, ...JobType[]];

export type JobRegistry = { [M in JobModule as M['type']]: M };

export const jobRegistry = Object.fromEntries(
  jobModules.map((module) => [module.type, module]),
) as JobRegistry;

export function isJobType(value: unknown): value is JobType {
  return typeof value === 'string' && Object.hasOwn(jobRegistry, value);
}

/** The parameters a processor of this type receives, after validation and defaults. */
export type JobParameters<T extends JobType> = z.output<JobRegistry[T]['parameters']>;

/** The parameters a client sends for this type (defaults may be left out). */
export type JobParametersInput<T extends JobType> = z.input<JobRegistry[T]['parameters']>;

export function jobDefinition(type: JobType): JobTypeDefinition {
  return jobRegistry[type] as unknown as JobTypeDefinition;
}

/** The input slot a file field belongs to, if the definition has it (by its field or `alsoField`). */
export function slotOfField(
  definition: Pick<JobTypeDefinition, 'inputs'>,
  field: string | null | undefined,
): InputSlot | undefined {
  return definition.inputs.find((slot) => slot.field === field || slot.alsoField === field);
}

/**
 * The input slot a previous job's result goes into when a job continues from it (`from`): the
 * slot whose kind it is, else the first, where its bytes are then refused as any file's would be.
 */
export function slotForResult(
  definition: Pick<JobTypeDefinition, 'inputs'>,
  contentType: string,
): InputSlot | undefined {
  return (
    definition.inputs.find((slot) => slot.kind.detected.includes(contentType)) ??
    definition.inputs[0]
  );
}

/** The input slot a file field belongs to, if the type has it. */
export function inputSlot(type: JobType, field: string): InputSlot | undefined {
  return slotOfField(jobDefinition(type), field);
}

/** The most files any job type takes in one request (the REST form's and tRPC's cap). */
export const MAX_FILES_PER_JOB = Math.max(
  ...jobTypes.map((type) =>
    jobDefinition(type).inputs.reduce((total, slot) => total + slot.max, 0),
  ),
);
