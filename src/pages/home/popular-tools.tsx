import { findToolBySlug, popularToolSlugs } from '../../catalogue/index.ts';
import { ToolCard } from '../../components/tool-card.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { RecentToolUsage } from '../../../server/services/metrics.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { usesLabel } from './metric-values.ts';
import { choosePopularTools } from './popular-ranking.ts';

/** The REST face of metrics.recentToolUsage (the home page loads no tRPC client). */
const loadRecentUsage = () => getJson<RecentToolUsage>('/api/metrics/recent-tool-usage');

function headingFor(kind: 'ranked' | 'curated' | 'pending', days: number) {
  if (kind === 'ranked') {
    return { title: 'Popular Tools', intro: `The most used tools of the last ${days} days.` };
  }
  if (kind === 'curated') {
    return {
      title: "Editor's Picks",
      intro: `Chosen by the team: too few uses were recorded in the last ${days} days to rank tools yet.`,
    };
  }
  return { title: 'Popular Tools', intro: `Counting the uses of the last ${days} days…` };
}

export function PopularTools() {
  const usage = usePolledQuery(loadRecentUsage);
  const list = choosePopularTools(usage.data?.tools, popularToolSlugs, findToolBySlug);
  const heading = headingFor(
    usage.status === 'pending' ? 'pending' : list.kind,
    usage.data?.days ?? 30,
  );
  return (
    <section aria-labelledby="popular-heading" data-popular-kind={list.kind}>
      <div className="mb-6">
        <h2 id="popular-heading" className="text-2xl font-bold">
          {heading.title}
        </h2>
        <p className="mt-1 text-muted">{heading.intro}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.entries.map(({ ref, count }) => (
          <li key={ref.tool.slug}>
            <ToolCard
              {...ref}
              badge={
                count !== undefined && count > 0 ? (
                  <Badge data-testid={`usage-${ref.tool.slug}`}>{usesLabel(count)}</Badge>
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
