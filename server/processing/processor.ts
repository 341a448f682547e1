import type { Budgets } from '../../shared/jobs/budgets.ts';
import type { JobParameters, JobType } from '../../shared/jobs/job-types.ts';
import type { GhostscriptInstallation } from './pdf/ghostscript.ts';
import type { OcrmypdfInstallation } from './pdf/ocrmypdf.ts';
import type { QpdfInstallation } from './pdf/qpdf.ts';
import type { LibreOfficeInstallation } from './office/libreoffice.ts';
import type { FfmpegInstallation } from './media/locate.ts';
import type { YtDlpInstallation } from './web/yt-dlp.ts';

/**
 * The processor interface: the work of a job type, `server/processing/<medium>/<type>.ts`, which
 * default-exports `defineProcessor(itsModule, async (job) => { ... })` and is listed in
 * ./load-processor.ts. What the type accepts, how its result is named and which budgets it reads
 * are its module's (shared/jobs/types/<type>.ts); `npm run new:job` writes all three files.
 *
 * A processor runs in a worker of the pool: a worker process of its own (JOB_ISOLATION=process,
 * the default) or a worker thread. It receives:
 * - `parameters`: already validated and defaulted by the type's zod schema;
 * - `inputs`: local files, in the order sent, each with the slot `field` it came in, the
 *   visitor's file name (for display only: never build a path from it) and the content type
 *   found from its bytes;
 * - `outputPath`: write the result there (one file; zip several);
 * - `workDir`: a private scratch folder, deleted after the job whatever happens;
 * - `signal`: aborted on Cancel or when the type's time limit passes. Stop promptly: kill child
 *   processes (ffmpeg, soffice) and return or throw. After a grace period a worker process is
 *   killed with every process it started; a worker thread is terminated, and a child process it
 *   started would be left running, so listen to it.
 * - `progress(percent, stage?, { untimed }?)`: report real progress (pages done, frames done,
 *   ffmpeg's time); calls are cheap, throttled on the way to the browser, and kept monotonic.
 *   `untimed` starts a stage that reports nothing until it ends (a model's inference): the page
 *   then shows no time left, only the time elapsed, until the next report.
 * - `tools`: the external programs the server found (ffmpeg, LibreOffice, yt-dlp, Ghostscript, qpdf, OCRmyPDF; null when
 *   absent), detected once by the main thread, so every worker and `/api/health` agree.
 * - `settings`: the server settings a processor needs (the URL host allow-list for tests, the
 *   folder for LibreOffice profiles).
 * It returns nothing, or `{ filename, contentType }` to override the registry's result name.
 *
 * Errors: throw `ProcessingError` (server/processing-error.ts, the one error of all job work) for
 * anything about the visitor's file or request (corrupt, encrypted, no audio track, an address
 * refused...): the job fails with its code and message, and a REST answer carries the code's
 * status (422 mostly; 400, 413, 415 where the code says so). Its `detail` goes to the log only.
 * Anything else is our fault: it is logged with the job id and the visitor sees a generic
 * message (500). `throwIfAborted(job.signal)` stops work between steps.
 */

export interface ProcessorInput {
  field: string;
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/** The external programs this server found. */
export interface ProcessorTools {
  ffmpeg: FfmpegInstallation | null;
  libreOffice: LibreOfficeInstallation | null;
  ytDlp: YtDlpInstallation | null;
  ghostscript: GhostscriptInstallation | null;
  qpdf: QpdfInstallation | null;
  ocrmypdf: OcrmypdfInstallation | null;
}

export interface ProcessorSettings {
  /** ALLOWED_URL_HOSTS: hosts URL inputs may reach even on private addresses (tests only). */
  allowedUrlHosts: readonly string[];
  /** Where each worker keeps its own LibreOffice profile (emptied at start). */
  officeProfileDir: string;
  /** The resource budgets (checked before the job; processors keep to them if reached anyway). */
  budgets?: Budgets;
}

export interface ProcessorJob<T extends JobType> {
  id: string;
  type: T;
  parameters: JobParameters<T>;
  inputs: ProcessorInput[];
  outputPath: string;
  workDir: string;
  signal: AbortSignal;
  progress(percent: number, stage?: string, options?: { untimed?: boolean }): void;
  tools: ProcessorTools;
  settings: ProcessorSettings;
}

export interface ProcessorOutput {
  filename?: string;
  contentType?: string;
}

export type ProcessorFunction<T extends JobType> = (
  job: ProcessorJob<T>,
) => Promise<ProcessorOutput | void>;

export interface Processor<T extends JobType> {
  type: T;
  run: ProcessorFunction<T>;
}

/** A type's processor: `export default defineProcessor(itsModule, async (job) => { ... })`. */
export function defineProcessor<T extends JobType>(
  definition: { type: T },
  run: ProcessorFunction<T>,
): Processor<T> {
  return { type: definition.type, run };
}

export { ProcessingError, throwIfAborted } from '../processing-error.ts';
