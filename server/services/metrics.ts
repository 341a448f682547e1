import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { jobs, toolUsage, visitors } from '../../db/schema.ts';
import { localDay, localMidnight } from './clock.ts';

export interface DashboardMetrics {
  /** Jobs created plus browser-tool uses tracked since local midnight. */
  toolsUsedToday: number;
  /** Completed jobs plus tracked browser conversions, all time. */
  totalConversions: number;
  /** Mean seconds from start to finish of completed jobs, one decimal; 0 with no jobs yet. */
  averageProcessingTime: number;
  /** Distinct anonymous visitors seen in the last 15 minutes. */
  activeUsers: number;
}

export interface ToolUsageItem {
  toolSlug: string;
  count: number;
}

export const ACTIVE_WINDOW_MS = 15 * 60_000;

function sumUsage(db: AppDatabase, kind: 'use' | 'conversion', day?: string): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${toolUsage.count}), 0)` })
    .from(toolUsage)
    .where(day ? and(eq(toolUsage.kind, kind), eq(toolUsage.day, day)) : eq(toolUsage.kind, kind))
    .get();
  return Number(row?.total ?? 0);
}

export function computeDashboard(db: AppDatabase, now = Date.now()): DashboardMetrics {
  const jobsToday = db
    .select({ n: sql<number>`count(*)` })
    .from(jobs)
    .where(gte(jobs.createdAt, localMidnight(now)))
    .get();
  const completed = db
    .select({
      n: sql<number>`count(*)`,
      avgMs: sql<
        number | null
      >`avg(${jobs.finishedAt} - coalesce(${jobs.startedAt}, ${jobs.createdAt}))`,
    })
    .from(jobs)
    .where(and(eq(jobs.status, 'completed'), isNotNull(jobs.finishedAt)))
    .get();
  const active = db
    .select({ n: sql<number>`count(*)` })
    .from(visitors)
    .where(gte(visitors.lastSeenAt, now - ACTIVE_WINDOW_MS))
    .get();
  const averageMs = completed?.avgMs ?? 0;
  return {
    toolsUsedToday: Number(jobsToday?.n ?? 0) + sumUsage(db, 'use', localDay(now)),
    totalConversions: Number(completed?.n ?? 0) + sumUsage(db, 'conversion'),
    averageProcessingTime: Math.round(averageMs / 100) / 10,
    activeUsers: Number(active?.n ?? 0),
  };
}

/** Uses per tool, all time: tracked browser uses plus jobs started from the tool, most used first. */
export function computeToolUsage(db: AppDatabase): ToolUsageItem[] {
  const totals = new Map<string, number>();
  const usageRows = db
    .select({ toolSlug: toolUsage.toolSlug, n: sql<number>`sum(${toolUsage.count})` })
    .from(toolUsage)
    .where(eq(toolUsage.kind, 'use'))
    .groupBy(toolUsage.toolSlug)
    .all();
  for (const row of usageRows) totals.set(row.toolSlug, Number(row.n));
  const jobRows = db
    .select({ toolSlug: jobs.toolSlug, n: sql<number>`count(*)` })
    .from(jobs)
    .where(isNotNull(jobs.toolSlug))
    .groupBy(jobs.toolSlug)
    .all();
  for (const row of jobRows) {
    if (row.toolSlug) totals.set(row.toolSlug, (totals.get(row.toolSlug) ?? 0) + Number(row.n));
  }
  return [...totals]
    .filter(([, count]) => count > 0)
    .map(([toolSlug, count]) => ({ toolSlug, count }))
    .sort((a, b) => b.count - a.count || a.toolSlug.localeCompare(b.toolSlug));
}
