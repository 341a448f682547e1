import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { runProcess } from './run-process.ts';

/** True when `path` is a regular file this process may execute. */
export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` in the folders of `searchPath` (PATH), or null. */
export function findExecutable(
  name: string,
  searchPath: string | undefined = process.env.PATH,
): string | null {
  if (isAbsolute(name)) return isExecutableFile(name) ? name : null;
  for (const folder of (searchPath ?? '').split(delimiter)) {
    if (!folder) continue;
    const candidate = resolve(join(folder, name));
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/**
 * Runs `path args` (for example `ffmpeg -version`) and returns the first match of `pattern`'s
 * first group in its output, or null when it does not run or does not match.
 */
export async function readToolVersion(
  path: string,
  args: readonly string[],
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<string | null> {
  try {
    const result = await runProcess(path, args, { timeoutMs, label: path });
    const match = pattern.exec(`${result.stdout}\n${result.stderr}`);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}
