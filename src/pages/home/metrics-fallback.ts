import type { DashboardMetrics } from '../../../server/services/metrics.ts';

/** Shown only when the metrics request fails (01 section 8). */
export const FALLBACK_METRICS: DashboardMetrics = {
  toolsUsedToday: 1247,
  totalConversions: 235689,
  averageProcessingTime: 1.2,
  activeUsers: 87,
};

export const METRICS_REFETCH_MS = 30_000;

/** The usage badge's number when the tool-usage request fails: random, 1000 to 5999. */
export function fallbackUsageCount(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 5000);
}

export function usesLabel(count: number, format: (n: number) => string): string {
  return `${format(count)} ${count === 1 ? 'use' : 'uses'}`;
}
