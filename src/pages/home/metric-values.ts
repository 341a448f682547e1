import type { DashboardMetrics } from '../../../server/services/metrics.ts';
import { formatCount, formatSeconds } from '../../lib/format.ts';

export const METRICS_REFETCH_MS = 30_000;

/** What a metric shows when the metrics could not be loaded: a dash, never an invented number. */
export const MISSING_VALUE = '—';

export type MetricLabel =
  'Tools Used Today' | 'Total Conversions' | 'Avg. Processing Time' | 'Active Users';

export interface MetricValue {
  label: MetricLabel;
  /** The formatted figure, or MISSING_VALUE when there is no data. */
  value: string;
  missing: boolean;
}

/** The strip's four figures from the server's metrics, or four dashes without them. */
export function metricValues(metrics: DashboardMetrics | undefined): MetricValue[] {
  const entry = (label: MetricLabel, format: (m: DashboardMetrics) => string): MetricValue =>
    metrics
      ? { label, value: format(metrics), missing: false }
      : { label, value: MISSING_VALUE, missing: true };
  return [
    entry('Tools Used Today', (m) => formatCount(m.toolsUsedToday)),
    entry('Total Conversions', (m) => formatCount(m.totalConversions)),
    entry('Avg. Processing Time', (m) => formatSeconds(m.averageProcessingTime)),
    entry('Active Users', (m) => formatCount(m.activeUsers)),
  ];
}

export function usesLabel(count: number, format: (n: number) => string = formatCount): string {
  return `${format(count)} ${count === 1 ? 'use' : 'uses'}`;
}
