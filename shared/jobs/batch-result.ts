import { imageFormats, type ImageFormat } from './image-formats.ts';
import { renamed, zipResult, type ResultInput } from './result-names.ts';

/**
 * An image batch's result: one image under the input's own name with the new extension, or a ZIP
 * of them (each entry named the same way, clashes numbered by the processor).
 */
export function batchResult(
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
