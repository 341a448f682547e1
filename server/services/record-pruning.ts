import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { jobs, toolUsage, visitors } from '../../db/schema.ts';
import { localDay } from './clock.ts';

const finishedStatuses = ['completed', 'failed'] as const;

/**
 * Deletes visitor rows not seen for `retentionMs` and finished job rows (files already deleted)
 * older than that. A pruned job is first folded into the per-day tool counts, so the use and
 * conversion totals the site shows stay what they were. Returns how many rows went.
 */
export function pruneRecords(
  db: AppDatabase,
  retentionMs: number,
  now = Date.now(),
): { visitors: number; jobs: number } {
  const cutoff = now - retentionMs;
  return db.transaction((tx) => {
    const old = tx
      .select({
        id: jobs.id,
        toolSlug: jobs.toolSlug,
        status: jobs.status,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(
        and(
          lt(jobs.createdAt, cutoff),
          isNotNull(jobs.filesDeletedAt),
          inArray(jobs.status, [...finishedStatuses]),
        ),
      )
      .all();
    const counts = new Map<
      string,
      { day: string; toolSlug: string; kind: 'use' | 'conversion'; count: number }
    >();
    const add = (day: string, toolSlug: string, kind: 'use' | 'conversion') => {
      const key = `${day}|${toolSlug}|${kind}`;
      const entry = counts.get(key) ?? { day, toolSlug, kind, count: 0 };
      entry.count++;
      counts.set(key, entry);
    };
    for (const row of old) {
      if (!row.toolSlug) continue;
      const day = localDay(row.createdAt);
      add(day, row.toolSlug, 'use');
      if (row.status === 'completed') add(day, row.toolSlug, 'conversion');
    }
    for (const entry of counts.values()) {
      tx.insert(toolUsage)
        .values(entry)
        .onConflictDoUpdate({
          target: [toolUsage.day, toolUsage.toolSlug, toolUsage.kind],
          set: { count: sql`${toolUsage.count} + ${entry.count}` },
        })
        .run();
    }
    const ids = old.map((row) => row.id);
    for (let i = 0; i < ids.length; i += 500) {
      tx.delete(jobs)
        .where(inArray(jobs.id, ids.slice(i, i + 500)))
        .run();
    }
    const gone = tx.delete(visitors).where(lt(visitors.lastSeenAt, cutoff)).run();
    return { visitors: gone.changes, jobs: ids.length };
  });
}
