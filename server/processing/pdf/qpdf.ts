import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findExecutable, readToolVersion } from '../../process/find-executable.ts';
import { runProcess } from '../../process/run-process.ts';
import { ProcessingError } from '../../processing-error.ts';
import { documentMessages } from '../office/sniff.ts';

export interface QpdfInstallation {
  path: string;
  /** For example `11.3.0`. */
  version: string;
}

/** qpdf from the QPDF_PATH setting, else on the PATH; null when absent. */
export async function locateQpdf(
  options: { configuredPath?: string | undefined; searchPath?: string | undefined } = {},
): Promise<QpdfInstallation | null> {
  const path = options.configuredPath ?? findExecutable('qpdf', options.searchPath);
  if (!path) return null;
  const version = await readToolVersion(path, ['--version'], /qpdf version (\d+(?:\.\d+)+)/);
  return version ? { path, version } : null;
}

export interface QpdfRun {
  /** The job's private folder: qpdf runs there and the secret file is written there. */
  cwd: string;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
}

/**
 * A file of the job's private folder, readable by this user only, holding `text`; deleted once
 * `use` is done. A password given on the command line would be visible to every user in `ps`.
 */
async function withSecretFile<T>(
  folder: string,
  text: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const path = join(folder, 'secret-arguments');
  await writeFile(path, text, { mode: 0o600 });
  try {
    return await use(path);
  } finally {
    await rm(path, { force: true });
  }
}

/** qpdf's exit codes: 0 done, 3 done with warnings (a slightly damaged file it repaired). */
const succeeded = (exitCode: number | null) => exitCode === 0 || exitCode === 3;

/** qpdf's own words for the log, any trace of the password taken out. */
function scrubbed(stderr: string, password: string): string {
  return (password ? stderr.replaceAll(password, '[password]') : stderr).slice(-2000);
}

/**
 * Encrypts `input` with AES-256 (qpdf's R6): opening needs `password`, which is also the owner
 * password. qpdf reads the job from a JSON file (its `--job-json-file`), so the password never
 * appears in a process list and may look like an option (`--x`).
 */
export async function encryptPdf(
  qpdf: QpdfInstallation,
  input: string,
  output: string,
  password: string,
  run: QpdfRun,
): Promise<void> {
  const job = {
    inputFile: input,
    outputFile: output,
    encrypt: { userPassword: password, ownerPassword: password, '256bit': {} },
  };
  const result = await withSecretFile(run.cwd, JSON.stringify(job), (file) =>
    runProcess(qpdf.path, [`--job-json-file=${file}`], {
      cwd: run.cwd,
      signal: run.signal,
      timeoutMs: run.timeoutMs,
      label: 'qpdf',
    }),
  );
  if (!succeeded(result.exitCode)) {
    throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
      detail: `qpdf --encrypt exited with ${result.exitCode}: ${scrubbed(result.stderr, password)}`,
    });
  }
}

/**
 * Writes `input` without its encryption, opened with `password` (qpdf's `--password-file`, so
 * the password is in no process list). A password that does not open it is `wrong_password`.
 */
export async function decryptPdf(
  qpdf: QpdfInstallation,
  input: string,
  output: string,
  password: string,
  run: QpdfRun,
): Promise<void> {
  const result = await withSecretFile(run.cwd, `${password}\n`, (file) =>
    runProcess(qpdf.path, [`--password-file=${file}`, '--decrypt', input, output], {
      cwd: run.cwd,
      signal: run.signal,
      timeoutMs: run.timeoutMs,
      label: 'qpdf',
    }),
  );
  if (succeeded(result.exitCode)) return;
  if (/invalid password/i.test(result.stderr)) {
    throw new ProcessingError(
      'wrong_password',
      'This password does not open the PDF. Check it and try again.',
      { field: 'password' },
    );
  }
  throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
    detail: `qpdf --decrypt exited with ${result.exitCode}: ${scrubbed(result.stderr, password)}`,
  });
}

/**
 * How a PDF is locked (qpdf `--requires-password`: exit 0 a password is needed, 2 no encryption,
 * 3 encrypted but it opens without one, its restrictions kept by an owner password).
 */
export async function encryptionOf(
  qpdf: QpdfInstallation,
  input: string,
  run: QpdfRun,
): Promise<'none' | 'opens' | 'password'> {
  const result = await runProcess(qpdf.path, ['--requires-password', input], {
    cwd: run.cwd,
    signal: run.signal,
    timeoutMs: run.timeoutMs,
    label: 'qpdf',
  });
  if (result.exitCode === 0) return 'password';
  if (result.exitCode === 2) return 'none';
  if (result.exitCode === 3) return 'opens';
  throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
    detail: `qpdf --requires-password exited with ${result.exitCode}: ${result.stderr.slice(-2000)}`,
  });
}

/** The page count of an unencrypted PDF as qpdf reads it. */
export async function pageCount(
  qpdf: QpdfInstallation,
  input: string,
  run: QpdfRun,
): Promise<number> {
  const result = await runProcess(qpdf.path, ['--show-npages', input], {
    cwd: run.cwd,
    signal: run.signal,
    timeoutMs: run.timeoutMs,
    label: 'qpdf',
  });
  const pages = Number(result.stdout.trim());
  if (!succeeded(result.exitCode) || !Number.isInteger(pages) || pages < 1) {
    throw new ProcessingError('unreadable_document', documentMessages.notPdf, {
      detail: `qpdf --show-npages exited with ${result.exitCode}: ${result.stderr.slice(-2000)}`,
    });
  }
  return pages;
}
