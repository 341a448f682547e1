import { findExecutable, readToolVersion } from '../../process/find-executable.ts';
import { runProcess } from '../../process/run-process.ts';
import { ProcessingError } from '../../processing-error.ts';
import type { CompressLevel } from '../../../shared/jobs/types/compress-pdf.ts';
import { documentMessages } from '../office/sniff.ts';

export interface GhostscriptInstallation {
  path: string;
  /** For example `10.00.0`. */
  version: string;
}

/** Ghostscript's `gs` from the GS_PATH setting, else on the PATH; null when absent. */
export async function locateGhostscript(
  options: { configuredPath?: string | undefined; searchPath?: string | undefined } = {},
): Promise<GhostscriptInstallation | null> {
  const path = options.configuredPath ?? findExecutable('gs', options.searchPath);
  if (!path) return null;
  const version = await readToolVersion(path, ['--version'], /^(\d+(?:\.\d+)+)/m);
  return version ? { path, version } : null;
}

/**
 * Each level as Ghostscript's own presets: images above about 1.5 times the preset's resolution
 * are downsampled (300, 150 and 72 dpi) and re-encoded at the preset's JPEG quality.
 */
export const levelPresets: Record<CompressLevel, string> = {
  low: '/printer',
  medium: '/ebook',
  high: '/screen',
};

/** The arguments of one compression, every name chosen by the server (never the visitor's). */
export function compressArguments(level: CompressLevel, input: string, output: string): string[] {
  return [
    '-dSAFER',
    '-dBATCH',
    '-dNOPAUSE',
    '-sDEVICE=pdfwrite',
    '-dCompatibilityLevel=1.6',
    `-dPDFSETTINGS=${levelPresets[level]}`,
    // Without this, JPEG images below the resolution threshold would pass through untouched.
    '-dPassThroughJPEGImages=false',
    '-dDetectDuplicateImages=true',
    '-dCompressFonts=true',
    '-dSubsetFonts=true',
    `-sOutputFile=${output}`,
    input,
  ];
}

export interface CompressOptions {
  level: CompressLevel;
  /** The job's scratch folder: Ghostscript runs there, with relative file names. */
  cwd: string;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** Pages done and the page count, as Ghostscript reports them. */
  onPage?: (done: number, pages: number) => void;
}

/** Writes a compressed copy of `input` to `output` (both names relative to `cwd`). */
export async function compressPdf(
  gs: GhostscriptInstallation,
  input: string,
  output: string,
  options: CompressOptions,
): Promise<void> {
  let pages = 0;
  const result = await runProcess(gs.path, compressArguments(options.level, input, output), {
    cwd: options.cwd,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    label: 'Ghostscript',
    onStdoutLine: (line) => {
      const range = /^Processing pages \d+ through (\d+)\./.exec(line);
      if (range) pages = Number(range[1]);
      const page = /^Page (\d+)$/.exec(line);
      if (page && pages > 0) options.onPage?.(Number(page[1]) - 1, pages);
    },
  });
  // A file Ghostscript cannot read at all still exits 0, having processed no page.
  if (result.exitCode !== 0 || pages === 0) {
    const locked = /password|encrypt/i.test(result.stderr);
    throw new ProcessingError(
      locked ? 'encrypted' : 'unreadable_document',
      locked ? documentMessages.encryptedPdf : documentMessages.notPdf,
      { detail: `Ghostscript exited with ${result.exitCode}: ${result.stderr.slice(-2000)}` },
    );
  }
}
