import { stat } from 'node:fs/promises';
import yauzl from 'yauzl';
import type { Budgets } from '../../../shared/jobs/budgets.ts';
import { count, megabytes, overBudget, quoted } from '../../jobs/budgets/messages.ts';
import { inflatedBytes } from './zip-inflate.ts';

/** Below this many uncompressed bytes the ratio is not judged: small files cannot hurt. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** More entries than this is no document: refused whatever their sizes. */
export const MAX_ZIP_ENTRIES = 10_000;

/** What a ZIP's central directory declares. */
export interface ZipCost {
  entries: number;
  compressedBytes: number;
  uncompressedBytes: number;
  /** The entry declaring the most uncompressed bytes. */
  largest: { name: string; bytes: number } | undefined;
}

/**
 * Sums what the ZIP's central directory declares (yauzl, lazily, entry by entry), inflating
 * nothing. Stops early once the entry cap is passed. Undefined when it is no ZIP yauzl can read:
 * the converter then reports the damaged file.
 */
export function zipCost(path: string): Promise<ZipCost | undefined> {
  return new Promise((resolve) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: true, strictFileNames: false },
      (error, zip) => {
        if (error) {
          resolve(undefined);
          return;
        }
        const cost: ZipCost = {
          entries: 0,
          compressedBytes: 0,
          uncompressedBytes: 0,
          largest: undefined,
        };
        const done = (value: ZipCost | undefined) => {
          zip.close();
          resolve(value);
        };
        zip.on('error', () => done(undefined));
        zip.on('end', () => done(cost));
        zip.on('entry', (entry: yauzl.Entry) => {
          cost.entries++;
          cost.compressedBytes += entry.compressedSize;
          cost.uncompressedBytes += entry.uncompressedSize;
          if (!cost.largest || entry.uncompressedSize > cost.largest.bytes) {
            cost.largest = { name: entry.fileName, bytes: entry.uncompressedSize };
          }
          if (cost.entries > MAX_ZIP_ENTRIES) done(cost);
          else zip.readEntry();
        });
        zip.readEntry();
      },
    );
  });
}

/** The refusal message for a ZIP-based file over its budgets, or undefined when it fits. */
export function zipProblem(
  name: string,
  cost: ZipCost,
  budgets: Partial<Budgets>,
): string | undefined {
  if (cost.entries > MAX_ZIP_ENTRIES) {
    return `${quoted(name)} holds more than ${count(MAX_ZIP_ENTRIES)} files inside; the limit is ${count(MAX_ZIP_ENTRIES)}.`;
  }
  if (
    budgets.zipUncompressedBytes !== undefined &&
    cost.uncompressedBytes > budgets.zipUncompressedBytes
  ) {
    return `${quoted(name)} unpacks to ${megabytes(cost.uncompressedBytes)}; the limit is ${megabytes(budgets.zipUncompressedBytes)}.`;
  }
  if (budgets.zipRatio !== undefined && cost.uncompressedBytes > RATIO_FLOOR_BYTES) {
    const ratio = cost.uncompressedBytes / Math.max(1, cost.compressedBytes);
    if (ratio > budgets.zipRatio) {
      return `${quoted(name)} unpacks to ${count(ratio)} times its packed size; the limit is ${count(budgets.zipRatio)} times.`;
    }
  }
  return undefined;
}

/**
 * How many bytes the entries may really inflate to before a budget is passed: the unpacked size,
 * or the ratio times the packed size (never under the floor the ratio is judged from). Undefined
 * when neither budget applies.
 */
export function inflateCap(packedBytes: number, budgets: Partial<Budgets>): number | undefined {
  const caps = [
    budgets.zipUncompressedBytes,
    budgets.zipRatio === undefined
      ? undefined
      : Math.max(RATIO_FLOOR_BYTES, budgets.zipRatio * packedBytes),
  ].filter((cap) => cap !== undefined);
  return caps.length ? Math.min(...caps) : undefined;
}

/** The refusal message for entries whose inflating was stopped past `cap` bytes. */
export function inflatedProblem(name: string, inflated: number, budgets: Partial<Budgets>): string {
  const limit = budgets.zipUncompressedBytes;
  if (limit !== undefined && inflated > limit) {
    return `${quoted(name)} unpacks to more than ${megabytes(limit)}; the limit is ${megabytes(limit)}.`;
  }
  const ratio = count(budgets.zipRatio ?? 0);
  return `${quoted(name)} unpacks to more than ${ratio} times its packed size; the limit is ${ratio} times.`;
}

/**
 * Refuses a ZIP-based file (.docx) over its budgets: first by what its central directory
 * declares, then by what its entries really inflate to, counted while inflating and stopped at
 * the budget (a directory may understate its sizes; converters inflate what is there).
 */
export async function checkZip(
  path: string,
  name: string,
  field: string,
  budgets: Partial<Budgets>,
): Promise<void> {
  const cost = await zipCost(path);
  if (!cost) return;
  const problem = zipProblem(name, cost, budgets);
  if (problem) throw overBudget(problem, field);
  // Entries may claim more packed bytes than the file has (overlapping entries).
  const packed = Math.min(cost.compressedBytes, (await stat(path)).size);
  const cap = inflateCap(packed, budgets);
  if (cap === undefined) return;
  const inflated = await inflatedBytes(path, cap);
  if (inflated?.stopped) throw overBudget(inflatedProblem(name, inflated.bytes, budgets), field);
}
