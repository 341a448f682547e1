import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { toolUsage } from '../../db/schema.ts';
import { localDay } from './clock.ts';

export type UsageKind = 'use' | 'conversion';

/** Adds one use or conversion of a tool to today's count. */
export function recordUsage(db: AppDatabase, toolSlug: string, kind: UsageKind, now = Date.now()) {
  db.insert(toolUsage)
    .values({ day: localDay(now), toolSlug, kind, count: 1 })
    .onConflictDoUpdate({
      target: [toolUsage.day, toolUsage.toolSlug, toolUsage.kind],
      set: { count: sql`${toolUsage.count} + 1` },
    })
    .run();
}
