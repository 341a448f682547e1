import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import type { ProcessorInput, ProcessorJob } from '../processor.ts';
import { runHeifDecoder } from './heif-decoder.ts';
import { ProcessingError } from '../../processing-error.ts';
import { stripJpegMetadata } from './jpeg-metadata.ts';
import { checkBeforeDecoding, isHeif } from './readable.ts';

export interface HeifJpegOptions {
  quality: number;
  keepMetadata: boolean;
  /** The input's place in the batch, for its file in the job's workDir. */
  index: number;
}

/**
 * A HEIC/HEIF as a JPEG written by libheif's own converter at `quality`: the decoded picture goes
 * straight into the JPEG encoder, instead of through the lossless PNG the other targets need
 * (writing a 12-megapixel PNG and reading it back cost more than the decoding itself). libheif
 * applies the HEIF's turn and mirror; the metadata segments are cut out of the JPEG.
 * Undefined where this way does not fit and the PNG way is taken: not a HEIF, a picture with
 * transparency (which sharp flattens on white), EXIF to keep (libheif copies its orientation
 * unchanged, which would turn the upright picture again; the PNG way sets it to 1), or a picture
 * libheif's JPEG writer refuses (over 8 bits a channel).
 */
export async function heifAsJpeg<T extends JobType>(
  input: ProcessorInput,
  job: ProcessorJob<T>,
  options: HeifJpegOptions,
): Promise<Buffer | undefined> {
  if (!isHeif(input.contentType)) return undefined;
  await checkBeforeDecoding(input, job);
  const { hasAlpha, exif } = await sharp(input.path).metadata();
  if (hasAlpha || (options.keepMetadata && exif)) return undefined;
  const out = join(job.workDir, `direct-${options.index}.jpg`);
  try {
    const args = ['-q', String(options.quality), input.path, out];
    if ((await runHeifDecoder(args, job.signal)).exitCode !== 0) return undefined;
    const jpeg = await readFile(out);
    if (options.keepMetadata) return jpeg;
    try {
      return Buffer.from(stripJpegMetadata(jpeg, { keepColourProfile: true }));
    } catch (error) {
      if (error instanceof ProcessingError) return undefined; // the PNG way decides
      throw error;
    }
  } catch (error) {
    // Written under another name (a file of several pictures): the PNG way reports it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    await rm(out, { force: true });
  }
}
