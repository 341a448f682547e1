import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { localDay } from './clock.ts';

export type UsageKind = 'use' | 'conversion';

/** Adds one use or conversion of a tool to today's count. */
export async function recordUsage(
  { db, tables: { toolUsage } }: DatabaseHandle,
  toolSlug: string,
  kind: UsageKind,
  now = Date.now(),
): Promise<void> {
  await db
    .insert(toolUsage)
    .values({ day: localDay(now), toolSlug, kind, count: 1 })
    .onConflictDoUpdate({
      target: [toolUsage.day, toolUsage.toolSlug, toolUsage.kind],
      set: { count: sql`${toolUsage.count} + 1` },
    });
}
