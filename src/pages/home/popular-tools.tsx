import { useMemo } from 'react';
import { findToolBySlug, popularToolSlugs, type ToolRef } from '../../catalogue/index.ts';
import { ToolCard } from '../../components/tool-card.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCount } from '../../lib/format.ts';
import type { ToolUsageItem } from '../../../server/services/metrics.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { fallbackUsageCount, usesLabel } from './metrics-fallback.ts';

const popular: ToolRef[] = popularToolSlugs
  .map((slug) => findToolBySlug(slug))
  .filter((ref): ref is ToolRef => ref !== undefined);

const loadToolUsage = () => getJson<ToolUsageItem[]>('/api/metrics/tool-usage');

export function PopularTools() {
  const usage = usePolledQuery(loadToolUsage);
  const fallbackCounts = useMemo(
    () => new Map(popular.map((ref) => [ref.tool.slug, fallbackUsageCount()])),
    [],
  );

  const countFor = (slug: string): number | undefined => {
    if (usage.status === 'error') return fallbackCounts.get(slug);
    if (!usage.data) return undefined;
    return usage.data.find((item) => item.toolSlug === slug)?.count ?? 0;
  };

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {popular.map((ref) => {
        const count = countFor(ref.tool.slug);
        return (
          <li key={ref.tool.slug}>
            <ToolCard
              {...ref}
              badge={
                count === undefined ? (
                  <Badge className="w-16 animate-pulse-soft bg-slate-200 text-transparent">…</Badge>
                ) : (
                  <Badge data-testid={`usage-${ref.tool.slug}`}>
                    {usesLabel(count, formatCount)}
                  </Badge>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
