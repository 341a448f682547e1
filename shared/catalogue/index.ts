import { categories } from './categories.ts';
import type { Category, Tool, ToolRef } from './types.ts';

export { categories } from './categories.ts';
export { features, findFeature, type Feature } from './features.ts';
export { findMovedTool, movedToolRoutes } from './moved-routes.ts';
export type { Category, CategoryIconName, Tool, ToolKind, ToolRef } from './types.ts';

/** Short routes /tools/{slug} that show a tool directly (docs/product.md#pages-and-routes), mapped to its category. */
export const toolAliases: Readonly<Record<string, string>> = {
  'case-converter': 'text-utility-tools',
  'seo-meta-generator': 'text-utility-tools',
  'password-generator': 'text-utility-tools',
  'json-formatter': 'text-utility-tools',
  'nepali-land-converter': 'nepali-tools',
  'nepali-date-converter': 'nepali-tools',
  'color-picker': 'design-color-tools',
  'temperature-converter': 'international-unit-tools',
};

/**
 * The editor's picks, in order: the home page shows them, labelled as such, while too few uses
 * were recorded in the last 30 days to rank tools by real use (src/pages/home/popular-ranking.ts).
 */
export const popularToolSlugs = [
  'case-converter',
  'nepali-land-converter',
  'password-generator',
  'image-converter',
  'json-formatter',
  'nepali-date-converter',
] as const;

export const mainCategories: readonly Category[] = categories.filter((c) => c.main);

export function findCategory(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

export function findTool(categorySlug: string, toolSlug: string): ToolRef | undefined {
  const category = findCategory(categorySlug);
  const tool = category?.tools.find((t) => t.slug === toolSlug);
  return category && tool ? { category, tool } : undefined;
}

/** The category that holds a tool with this slug (the tool's home). */
export function findToolBySlug(toolSlug: string): ToolRef | undefined {
  for (const category of categories) {
    const tool = category.tools.find((t) => t.slug === toolSlug);
    if (tool) return { category, tool };
  }
  return undefined;
}

export function findAlias(slug: string): ToolRef | undefined {
  const categorySlug = toolAliases[slug];
  return categorySlug ? findTool(categorySlug, slug) : undefined;
}

export function toolPath(ref: { category: Category; tool: Tool }): string {
  return `/tools/${ref.category.slug}/${ref.tool.slug}`;
}

export function categoryPath(category: Category): string {
  return `/tools/${category.slug}`;
}

/** The screen folder a tool route shows (see Tool.screen). */
export function screenOf(tool: Tool): string {
  return tool.screen ?? tool.slug;
}

/** Every (category, tool) pair, in catalogue order: each tool once (catalogue.test.ts). */
export const allToolRefs: readonly ToolRef[] = categories.flatMap((category) =>
  category.tools.map((tool) => ({ category, tool })),
);

/** Every distinct tool slug: what the server accepts as a tool slug. */
export const toolSlugs: ReadonlySet<string> = new Set(allToolRefs.map((ref) => ref.tool.slug));

export function isToolSlug(slug: string): boolean {
  return toolSlugs.has(slug);
}

/**
 * The canonical route of a tool page: its category route. Its short alias (/tools/{slug}) points
 * there, so search engines see one page.
 */
export function canonicalToolPath(toolSlug: string): string {
  const home = findToolBySlug(toolSlug);
  return home ? toolPath(home) : '/tools';
}
