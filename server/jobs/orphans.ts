import { isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStorage } from '../storage/storage.ts';

/**
 * Deletes stored files that no job owns any more (left by a crash, a refused request cut short,
 * or anything else) once they are older than `olderThanMs`. `inUse` are keys being written that
 * no row names yet. Returns how many were deleted.
 */
export async function deleteOrphans(
  { db, tables: { jobs } }: DatabaseHandle,
  storage: FileStorage,
  inUse: ReadonlySet<string>,
  olderThanMs: number,
): Promise<number> {
  const owned = new Set<string>(inUse);
  const rows = await db
    .select({ inputFiles: jobs.inputFiles, resultKey: jobs.resultKey })
    .from(jobs)
    .where(isNull(jobs.filesDeletedAt));
  for (const row of rows) {
    for (const file of row.inputFiles) owned.add(file.key);
    if (row.resultKey) owned.add(row.resultKey);
  }
  const now = Date.now();
  let deleted = 0;
  for await (const object of storage.list()) {
    if (owned.has(object.key) || now - object.modifiedAt < olderThanMs) continue;
    await storage.delete(object.key);
    deleted++;
  }
  return deleted;
}
