import { findToolBySlug, popularToolSlugs } from '../../../shared/catalogue/index.ts';
import { ToolCard } from '../../components/tool-card.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { RecentToolUsage } from '../../../server/services/metrics.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { usesLabel } from './metric-values.ts';
import { choosePopularTools } from './popular-ranking.ts';
import {
  useMessages,
  type LocalizedMessages,
  type MessageTree,
  type Translation,
} from '../../i18n/index.ts';

/** The REST face of metrics.recentToolUsage (the home page loads no tRPC client). */
const loadRecentUsage = () => getJson<RecentToolUsage>('/api/metrics/recent-tool-usage');

const headings = {
  en: {
    popular: 'Popular Tools',
    picks: "Editor's Picks",
    ranked: (days: number) => `The most used tools of the last ${days} days.`,
    curated: (days: number) =>
      `Chosen by the team: too few uses were recorded in the last ${days} days to rank tools yet.`,
    pending: (days: number) => `Counting the uses of the last ${days} days…`,
  },
  ne: {
    popular: 'लोकप्रिय उपकरणहरू',
    picks: 'सम्पादकका छनोट',
    ranked: (days: number) => `पछिल्ला ${days} दिनमा सबैभन्दा धेरै प्रयोग भएका उपकरणहरू।`,
    curated: (days: number) =>
      `टोलीले छानेका: पछिल्ला ${days} दिनमा उपकरणहरूको क्रम मिलाउन पुग्ने प्रयोग अझै रेकर्ड भएको छैन।`,
    pending: (days: number) => `पछिल्ला ${days} दिनका प्रयोग गन्दै…`,
  },
} satisfies LocalizedMessages<MessageTree>;

function headingFor(
  text: Translation<(typeof headings)['en']>,
  kind: 'ranked' | 'curated' | 'pending',
  days: number,
) {
  if (kind === 'curated') return { title: text.picks, intro: text.curated(days) };
  return { title: text.popular, intro: kind === 'ranked' ? text.ranked(days) : text.pending(days) };
}

export function PopularTools() {
  const usage = usePolledQuery(loadRecentUsage);
  const list = choosePopularTools(usage.data?.tools, popularToolSlugs, findToolBySlug);
  const text = useMessages(headings);
  const heading = headingFor(
    text,
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
