import { allToolRefs } from './index.ts';
import type { ToolKind, ToolRef } from './types.ts';

export const RELATED_TOOLS_COUNT = 6;

/** Kinds that sit close enough to suggest one for the other when little else is related. */
const families: readonly (readonly ToolKind[])[] = [
  ['image', 'video', 'audio'],
  ['pdf', 'word'],
  ['text', 'code'],
  ['measure', 'date', 'money'],
];

function familyOf(kind: ToolKind): readonly ToolKind[] {
  return families.find((family) => family.includes(kind)) ?? [kind];
}

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

/**
 * How related another tool is to the current one: each kind of file or value both take or give
 * counts 2 and the same category 2; with no kind in common, a neighbouring kind (an image beside a
 * video, a PDF beside a Word file) counts 1. Zero means unrelated: never suggested.
 */
export function relevance(current: ToolRef, other: ToolRef): number {
  const kinds = current.tool.kinds;
  const otherKinds = other.tool.kinds;
  const shared = otherKinds.filter((kind) => kinds.includes(kind)).length;
  const neighbour =
    shared === 0 && otherKinds.some((kind) => kinds.some((k) => familyOf(k).includes(kind)));
  if (shared === 0 && !neighbour) return 0;
  const sameCategory = other.category.slug === current.category.slug ? 2 : 0;
  return shared * 2 + sameCategory + (neighbour ? 1 : 0);
}

/**
 * Up to six other tools for the 'Try Other Helpful Tools' block, the most relevant first (same
 * kind of input, same category); among equally relevant tools the order is random but seeded by
 * the page, so it is stable across loads and renders. Unrelated tools are left out.
 */
export function relatedTools(current: ToolRef, count = RELATED_TOOLS_COUNT): ToolRef[] {
  const random = seededRandom(`${current.category.slug}/${current.tool.slug}`);
  return allToolRefs
    .filter((ref) => ref.tool.slug !== current.tool.slug)
    .map((ref) => ({ ref, score: relevance(current, ref), tieBreak: random() }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.tieBreak - b.tieBreak)
    .slice(0, count)
    .map((entry) => entry.ref);
}

/** The text shown in a related-tool card: cut to 80 characters followed by '...'. */
export function truncateForCard(text: string, limit = 80): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
