import { createZipFile } from '../zip-file.ts';
import { writeFile } from 'node:fs/promises';
import { imageFormats, type ImageFormat } from '../../../shared/jobs/image-formats.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { renamed, uniqueNames } from '../../../shared/jobs/result-names.ts';
import {
  ProcessingError,
  throwIfAborted,
  type ProcessorInput,
  type ProcessorJob,
} from '../processor.ts';
import { imageError, withImageErrors } from './errors.ts';
import { readableImage } from './readable.ts';

/** Runs one image of several: a problem with it names the file, so the visitor knows which. */
async function encodeOneOf(
  input: ProcessorInput,
  encode: (input: ProcessorInput) => Promise<EncodedImage>,
): Promise<EncodedImage> {
  try {
    return await encode(input);
  } catch (error) {
    const problem = imageError(error);
    if (!(problem instanceof ProcessingError)) throw problem;
    throw new ProcessingError(problem.code, `"${input.name}": ${problem.message}`, {
      detail: problem.detail,
      field: 'images',
    });
  }
}

/** One image of a batch, encoded: its bytes and the format they are in. */
export interface EncodedImage {
  data: Buffer;
  format: ImageFormat;
}

/**
 * An encoding straight from the file the visitor sent, for inputs it fits (undefined for the
 * others, which are decoded into a file sharp reads and given to `encode`).
 */
export type DirectEncode = (
  input: ProcessorInput,
  index: number,
) => Promise<EncodedImage | undefined>;

/**
 * Runs `encode` on each input in turn (or `direct`, where it answers), reporting progress as
 * files done. One input: its result is the job's result. Several: a ZIP (stored, not deflated: the images are compressed already) in
 * which each result keeps its input's name with the new extension, clashes numbered. The names
 * of the job's result come from the registry's `result()`.
 */
export async function runImageBatch<T extends JobType>(
  job: ProcessorJob<T>,
  verb: string,
  encode: (input: ProcessorInput) => Promise<EncodedImage>,
  direct?: DirectEncode,
): Promise<void> {
  const encodeOne = async (input: ProcessorInput, index: number) =>
    (await direct?.(input, index)) ?? encode(await readableImage(input, job, index));
  const total = job.inputs.length;
  const done = (count: number) =>
    job.progress(
      (100 * count) / total,
      total === 1 ? (count ? 'Done' : verb) : `${count} of ${total} images done`,
    );
  done(0);
  if (total === 1) {
    const only = job.inputs[0] as ProcessorInput;
    const encoded = await withImageErrors(() => encodeOne(only, 0));
    await writeFile(job.outputPath, encoded.data);
    done(1);
    return;
  }
  const zip = createZipFile(job.outputPath);
  try {
    const names: string[] = [];
    for (const [index, input] of job.inputs.entries()) {
      throwIfAborted(job.signal);
      const encoded = await encodeOneOf(input, (one) => encodeOne(one, index));
      // Each name is made unique against those before it, so entries can be written as they come.
      const wanted = renamed(
        input.name,
        imageFormats[encoded.format].extension,
        `image-${index + 1}`,
      );
      const name = uniqueNames([...names, wanted]).at(-1) as string;
      names.push(name);
      await zip.add(name, encoded.data);
      done(index + 1);
    }
    await zip.finish();
  } catch (error) {
    await zip.abort();
    throw error;
  }
}
