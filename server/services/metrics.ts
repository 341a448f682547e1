import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { localDay, localMidnight, localMidnightDaysBefore } from './clock.ts';

export interface DashboardMetrics {
  /** Jobs created plus browser-tool uses tracked since local midnight. */
  toolsUsedToday: number;
  /** Completed jobs plus tracked browser conversions, all time. */
  totalConversions: number;
  /** Mean seconds from start to finish of completed jobs, one decimal; null with none yet. */
  averageProcessingTime: number | null;
  /** Distinct anonymous visitors seen in the last 15 minutes. */
  activeUsers: number;
}

export interface ToolUsageItem {
  toolSlug: string;
  count: number;
}

export const ACTIVE_WINDOW_MS = 15 * 60_000;

async function sumUsage(
  { db, tables: { toolUsage } }: DatabaseHandle,
  kind: 'use' | 'conversion',
  day?: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${toolUsage.count}), 0)` })
    .from(toolUsage)
    .where(day ? and(eq(toolUsage.kind, kind), eq(toolUsage.day, day)) : eq(toolUsage.kind, kind));
  return Number(row?.total ?? 0);
}

export async function computeDashboard(
  database: DatabaseHandle,
  now = Date.now(),
): Promise<DashboardMetrics> {
  const { db, tables } = database;
  const { jobs, visitors } = tables;
  const [jobsToday] = await db
    .select({ n: sql<number>`count(*)` })
    .from(jobs)
    .where(gte(jobs.createdAt, localMidnight(now)));
  const [completed] = await db
    .select({
      n: sql<number>`count(*)`,
      avgMs: sql<
        number | null
      >`avg(${jobs.finishedAt} - coalesce(${jobs.startedAt}, ${jobs.createdAt}))`,
    })
    .from(jobs)
    .where(and(eq(jobs.status, 'completed'), isNotNull(jobs.finishedAt)));
  const [active] = await db
    .select({ n: sql<number>`count(*)` })
    .from(visitors)
    .where(gte(visitors.lastSeenAt, now - ACTIVE_WINDOW_MS));
  // PostgreSQL answers count, sum and avg as text; Number() reads both dialects.
  const averageMs = completed?.avgMs == null ? null : Number(completed.avgMs);
  return {
    toolsUsedToday: Number(jobsToday?.n ?? 0) + (await sumUsage(database, 'use', localDay(now))),
    totalConversions: Number(completed?.n ?? 0) + (await sumUsage(database, 'conversion')),
    averageProcessingTime: averageMs === null ? null : Math.round(averageMs / 100) / 10,
    activeUsers: Number(active?.n ?? 0),
  };
}

/** The window "Popular tools" ranks over: today and the 29 local days before it. */
export const POPULAR_WINDOW_DAYS = 30;

/**
 * Uses per tool, most used first: tracked browser uses plus jobs started from the tool. All time,
 * or from local midnight `days - 1` days before `now` (so `days: 30` is today and the 29 days
 * before it; the per-day counts cannot be cut finer than a day).
 */
export async function computeToolUsage(
  { db, tables: { jobs, toolUsage } }: DatabaseHandle,
  window?: { days: number; now?: number },
): Promise<ToolUsageItem[]> {
  const since = window
    ? localMidnightDaysBefore(window.now ?? Date.now(), window.days - 1)
    : undefined;
  const totals = new Map<string, number>();
  const usageRows = await db
    .select({ toolSlug: toolUsage.toolSlug, n: sql<number>`sum(${toolUsage.count})` })
    .from(toolUsage)
    .where(
      since === undefined
        ? eq(toolUsage.kind, 'use')
        : and(eq(toolUsage.kind, 'use'), gte(toolUsage.day, localDay(since))),
    )
    .groupBy(toolUsage.toolSlug);
  for (const row of usageRows) totals.set(row.toolSlug, Number(row.n));
  // Job rows older than the record retention are folded into tool_usage before they are deleted
  // (record-pruning.ts), so the two sums never count a job twice.
  const jobRows = await db
    .select({ toolSlug: jobs.toolSlug, n: sql<number>`count(*)` })
    .from(jobs)
    .where(
      since === undefined
        ? isNotNull(jobs.toolSlug)
        : and(isNotNull(jobs.toolSlug), gte(jobs.createdAt, since)),
    )
    .groupBy(jobs.toolSlug);
  for (const row of jobRows) {
    if (row.toolSlug) totals.set(row.toolSlug, (totals.get(row.toolSlug) ?? 0) + Number(row.n));
  }
  return [...totals]
    .filter(([, count]) => count > 0)
    .map(([toolSlug, count]) => ({ toolSlug, count }))
    .sort((a, b) => b.count - a.count || a.toolSlug.localeCompare(b.toolSlug));
}

export interface RecentToolUsage {
  /** How many local days the counts cover, today included. */
  days: number;
  tools: ToolUsageItem[];
}

/** The counts "Popular tools" ranks: uses per tool over the last POPULAR_WINDOW_DAYS days. */
export async function computeRecentToolUsage(
  database: DatabaseHandle,
  now = Date.now(),
): Promise<RecentToolUsage> {
  return {
    days: POPULAR_WINDOW_DAYS,
    tools: await computeToolUsage(database, { days: POPULAR_WINDOW_DAYS, now }),
  };
}
