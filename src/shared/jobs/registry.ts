import '../zod-setup.ts';
import { z } from 'zod';
import type { TypeBudgets } from './budgets.ts';
import { compressedFormat, compressImageParameters } from './compress-image.ts';
import { cropRatioValues } from './crop.ts';
import { fileKinds, type FileKind } from './file-kinds.ts';
import { imageFormats, type ImageFormat } from './image-formats.ts';
import { limits, MAX_FILES_PER_DROP, MAX_IMAGES_PER_BATCH, MAX_PDFS_TO_MERGE } from './limits.ts';
import { MAX_RANGES, parsePageRanges } from './page-ranges.ts';
import { resizeImageParameters } from './resize-image.ts';
import { namedAfterInput, renamed, zipResult, type ResultInput } from './result-names.ts';
import { SHAPE_SIZE, shapeValues } from './shapes.ts';
import { MAX_GIF_SECONDS, timeRangeProblem } from './time-range.ts';

/**
 * THE registry of job types: the one place that says, for each type, what it accepts and what it
 * gives. The tus size check, the REST adapter, the tRPC procedures, the worker and the screens'
 * file pickers all read it, so they cannot drift apart. The code that does the work is a
 * processor file per type on the server (server/workers/processors/<type>.ts).
 */

export const jobTypes = [
  'remove-bg',
  'crop-image',
  'shape-transform',
  'images-to-gif',
  'convert-image',
  'compress-image',
  'resize-image',
  'images-to-pdf',
  'pdf-to-images',
  'trim-audio',
  'extract-audio',
  'extract-audio-url',
  'add-audio',
  'remove-audio',
  'remove-audio-url',
  'download-video',
  'word-to-pdf',
  'pdf-to-word',
  'video-to-gif',
  'merge-pdf',
  'split-pdf',
  'compress-pdf',
] as const;

export type JobType = (typeof jobTypes)[number];

/** External programs a type may need, as /api/health and the 501 message name them. */
export const requiredPrograms = { ffmpeg: 'ffmpeg', ghostscript: 'Ghostscript' } as const;
export type RequiredProgram = keyof typeof requiredPrograms;

export function isJobType(value: unknown): value is JobType {
  return typeof value === 'string' && (jobTypes as readonly string[]).includes(value);
}

/** A named file input of a job: its multipart field (and tus metadata `field`), kind and limits. */
export interface InputSlot {
  field: 'file' | 'images' | 'audio' | 'files';
  kind: FileKind;
  maxBytes: number;
  min: number;
  max: number;
  /**
   * An older field name the slot also takes and counts with its own (convert-image's single
   * `file`, kept for existing API clients).
   */
  alsoField?: InputSlot['field'];
}

/**
 * Top-level multipart fields of the REST face, folded into `parameters`
 * (docs/product.md#rest-face).
 */
export type FormField = 'ratio' | 'duration' | 'text' | 'targetFormat';

export interface JobTypeDefinition<S extends z.ZodType = z.ZodType> {
  type: JobType;
  /** The catalogue tool whose usage this job counts as. */
  toolSlug: string;
  /** What the job does, for messages: 'Background removal'. */
  title: string;
  inputs: readonly InputSlot[];
  parameters: S;
  formFields: readonly FormField[];
  /**
   * The result's download name and content type (docs/product.md#result-names), from the
   * parameters and the inputs' shown names and detected types. A processor may still name it.
   */
  result: (
    parameters: z.output<S>,
    inputs: readonly ResultInput[],
  ) => { filename: string; contentType: string };
  /** POST /api/jobs answers with the result's bytes once done (docs/product.md#bytes-answers). */
  answersWithBytes: boolean;
  /** The job fails with 'timeout' when its processor runs longer. */
  timeLimitSeconds: number;
  /**
   * The resource budgets (./budgets.ts) checked against what each input declares before the job
   * is accepted; the values come from the settings.
   */
  budgets: TypeBudgets;
  /**
   * The memory its work may hold, in MB, when more than DEFAULT_JOB_MEMORY_LIMIT_MB: the worker
   * process and the programs it starts, together. Past it the job is stopped (`memory_limit`).
   */
  memoryLimitMb?: number;
  /**
   * The program the type cannot run without; where it is missing the type answers 501 (Word to
   * PDF needs none: it falls back to mammoth without LibreOffice).
   */
  requires?: RequiredProgram;
  /**
   * Offered as a next step ("Continue with…") after a job whose result this type's input takes,
   * lower first (src/lib/jobs/next-steps.ts); absent: never offered.
   */
  nextStepRank?: number;
}

/**
 * A job's memory limit unless its type says more (JOB_MEMORY_LIMIT_MB replaces them all). The
 * heaviest inputs the budgets let through peak well below it (README, "Job isolation").
 */
export const DEFAULT_JOB_MEMORY_LIMIT_MB = 1024;

export function jobMemoryLimitMb(definition: { memoryLimitMb?: number }): number {
  return definition.memoryLimitMb ?? DEFAULT_JOB_MEMORY_LIMIT_MB;
}

function define<S extends z.ZodType>(definition: JobTypeDefinition<S>): JobTypeDefinition<S> {
  return definition;
}

const one = (kind: FileKind, maxBytes: number, field: InputSlot['field'] = 'file'): InputSlot => ({
  field,
  kind,
  maxBytes,
  min: 1,
  max: 1,
});

const images = (maxBytes: number): InputSlot => ({
  field: 'images',
  kind: fileKinds.image,
  maxBytes,
  min: 1,
  max: MAX_FILES_PER_DROP,
});

/** 1 to 50 images in `images`, or (with `alsoField`) one in the older `file` field. */
const batch = (maxBytes: number, alsoField?: InputSlot['field']): InputSlot => ({
  field: 'images',
  kind: fileKinds.image,
  maxBytes,
  min: 1,
  max: MAX_IMAGES_PER_BATCH,
  ...(alsoField ? { alsoField } : {}),
});

/**
 * A batch's result: one image under the input's own name with the new extension, or a ZIP of
 * them (each entry named the same way, clashes numbered by the processor).
 */
function batchResult(
  inputs: readonly ResultInput[],
  formatOf: (input: ResultInput) => ImageFormat,
  names: { single: string; zip: string },
) {
  const [only] = inputs;
  if (inputs.length !== 1 || !only) return zipResult(names.zip);
  const format = imageFormats[formatOf(only)];
  return {
    filename: renamed(only.name, format.extension, names.single),
    contentType: format.contentType,
  };
}

const convertTargets = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' } as const;

const noParameters = z.strictObject({});

const pdfs: InputSlot = {
  field: 'files',
  kind: fileKinds.pdf,
  maxBytes: limits.document,
  min: 2,
  max: MAX_PDFS_TO_MERGE,
};

/** split-pdf: `ranges` (one PDF per range) or `every` (a PDF every n pages), not both. */
const splitParameters = z
  .strictObject({
    ranges: z
      .string()
      .trim()
      .max(MAX_RANGES * 12, 'The ranges are too long')
      .optional(),
    every: z
      .number()
      .int('every must be a whole number of pages')
      .min(1, 'every must be at least 1 page')
      .max(10_000, 'every is too large')
      .optional(),
  })
  .superRefine((value, context) => {
    if ((value.ranges === undefined) === (value.every === undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'Give either ranges (like 1-3,5,8-) or every (a number of pages), not both',
        path: ['ranges'],
      });
      return;
    }
    if (value.ranges !== undefined) {
      const parsed = parsePageRanges(value.ranges);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed, path: ['ranges'] });
      }
    }
  });

export const compressLevels = ['low', 'medium', 'high'] as const;
export type CompressLevel = (typeof compressLevels)[number];

/** An optional caption: trimmed, at most 100 characters, blank means none. */
const caption = z
  .string()
  .trim()
  .max(100, 'The text may be at most 100 characters long')
  .optional()
  .transform((text) => (text ? text : undefined));

const seconds = z.number().finite().min(0, 'must be 0 or more').max(86_400, 'is too long');

/** A start and end time in seconds whose end comes after its start (and within `maxSeconds`). */
function timeRange(defaults: { startTime: number; endTime: number }, maxSeconds?: number) {
  return {
    startTime: seconds.default(defaults.startTime),
    endTime: seconds.default(defaults.endTime),
    check: (value: { startTime: number; endTime: number }, context: z.RefinementCtx) => {
      const problem = timeRangeProblem(value.startTime, value.endTime, maxSeconds);
      if (problem)
        context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    },
  };
}

const trimRange = timeRange({ startTime: 0, endTime: 30 });
const gifRange = timeRange({ startTime: 0, endTime: 5 }, MAX_GIF_SECONDS);

const webUrl = z
  .string()
  .trim()
  .min(1, 'Enter a URL')
  .max(2048, 'The URL is too long')
  .pipe(
    z.url({ protocol: /^https?$/, message: 'Enter a web address starting with http or https' }),
  );

/** An MP3 or MP4 result named after its input (`clip.mp4` -> `clip.mp3`), else the fixed name. */
const mp3 = (inputs: readonly ResultInput[], suffix = '') => ({
  filename: namedAfterInput(inputs, (stem) => `${stem}${suffix}.mp3`, 'processed-audio.mp3'),
  contentType: 'audio/mpeg',
});
const mp4Video = (inputs: readonly ResultInput[], suffix = '') => ({
  filename: namedAfterInput(inputs, (stem) => `${stem}${suffix}.mp4`, 'processed-video.mp4'),
  contentType: 'video/mp4',
});
/** `fixed` unless the one input gives a name: `stem` + `ending`. */
const named = (
  inputs: readonly ResultInput[],
  ending: string,
  fixed: string,
  contentType: string,
) => ({ filename: namedAfterInput(inputs, (stem) => `${stem}${ending}`, fixed), contentType });

const cropParameters = z
  .strictObject({
    ratio: z.enum(cropRatioValues),
    x: z.number().int().min(0).optional(),
    y: z.number().int().min(0).optional(),
    width: z.number().int().min(1).optional(),
    height: z.number().int().min(1).optional(),
  })
  .superRefine((value, context) => {
    const given = [value.x, value.y, value.width, value.height].filter((n) => n !== undefined);
    if (given.length !== 0 && given.length !== 4) {
      context.addIssue({
        code: 'custom',
        message: 'A crop box needs all four of x, y, width and height',
        path: ['width'],
      });
    }
    if (value.ratio === 'free' && given.length === 0) {
      context.addIssue({
        code: 'custom',
        message: 'Free form needs a crop box: x, y, width and height in pixels',
        path: ['ratio'],
      });
    }
  });

export const jobRegistry = {
  'remove-bg': define({
    type: 'remove-bg',
    nextStepRank: 3,
    toolSlug: 'remove-background',
    title: 'Background removal',
    inputs: [one(fileKinds.image, limits.image)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) =>
      named(inputs, '-no-background.png', 'background-removed.png', 'image/png'),
    answersWithBytes: false,
    timeLimitSeconds: 180,
    budgets: ['imagePixels', 'animationFrames'],
    // Its model alone: 1,111 MB measured on a 17.5 MP photo.
    memoryLimitMb: 2048,
  }),
  'crop-image': define({
    type: 'crop-image',
    nextStepRank: 5,
    toolSlug: 'crop-image',
    title: 'Cropping',
    inputs: [one(fileKinds.image, limits.image)],
    parameters: cropParameters,
    formFields: ['ratio'],
    result: (_p, inputs) => named(inputs, '-cropped.png', 'cropped-image.png', 'image/png'),
    answersWithBytes: true,
    timeLimitSeconds: 60,
    budgets: ['imagePixels', 'animationFrames'],
  }),
  'shape-transform': define({
    type: 'shape-transform',
    nextStepRank: 6,
    toolSlug: 'transform-shapes',
    title: 'Shape transformation',
    inputs: [one(fileKinds.image, limits.image)],
    parameters: z.strictObject({
      shape: z.enum(shapeValues),
      size: z.number().int().min(50).max(2000).default(SHAPE_SIZE),
    }),
    formFields: [],
    result: (p, inputs) =>
      named(inputs, `-${p.shape}.png`, `transformed-${p.shape}.png`, 'image/png'),
    answersWithBytes: false,
    timeLimitSeconds: 60,
    budgets: ['imagePixels', 'animationFrames'],
  }),
  'images-to-gif': define({
    type: 'images-to-gif',
    toolSlug: 'image-to-gif',
    title: 'GIF creation',
    inputs: [images(limits.image)],
    parameters: z.strictObject({
      duration: z
        .number()
        .min(0.1, 'The frame duration must be at least 0.1 seconds')
        .max(5, 'The frame duration must be at most 5 seconds')
        .default(1),
      text: caption,
    }),
    formFields: ['duration', 'text'],
    result: (_p, inputs) => named(inputs, '.gif', 'created.gif', 'image/gif'),
    answersWithBytes: true,
    timeLimitSeconds: 120,
    budgets: ['imagePixels', 'animationFrames'],
  }),
  'convert-image': define({
    type: 'convert-image',
    nextStepRank: 4,
    toolSlug: 'image-converter',
    title: 'Image conversion',
    inputs: [batch(limits.imageConverter, 'file')],
    parameters: z.strictObject({ targetFormat: z.enum(['png', 'jpg', 'jpeg', 'webp']) }),
    formFields: ['targetFormat'],
    result: (p, inputs) =>
      batchResult(inputs, () => convertTargets[p.targetFormat], {
        single: 'converted',
        zip: 'converted-images.zip',
      }),
    answersWithBytes: true,
    timeLimitSeconds: 300,
    budgets: ['imagePixels', 'animationFrames'],
    // A 48 MP JPEG to WebP peaked at 1,129 MB (the encoder holds the whole image).
    memoryLimitMb: 1536,
  }),
  'compress-image': define({
    type: 'compress-image',
    nextStepRank: 1,
    toolSlug: 'compress-image',
    title: 'Image compression',
    inputs: [batch(limits.image)],
    parameters: compressImageParameters,
    formFields: [],
    result: (p, inputs) =>
      batchResult(inputs, (input) => compressedFormat(p.format, input.contentType), {
        single: 'compressed',
        zip: 'compressed-images.zip',
      }),
    answersWithBytes: true,
    // AVIF is slow: 50 large photos at its effort take minutes.
    timeLimitSeconds: 600,
    budgets: ['imagePixels', 'animationFrames'],
    // AVIF holds the whole image while it encodes, as WebP does for convert-image.
    memoryLimitMb: 1536,
  }),
  'resize-image': define({
    type: 'resize-image',
    nextStepRank: 2,
    toolSlug: 'resize-image',
    title: 'Image resizing',
    inputs: [batch(limits.image)],
    parameters: resizeImageParameters,
    formFields: [],
    result: (_p, inputs) =>
      batchResult(inputs, (input) => compressedFormat('keep', input.contentType), {
        single: 'resized',
        zip: 'resized-images.zip',
      }),
    answersWithBytes: true,
    timeLimitSeconds: 300,
    budgets: ['imagePixels', 'animationFrames'],
    memoryLimitMb: 1536,
  }),
  'images-to-pdf': define({
    type: 'images-to-pdf',
    nextStepRank: 7,
    toolSlug: 'images-to-pdf',
    title: 'PDF creation',
    inputs: [images(limits.image)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) => named(inputs, '.pdf', 'created.pdf', 'application/pdf'),
    answersWithBytes: true,
    timeLimitSeconds: 120,
    budgets: ['imagePixels', 'animationFrames'],
  }),
  'pdf-to-images': define({
    type: 'pdf-to-images',
    nextStepRank: 1,
    toolSlug: 'pdf-to-images',
    title: 'PDF to images',
    inputs: [one(fileKinds.pdf, limits.document)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) => named(inputs, '-pages.zip', 'extracted-images.zip', 'application/zip'),
    answersWithBytes: true,
    timeLimitSeconds: 600,
    budgets: ['pdfPages', 'pdfPagePixels', 'pdfImagePixels'],
  }),
  'trim-audio': define({
    type: 'trim-audio',
    nextStepRank: 1,
    requires: 'ffmpeg',
    toolSlug: 'trim-audio',
    title: 'Audio trimming',
    inputs: [one(fileKinds.audio, limits.audio)],
    parameters: z
      .strictObject({ startTime: trimRange.startTime, endTime: trimRange.endTime })
      .superRefine(trimRange.check),
    formFields: [],
    result: (_p, inputs) => mp3(inputs, '-trimmed'),
    answersWithBytes: false,
    timeLimitSeconds: 600,
    budgets: ['mediaSeconds', 'mediaPixels'],
  }),
  'extract-audio': define({
    type: 'extract-audio',
    nextStepRank: 2,
    requires: 'ffmpeg',
    toolSlug: 'extract-audio',
    title: 'Audio extraction',
    inputs: [one(fileKinds.video, limits.videoForAudioTools)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) => mp3(inputs),
    answersWithBytes: false,
    timeLimitSeconds: 900,
    budgets: ['mediaSeconds', 'mediaPixels'],
  }),
  'extract-audio-url': define({
    type: 'extract-audio-url',
    requires: 'ffmpeg',
    toolSlug: 'extract-audio',
    title: 'Audio extraction',
    inputs: [],
    parameters: z.strictObject({ url: webUrl }),
    formFields: [],
    result: (_p, inputs) => mp3(inputs),
    answersWithBytes: false,
    timeLimitSeconds: 900,
    budgets: ['mediaSeconds', 'mediaPixels'],
  }),
  'add-audio': define({
    type: 'add-audio',
    requires: 'ffmpeg',
    toolSlug: 'add-audio',
    title: 'Adding audio',
    inputs: [
      one(fileKinds.video, limits.videoForAudioTools),
      one(fileKinds.audio, limits.audio, 'audio'),
    ],
    parameters: z.strictObject({ audioFile: z.string().max(255).optional() }),
    formFields: [],
    result: (_p, inputs) => mp4Video(inputs),
    answersWithBytes: false,
    timeLimitSeconds: 900,
    budgets: ['mediaSeconds', 'mediaPixels'],
    // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
    memoryLimitMb: 2048,
  }),
  'remove-audio': define({
    type: 'remove-audio',
    nextStepRank: 3,
    requires: 'ffmpeg',
    toolSlug: 'remove-audio',
    title: 'Audio removal',
    inputs: [one(fileKinds.video, limits.videoForAudioTools)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) => mp4Video(inputs, '-no-audio'),
    answersWithBytes: false,
    timeLimitSeconds: 900,
    budgets: ['mediaSeconds', 'mediaPixels'],
    // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
    memoryLimitMb: 2048,
  }),
  'remove-audio-url': define({
    type: 'remove-audio-url',
    requires: 'ffmpeg',
    toolSlug: 'remove-audio',
    title: 'Audio removal',
    inputs: [],
    parameters: z.strictObject({ url: webUrl }),
    formFields: [],
    result: (_p, inputs) => mp4Video(inputs),
    answersWithBytes: false,
    timeLimitSeconds: 900,
    budgets: ['mediaSeconds', 'mediaPixels'],
    // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
    memoryLimitMb: 2048,
  }),
  'download-video': define({
    type: 'download-video',
    requires: 'ffmpeg',
    toolSlug: 'video-downloader',
    title: 'Video download',
    inputs: [],
    parameters: z.strictObject({ url: webUrl }),
    formFields: [],
    result: () => ({ filename: 'downloaded-video.mp4', contentType: 'video/mp4' }),
    answersWithBytes: false,
    timeLimitSeconds: 900,
    budgets: ['mediaSeconds', 'mediaPixels'],
    // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
    memoryLimitMb: 2048,
  }),
  'word-to-pdf': define({
    type: 'word-to-pdf',
    nextStepRank: 1,
    toolSlug: 'word-to-pdf',
    title: 'Word to PDF conversion',
    inputs: [one(fileKinds.word, limits.document)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) => named(inputs, '.pdf', 'converted.pdf', 'application/pdf'),
    answersWithBytes: false,
    timeLimitSeconds: 300,
    budgets: ['zipUncompressedBytes', 'zipRatio'],
  }),
  'pdf-to-word': define({
    type: 'pdf-to-word',
    nextStepRank: 2,
    toolSlug: 'pdf-to-word',
    title: 'PDF to Word conversion',
    inputs: [one(fileKinds.pdf, limits.document)],
    parameters: noParameters,
    formFields: [],
    result: (_p, inputs) =>
      named(
        inputs,
        '.docx',
        'converted.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    answersWithBytes: false,
    timeLimitSeconds: 300,
    budgets: ['pdfPages', 'pdfImagePixels'],
  }),
  'video-to-gif': define({
    type: 'video-to-gif',
    nextStepRank: 1,
    requires: 'ffmpeg',
    toolSlug: 'video-to-gif',
    title: 'Video to GIF conversion',
    inputs: [one(fileKinds.video, limits.videoForGif)],
    parameters: z
      .strictObject({ startTime: gifRange.startTime, endTime: gifRange.endTime, text: caption })
      .superRefine(gifRange.check),
    formFields: [],
    result: (_p, inputs) => named(inputs, '.gif', 'created.gif', 'image/gif'),
    answersWithBytes: false,
    timeLimitSeconds: 600,
    budgets: ['mediaSeconds', 'mediaPixels'],
  }),
  'merge-pdf': define({
    type: 'merge-pdf',
    toolSlug: 'merge-pdf',
    title: 'PDF merging',
    inputs: [pdfs],
    parameters: noParameters,
    formFields: [],
    result: () => ({ filename: 'merged.pdf', contentType: 'application/pdf' }),
    answersWithBytes: true,
    timeLimitSeconds: 300,
    budgets: ['pdfPages'],
    // pdf-lib holds every document at once: 100 MB of PDFs (the merge's total) peak near 1 GB.
    memoryLimitMb: 2048,
  }),
  'split-pdf': define({
    type: 'split-pdf',
    nextStepRank: 4,
    toolSlug: 'split-pdf',
    title: 'PDF splitting',
    inputs: [one(fileKinds.pdf, limits.document)],
    parameters: splitParameters,
    formFields: [],
    result: () => ({ filename: 'split-pages.zip', contentType: 'application/zip' }),
    answersWithBytes: true,
    timeLimitSeconds: 300,
    budgets: ['pdfPages'],
  }),
  'compress-pdf': define({
    type: 'compress-pdf',
    nextStepRank: 3,
    requires: 'ghostscript',
    toolSlug: 'compress-pdf',
    title: 'PDF compression',
    inputs: [one(fileKinds.pdf, limits.document)],
    parameters: z.strictObject({ level: z.enum(compressLevels).default('medium') }),
    formFields: [],
    result: () => ({ filename: 'compressed.pdf', contentType: 'application/pdf' }),
    answersWithBytes: false,
    timeLimitSeconds: 600,
    budgets: ['pdfPages', 'pdfImagePixels'],
  }),
} as const satisfies Record<JobType, JobTypeDefinition>;

export type JobRegistry = typeof jobRegistry;

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
