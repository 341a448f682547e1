import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary folder where results are written to disk, so that programs (ffprobe, poppler) can
 * judge them; each result gets a name of its own.
 */
export function resultFolder(prefix: string) {
  const path = mkdtempSync(join(tmpdir(), prefix));
  let written = 0;
  return {
    path,
    /** Writes one result and returns its path. */
    save(bytes: Uint8Array, extension: string): string {
      const file = join(path, `result-${++written}.${extension}`);
      writeFileSync(file, bytes);
      return file;
    },
    remove() {
      rmSync(path, { recursive: true, force: true });
    },
  };
}
