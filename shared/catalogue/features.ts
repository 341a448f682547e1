import { categories } from './categories.ts';
import type { FeatureText } from './types.ts';

/** Feature landing routes (/features/{slug}): a marketing frame around a tool's own screen. */
export interface Feature extends FeatureText {
  slug: string;
  categorySlug: string;
  toolSlug: string;
}

/** The tools with a landing page, as the catalogue gives them (`feature` of a tool). */
export const features: readonly Feature[] = categories.flatMap((category) =>
  category.tools.flatMap((tool) => {
    if (!tool.feature) return [];
    const { slug = tool.slug, ...text } = tool.feature;
    return [{ slug, categorySlug: category.slug, toolSlug: tool.slug, ...text }];
  }),
);

export function findFeature(slug: string): Feature | undefined {
  return features.find((feature) => feature.slug === slug);
}
