import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBudgets } from '../../../shared/jobs/budgets.ts';
import { MAX_ZIP_ENTRIES, zipCost, zipProblem, type ZipCost } from './zip-budget.ts';
import { makeDeclaredDocx } from '../../../tests/support/bombs.ts';

const MB = 1024 * 1024;
const cost = (compressed: number, uncompressed: number, entries = 5): ZipCost => ({
  entries,
  compressedBytes: compressed,
  uncompressedBytes: uncompressed,
  largest: undefined,
});

describe('zipProblem', () => {
  it('refuses more unpacked bytes than the budget', () => {
    expect(zipProblem('big.docx', cost(40 * MB, 1024 * MB), defaultBudgets)).toBe(
      '"big.docx" unpacks to 1,024 MB; the limit is 200 MB.',
    );
  });

  it('refuses a ratio over the budget, but not for small files', () => {
    expect(zipProblem('z.docx', cost(MB / 10, 50 * MB), defaultBudgets)).toBe(
      '"z.docx" unpacks to 500 times its packed size; the limit is 100 times.',
    );
    expect(zipProblem('small.docx', cost(1000, 900_000), defaultBudgets)).toBeUndefined();
    expect(zipProblem('ok.docx', cost(5 * MB, 40 * MB), defaultBudgets)).toBeUndefined();
  });

  it('refuses too many entries', () => {
    expect(zipProblem('many.docx', cost(1, 1, MAX_ZIP_ENTRIES + 1), defaultBudgets)).toMatch(
      /holds more than 10,000 files inside/,
    );
  });
});

describe('zipCost', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'zip-budget-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('reads the sizes the central directory declares, inflating nothing', async () => {
    const path = join(folder, 'bomb.docx');
    await writeFile(path, makeDeclaredDocx(1024 * MB));
    const found = await zipCost(path);
    expect(found?.entries).toBe(3);
    expect(found?.uncompressedBytes).toBeGreaterThan(1024 * MB);
    expect(found?.largest?.name).toBe('word/document.xml');
  });

  it('is undefined for a file that is no ZIP', async () => {
    const path = join(folder, 'junk.docx');
    await writeFile(path, Buffer.from('not a zip at all'));
    expect(await zipCost(path)).toBeUndefined();
  });
});
