import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createZipFile } from './zip-file.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function freshPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'zip-file-'));
  folders.push(folder);
  return join(folder, 'out.zip');
}

describe('createZipFile', () => {
  it('writes entries and finishes a readable archive', async () => {
    const path = freshPath();
    const zip = createZipFile(path);
    await zip.add('a.txt', new TextEncoder().encode('hello'));
    await zip.add('b.txt', new TextEncoder().encode('world'));
    await zip.finish();
    const entries = unzipSync(readFileSync(path));
    expect(Object.keys(entries)).toEqual(['a.txt', 'b.txt']);
    expect(strFromU8(entries['b.txt'] as Uint8Array)).toBe('world');
  });

  it('has closed its file when abort resolves, so a file deleted after it stays deleted', async () => {
    // As a cancelled job: the processor aborts at once, the pool deletes the result file when the
    // processor has answered, and a file still being opened must not reappear afterwards.
    for (let round = 0; round < 20; round++) {
      const path = freshPath();
      const zip = createZipFile(path);
      await zip.abort();
      await unlink(path).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(existsSync(path)).toBe(false);
    }
  });
});
