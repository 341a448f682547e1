import { Activity, BarChart3, Timer, Users } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { DashboardMetrics } from '../../../server/services/metrics.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { useMessages } from '../../i18n/index.ts';
import { metricsMessages } from './metrics-messages.ts';
import { METRICS_REFETCH_MS, metricValues, type MetricLabel } from './metric-values.ts';

/** The REST face of metrics.dashboard: the home page stays free of the tRPC client's weight. */
const loadDashboard = () => getJson<DashboardMetrics>('/api/metrics/dashboard');

const icons: Record<MetricLabel, typeof Activity> = {
  'Tools Used Today': Activity,
  'Total Conversions': BarChart3,
  'Avg. Processing Time': Timer,
  'Active Users': Users,
};

export function MetricsStrip() {
  const query = usePolledQuery(loadDashboard, METRICS_REFETCH_MS);
  const text = useMessages(metricsMessages);

  if (query.status === 'pending') {
    return (
      <div
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        role="status"
        aria-label={text.loading}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-card" data-testid="metric-placeholder" />
        ))}
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {metricValues(query.data).map(({ label, value, missing, missingReason }) => {
        const Icon = icons[label];
        return (
          <li
            key={label}
            className="flex h-24 items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="flex flex-col">
              <span className="text-xl font-bold sm:text-2xl" data-testid={`metric-${label}`}>
                {missing ? <span aria-hidden="true">{value}</span> : value}
                {missing && missingReason && (
                  <span className="sr-only">{text.reasons[missingReason]}</span>
                )}
              </span>
              <span className="text-xs font-medium text-muted sm:text-sm">
                {text.labels[label]}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
