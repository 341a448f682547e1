import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { runProcess } from '../../process/run-process.ts';
import { runHeifDecoder } from './heif-decoder.ts';
import { ProcessingError, type ProcessorInput, type ProcessorJob } from '../processor.ts';
import { imageCost, imageProblem } from './budget.ts';

/** Types sharp's prebuilt libvips cannot decode: its libheif has no HEVC decoder, and no BMP. */
const heifTypes = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const bmpTypes = new Set(['image/bmp', 'image/x-ms-bmp']);

const decodeTimeMs = 120_000;

export const isHeif = (contentType: string) => heifTypes.has(contentType);

function unreadable(detail: string): ProcessingError {
  return new ProcessingError(
    'unreadable_file',
    'The image could not be read: it may be damaged or incomplete. Please try another file.',
    { detail },
  );
}

async function decodeHeif(path: string, out: string, signal: AbortSignal): Promise<void> {
  // libheif applies the image's rotation and mirror boxes and copies its EXIF into the PNG.
  const run = await runHeifDecoder([path, out], signal);
  if (run.exitCode !== 0) throw unreadable(`heif decoder: ${run.stderr.slice(-500)}`);
}

/**
 * A HEIF's turn and mirror are its irot/imir boxes, which libheif has applied; the EXIF
 * orientation it copies along must then be ignored (as the HEIF rules say), or the later
 * auto-orientation would turn the picture a second time. It is reset to 1 in the PNG.
 */
async function settleOrientation(path: string): Promise<void> {
  const { orientation } = await sharp(path).metadata();
  if (!orientation || orientation === 1) return;
  const upright = `${path}.upright.png`;
  await sharp(path, { autoOrient: false })
    .keepMetadata()
    .withMetadata({ orientation: 1 })
    .png({ compressionLevel: 1 })
    .toFile(upright);
  await rename(upright, path);
}

async function decodeBmp(path: string, out: string, job: ProcessorJob<JobType>): Promise<void> {
  const ffmpeg = job.tools.ffmpeg;
  if (!ffmpeg) {
    throw new ProcessingError('tool_missing', 'This server cannot read BMP images.', {
      detail: 'BMP is decoded by ffmpeg, which this server did not find',
    });
  }
  const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', path];
  const run = await runProcess(ffmpeg.ffmpegPath, [...args, '-frames:v', '1', '-y', out], {
    timeoutMs: decodeTimeMs,
    signal: job.signal,
    label: 'ffmpeg',
  });
  if (run.exitCode !== 0) throw unreadable(`ffmpeg: ${run.stderr.slice(-500)}`);
}

/**
 * Refuses an input over the image budgets from its header (for a HEIF, the largest canvas its
 * items declare), so a file claiming a huge canvas is never decoded; one with no readable header
 * is reported damaged.
 */
export async function checkBeforeDecoding<T extends JobType>(
  input: ProcessorInput,
  job: ProcessorJob<T>,
): Promise<void> {
  const cost = await imageCost(input.path);
  if (!cost) throw unreadable(`no readable header in ${input.contentType}`);
  const budgets = job.settings.budgets;
  const problem = budgets && imageProblem(input.name, cost, budgets);
  if (problem) throw new ProcessingError('over_budget', problem, { field: input.field });
}

/**
 * The input as a file sharp can open: itself, or for HEIC/HEIF and BMP a lossless PNG decoded into
 * the job's workDir (EXIF kept in it, so `keepMetadata` still has it to keep). The pixel budget is
 * checked on the header first, so a file claiming a huge canvas is never decoded. The visitor's
 * name and detected type stay as they were: result names and formats come from them.
 */
export async function readableImage<T extends JobType>(
  input: ProcessorInput,
  job: ProcessorJob<T>,
  index = 0,
): Promise<ProcessorInput> {
  const heif = heifTypes.has(input.contentType);
  if (!heif && !bmpTypes.has(input.contentType)) return input;
  await checkBeforeDecoding(input, job);
  const out = join(job.workDir, `decoded-${index}.png`);
  const generic = job as unknown as ProcessorJob<JobType>;
  if (heif) {
    await decodeHeif(input.path, out, job.signal);
    await settleOrientation(out);
  } else await decodeBmp(input.path, out, generic);
  return { ...input, path: out };
}
