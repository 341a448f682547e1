import type { ToolRef } from '../../../shared/catalogue/index.ts';
import type { ToolUsageItem } from '../../../server/services/metrics.ts';

/** How many tools the home page lists. */
export const POPULAR_SLOTS = 6;

/**
 * The fewest uses (in the 30-day window) the sixth tool must have before the list is a ranking.
 * Below it the order says more about a handful of visits than about what people use: one visitor
 * trying four tools once would otherwise make a "most popular" list. With every listed tool used
 * at least 5 times, each place stands on several visits.
 */
export const MIN_USES_TO_RANK = 5;

export interface PopularEntry {
  ref: ToolRef;
  /** Real uses in the window; undefined when the counts are not known (loading or failed). */
  count: number | undefined;
}

export type PopularList =
  { kind: 'ranked'; entries: PopularEntry[] } | { kind: 'curated'; entries: PopularEntry[] };

/**
 * The tools "Popular tools" shows: the six most used over the window when each has at least
 * MIN_USES_TO_RANK uses, else the editor's picks (with their real counts when known). Slugs the
 * catalogue no longer knows are skipped.
 */
export function choosePopularTools(
  usage: readonly ToolUsageItem[] | undefined,
  picks: readonly string[],
  find: (slug: string) => ToolRef | undefined,
): PopularList {
  const counts = new Map<string, number>();
  for (const item of usage ?? []) {
    if (item.count > 0) counts.set(item.toolSlug, (counts.get(item.toolSlug) ?? 0) + item.count);
  }
  const ranked: PopularEntry[] = [];
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [slug, count] of sorted) {
    const ref = find(slug);
    if (ref && !ranked.some((entry) => entry.ref.tool.slug === slug)) ranked.push({ ref, count });
    if (ranked.length === POPULAR_SLOTS) break;
  }
  const last = ranked[POPULAR_SLOTS - 1];
  if (last && last.count !== undefined && last.count >= MIN_USES_TO_RANK) {
    return { kind: 'ranked', entries: ranked };
  }
  const entries = picks
    .map((slug) => find(slug))
    .filter((ref): ref is ToolRef => ref !== undefined)
    .slice(0, POPULAR_SLOTS)
    .map((ref) => ({ ref, count: usage ? (counts.get(ref.tool.slug) ?? 0) : undefined }));
  return { kind: 'curated', entries };
}
