import { categories } from './categories.ts';
import type { ToolRef } from './types.ts';

export const RELATED_TOOLS_COUNT = 6;

/** Categories whose pages draw their related tools from the international unit converters. */
const converterCategories = new Set(['international-unit-tools', 'conversion-tools']);

/** A small deterministic PRNG (mulberry32) so a page shows the same related tools on every load. */
function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Up to six other tools for the 'Try Other Helpful Tools' block: tools of the same category (the
 * international unit converters on converter pages), topped up with tools of other categories.
 * The choice is random but seeded by the page, so it is stable across loads and renders.
 */
export function relatedTools(current: ToolRef, count = RELATED_TOOLS_COUNT): ToolRef[] {
  const random = seededRandom(`${current.category.slug}/${current.tool.slug}`);
  const sourceSlug = converterCategories.has(current.category.slug)
    ? 'international-unit-tools'
    : current.category.slug;
  const chosen: ToolRef[] = [];
  const seen = new Set([current.tool.slug]);
  const take = (refs: readonly ToolRef[]) => {
    for (const ref of refs) {
      if (chosen.length >= count) return;
      if (seen.has(ref.tool.slug)) continue;
      seen.add(ref.tool.slug);
      chosen.push(ref);
    }
  };
  const source = categories.find((c) => c.slug === sourceSlug);
  if (source)
    take(
      shuffled(
        source.tools.map((tool) => ({ category: source, tool })),
        random,
      ),
    );
  const others = categories
    .filter((c) => c.slug !== sourceSlug && c.slug !== current.category.slug)
    .flatMap((category) => category.tools.map((tool) => ({ category, tool })));
  take(shuffled(others, random));
  return chosen;
}

/** The text shown in a related-tool card: cut to 80 characters followed by '...'. */
export function truncateForCard(text: string, limit = 80): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
