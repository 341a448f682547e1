import type { DashboardMetrics } from '../../../server/services/metrics.ts';
import { formatCount, formatSeconds } from '../../lib/format.ts';

export const METRICS_REFETCH_MS = 30_000;

/** What a metric shows when the metrics could not be loaded: a dash, never an invented number. */
export const MISSING_VALUE = '—';

export type MetricLabel =
  'Tools Used Today' | 'Total Conversions' | 'Avg. Processing Time' | 'Active Users';

export type MissingReason = 'no job has finished yet' | 'not available right now';

export interface MetricValue {
  label: MetricLabel;
  /** The formatted figure, or MISSING_VALUE when there is no data. */
  value: string;
  missing: boolean;
  /** Why a figure is missing, for screen readers. */
  missingReason?: MissingReason;
}

/** The strip's four figures from the server's metrics; a dash for each the data does not give. */
export function metricValues(metrics: DashboardMetrics | undefined): MetricValue[] {
  const entry = (
    label: MetricLabel,
    format: (m: DashboardMetrics) => string | undefined,
  ): MetricValue => {
    const value = metrics && format(metrics);
    if (value !== undefined) return { label, value, missing: false };
    const missingReason: MissingReason = metrics
      ? 'no job has finished yet'
      : 'not available right now';
    return { label, value: MISSING_VALUE, missing: true, missingReason };
  };
  return [
    entry('Tools Used Today', (m) => formatCount(m.toolsUsedToday)),
    entry('Total Conversions', (m) => formatCount(m.totalConversions)),
    // No completed job yet: no average to show (a dash, not 0.0s).
    entry('Avg. Processing Time', (m) =>
      m.averageProcessingTime === null ? undefined : formatSeconds(m.averageProcessingTime),
    ),
    entry('Active Users', (m) => formatCount(m.activeUsers)),
  ];
}

export function usesLabel(count: number, format: (n: number) => string = formatCount): string {
  return `${format(count)} ${count === 1 ? 'use' : 'uses'}`;
}
