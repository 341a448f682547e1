import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBudgets } from '../../../shared/jobs/budgets.ts';
import { AppError } from '../../http/errors.ts';
import { checkZip, MAX_ZIP_ENTRIES, zipCost, zipProblem, type ZipCost } from './zip-budget.ts';
import { inflatedBytes } from './zip-inflate.ts';
import { deflateZeros, makeDeclaredDocx, makeDocx } from '../../../tests/support/bombs.ts';

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

describe('a ZIP whose headers understate its sizes', () => {
  let folder: string;
  let liar: string;
  let honest: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'zip-liar-'));
    // 16 MB of zeros deflated for real, both headers declaring 1 KB.
    liar = join(folder, 'liar.docx');
    await writeFile(liar, makeDocx({ ...(await deflateZeros(16 * MB)), size: 1024 }));
    honest = join(folder, 'honest.docx');
    await writeFile(honest, makeDocx(Buffer.from('<w:document>Hello</w:document>')));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const refusal = async (path: string, budgets: Parameters<typeof checkZip>[3]) => {
    try {
      await checkZip(path, 'liar.docx', 'file', budgets);
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('declares 1 KB, so the directory alone lets it through', async () => {
    const declared = await zipCost(liar);
    expect(declared?.uncompressedBytes).toBeLessThan(2048);
    expect(zipProblem('liar.docx', declared as ZipCost, defaultBudgets)).toBeUndefined();
  });

  it('counts the bytes that really inflate, stopping just past the cap', async () => {
    const stopped = await inflatedBytes(liar, 2 * MB);
    expect(stopped?.stopped).toBe(true);
    expect(stopped?.bytes).toBeGreaterThan(2 * MB);
    expect(stopped?.bytes).toBeLessThan(3 * MB);
    // Every byte counted: the zeros and the 728 bytes of [Content_Types].xml and _rels/.rels.
    expect(await inflatedBytes(liar, 32 * MB)).toEqual({ bytes: 16 * MB + 728, stopped: false });
  });

  it('is refused over_budget by the unpacked size, counted while inflating', async () => {
    const error = await refusal(liar, { zipUncompressedBytes: 4 * MB });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'over_budget',
      status: 422,
      message: '"liar.docx" unpacks to more than 4 MB; the limit is 4 MB.',
    });
  });

  it('is refused over_budget by the ratio, counted while inflating', async () => {
    const error = await refusal(liar, defaultBudgets);
    expect(error).toMatchObject({
      code: 'over_budget',
      message:
        '"liar.docx" unpacks to more than 100 times its packed size; the limit is 100 times.',
    });
  });

  it('lets an honest small file through', async () => {
    expect(await refusal(honest, defaultBudgets)).toBeUndefined();
  });
});
