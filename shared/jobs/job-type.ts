import '../zod-setup.ts';
import type { z } from 'zod';
import type { Budgets, TypeBudgets } from './budgets.ts';
import type { FileKind } from './file-kinds.ts';
import type { ResultInput } from './result-names.ts';

/**
 * What a job type is: one module per type in ./types/, read by the tus size check, REST, tRPC,
 * OpenAPI, the budgets, the worker, /api/health and the screens, so they cannot drift apart.
 * The work itself is the type's processor, server/processing/<medium>/<type>.ts.
 */

/** External programs a type may need, as /api/health and the 501 message name them. */
export const requiredPrograms = {
  ffmpeg: 'ffmpeg',
  ghostscript: 'Ghostscript',
  qpdf: 'qpdf',
  ocrmypdf: 'OCRmyPDF',
} as const;
export type RequiredProgram = keyof typeof requiredPrograms;

/** Where a type's processor lives: server/processing/<medium>/<type>.ts. */
export type ProcessingMedium = 'image' | 'pdf' | 'media' | 'office' | 'web';

/** A named file input of a job: its multipart field (and tus metadata `field`), kind and limits. */
export interface InputSlot {
  field: 'file' | 'images' | 'audio' | 'files';
  kind: FileKind;
  maxBytes: number;
  min: number;
  max: number;
  /**
   * An older field name the slot also takes and counts with its own (a single image in `file`,
   * as the first API clients send it).
   */
  alsoField?: InputSlot['field'];
}

/**
 * Top-level multipart fields of the REST face, folded into `parameters`
 * (docs/product.md#rest-face).
 */
export type FormField = 'ratio' | 'duration' | 'text' | 'targetFormat';

/** One input as the intake read it before the job exists (what the budgets' readers found). */
export interface IntakeFile {
  name: string;
  field: string;
  size: number;
  /** Pages of a PDF; undefined when it is no PDF or could not be read. */
  pages?: number;
  /** A PDF that asks for a password to open. */
  encrypted?: boolean;
  /** Frames of an image (1 for a still). */
  frames?: number;
}

/** A refusal of the whole request, said by a type's intake check (the server answers with it). */
export interface IntakeRefusal {
  status: 400 | 413 | 422;
  code: string;
  message: string;
  field: string;
}

export interface JobTypeDefinition<S extends z.ZodType = z.ZodType, T extends string = string> {
  type: T;
  /** The catalogue tool whose usage this job counts as (its slug, when it differs from `type`). */
  toolSlug: string;
  /** What the job does, for messages: 'Background removal'. */
  title: string;
  /** The folder of server/processing/ that holds its processor, `<type>.ts`. */
  medium: ProcessingMedium;
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
   * What the type checks of its inputs as a whole, once each has passed the budgets (a merge's
   * total, the frames a GIF would have, ranges past the last page): a refusal, or undefined.
   */
  intake?: (
    files: readonly IntakeFile[],
    parameters: z.output<S>,
    budgets: Partial<Budgets>,
  ) => IntakeRefusal | undefined;
  /** A PDF input that asks for a password is refused at intake (pdf-lib cannot copy it). */
  refusesEncryptedPdf?: boolean;
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
  /**
   * Parameters that are secrets (a PDF's password): never stored in the job row as given, never
   * logged; the server keeps them sealed until the job ends (server/jobs/secret-parameters.ts).
   */
  secretParameters?: readonly string[];
}

/** A job type's module: its definition, with its name's and parameters' types kept. */
export function defineJobType<const T extends string, S extends z.ZodType>(
  definition: JobTypeDefinition<S, T>,
): JobTypeDefinition<S, T> {
  return definition;
}

/**
 * A job's memory limit unless its type says more (JOB_MEMORY_LIMIT_MB replaces them all). The
 * heaviest inputs the budgets let through peak well below it (README, "Job isolation").
 */
export const DEFAULT_JOB_MEMORY_LIMIT_MB = 1024;

export function jobMemoryLimitMb(definition: { memoryLimitMb?: number }): number {
  return definition.memoryLimitMb ?? DEFAULT_JOB_MEMORY_LIMIT_MB;
}
