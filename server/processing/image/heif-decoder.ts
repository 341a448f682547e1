import { runProcess, type ProcessResult } from '../../process/run-process.ts';
import { ProcessingError } from '../processor.ts';

/** Newer libheif names its decoder heif-dec; Debian 12's (1.15) has only heif-convert. */
const heifDecoders = ['heif-dec', 'heif-convert'];
let heifDecoder: string | undefined;

const decodeTimeMs = 120_000;

/**
 * Runs libheif's decoder with `args` (options, the HEIF, the file to write: its extension says
 * the format). The first name found on the PATH is remembered for the later runs.
 */
export async function runHeifDecoder(args: string[], signal: AbortSignal): Promise<ProcessResult> {
  const candidates = heifDecoder ? [heifDecoder] : heifDecoders;
  for (const [index, program] of candidates.entries()) {
    try {
      const run = await runProcess(program, args, {
        timeoutMs: decodeTimeMs,
        signal,
        label: program,
      });
      heifDecoder = program;
      return run;
    } catch (error) {
      const missing = error instanceof ProcessingError && error.code === 'tool_missing';
      if (!missing || index === candidates.length - 1) throw error;
    }
  }
  throw new Error('no HEIF decoder was tried');
}
