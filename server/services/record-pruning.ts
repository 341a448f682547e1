import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { localDay } from './clock.ts';

const finishedStatuses = ['completed', 'failed'] as const;

/**
 * Deletes visitor rows not seen for `retentionMs` and finished job rows (files already deleted)
 * older than that. A pruned job is first folded into the per-day tool counts, so the use and
 * conversion totals the site shows stay what they were. Returns how many rows went.
 */
export async function pruneRecords(
  database: DatabaseHandle,
  retentionMs: number,
  now = Date.now(),
): Promise<{ visitors: number; jobs: number }> {
  const cutoff = now - retentionMs;
  const { jobs, toolUsage, visitors } = database.tables;
  return database.atomically(async (tx) => {
    const old = await tx
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
      );
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
      await tx
        .insert(toolUsage)
        .values(entry)
        .onConflictDoUpdate({
          target: [toolUsage.day, toolUsage.toolSlug, toolUsage.kind],
          set: { count: sql`${toolUsage.count} + ${entry.count}` },
        });
    }
    const ids = old.map((row) => row.id);
    for (let i = 0; i < ids.length; i += 500) {
      await tx.delete(jobs).where(inArray(jobs.id, ids.slice(i, i + 500)));
    }
    const gone = await tx
      .delete(visitors)
      .where(lt(visitors.lastSeenAt, cutoff))
      .returning({ id: visitors.id });
    return { visitors: gone.length, jobs: ids.length };
  });
}
