import { findExecutable, readToolVersion } from '../../process/find-executable.ts';
import { runProcess } from '../../process/run-process.ts';
import { ProcessingError } from '../../processing-error.ts';
import { documentMessages } from '../office/sniff.ts';

export interface OcrmypdfInstallation {
  path: string;
  /** For example `14.0.1`. */
  version: string;
}

/** OCRmyPDF from the OCRMYPDF_PATH setting, else on the PATH; null when absent. */
export async function locateOcrmypdf(
  options: { configuredPath?: string | undefined; searchPath?: string | undefined } = {},
): Promise<OcrmypdfInstallation | null> {
  const path = options.configuredPath ?? findExecutable('ocrmypdf', options.searchPath);
  if (!path) return null;
  const version = await readToolVersion(path, ['--version'], /^(\d+(?:\.\d+)+)/m, 30_000);
  return version ? { path, version } : null;
}

export interface OcrmypdfRun {
  /** The job's private folder: OCRmyPDF runs there and keeps its temporary files there. */
  cwd: string;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** Called once for each page OCRmyPDF has finished, with how many are done. */
  onPageDone?: (done: number) => void;
}

/** What one OCRmyPDF run makes. */
export type OcrmypdfOptions =
  | {
      /** A text layer read by Tesseract in these languages (`eng`, `nep`). */
      mode: 'ocr';
      languages: readonly string[];
      /** Pages that already carry text are kept as they are; else their images are read too. */
      skipText: boolean;
      /** The resolution of an image input. */
      imageDpi?: number | undefined;
    }
  | {
      /** A PDF/A copy, nothing read: pages with text are skipped, Tesseract gets no time. */
      mode: 'pdfa';
      level: '2b' | '3b';
    };

/** The command line of one run, every file name chosen by the server. */
export function ocrmypdfArguments(options: OcrmypdfOptions, input: string, output: string) {
  const common = ['--verbose', '1', '--jobs', '1', '--optimize', '0'];
  if (options.mode === 'pdfa') {
    return [
      ...common,
      '--skip-text',
      '--tesseract-timeout',
      '0',
      '--output-type',
      options.level === '3b' ? 'pdfa-3' : 'pdfa-2',
      input,
      output,
    ];
  }
  return [
    ...common,
    '-l',
    options.languages.join('+'),
    // --redo-ocr reads the images of pages with text too, leaving their text as it is drawn.
    options.skipText ? '--skip-text' : '--redo-ocr',
    '--output-type',
    'pdf',
    ...(options.imageDpi ? ['--image-dpi', String(Math.round(options.imageDpi))] : []),
    input,
    output,
  ];
}

/**
 * A page is finished once its text layer is grafted onto it, or once OCRmyPDF decides to leave
 * it alone (`--verbose 1` prefixes each page's lines with its number).
 */
const pageDone = /^\s*(\d+) (?:Grafting\b|.*skipping all processing on this page)/;

/** OCRmyPDF's exit codes (ocrmypdf.exceptions.ExitCode) and what they mean for a visitor. */
function failure(exitCode: number | null, stderr: string): ProcessingError {
  const detail = `OCRmyPDF exited with ${exitCode}: ${stderr.slice(-2000)}`;
  if (exitCode === 8) {
    return new ProcessingError('encrypted', documentMessages.encryptedPdf, { detail });
  }
  if (exitCode === 2 || exitCode === 3) {
    return new ProcessingError('unreadable_document', documentMessages.notPdf, { detail });
  }
  return new ProcessingError(
    'ocr_failed',
    'This file could not be processed. It may be damaged or in a form the reader does not take.',
    { detail },
  );
}

/** Runs OCRmyPDF once, `input` to `output`, reporting pages as they finish. */
export async function runOcrmypdf(
  ocrmypdf: OcrmypdfInstallation,
  options: OcrmypdfOptions,
  input: string,
  output: string,
  run: OcrmypdfRun,
): Promise<void> {
  const done = new Set<number>();
  const result = await runProcess(ocrmypdf.path, ocrmypdfArguments(options, input, output), {
    cwd: run.cwd,
    // Its temporary files go in the job's folder, deleted with it whatever happens.
    env: { TMPDIR: run.cwd, OMP_THREAD_LIMIT: '1' },
    signal: run.signal,
    timeoutMs: run.timeoutMs,
    label: 'OCRmyPDF',
    onStderrLine: (line) => {
      const page = pageDone.exec(line);
      if (!page) return;
      const number = Number(page[1]);
      if (done.has(number)) return;
      done.add(number);
      run.onPageDone?.(done.size);
    },
  });
  if (result.exitCode !== 0) {
    throw failure(result.exitCode, result.stderr);
  }
}
