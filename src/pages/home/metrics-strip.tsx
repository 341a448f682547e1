import { Activity, BarChart3, Timer, Users } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatCount, formatSeconds } from '../../lib/format.ts';
import type { DashboardMetrics } from '../../../server/services/metrics.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { FALLBACK_METRICS, METRICS_REFETCH_MS } from './metrics-fallback.ts';

/** The REST face of metrics.dashboard: the home page stays free of the tRPC client's weight. */
const loadDashboard = () => getJson<DashboardMetrics>('/api/metrics/dashboard');

export function MetricsStrip() {
  const query = usePolledQuery(loadDashboard, METRICS_REFETCH_MS);

  if (query.status === 'pending') {
    return (
      <div
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        role="status"
        aria-label="Loading statistics"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-card" data-testid="metric-placeholder" />
        ))}
      </div>
    );
  }

  const metrics = query.data ?? FALLBACK_METRICS;
  const items = [
    { label: 'Tools Used Today', value: formatCount(metrics.toolsUsedToday), icon: Activity },
    { label: 'Total Conversions', value: formatCount(metrics.totalConversions), icon: BarChart3 },
    {
      label: 'Avg. Processing Time',
      value: formatSeconds(metrics.averageProcessingTime),
      icon: Timer,
    },
    { label: 'Active Users', value: formatCount(metrics.activeUsers), icon: Users },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <li
          key={label}
          className="flex h-24 items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <p className="flex flex-col">
            <span className="text-xl font-bold sm:text-2xl" data-testid={`metric-${label}`}>
              {value}
            </span>
            <span className="text-xs font-medium text-muted sm:text-sm">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
