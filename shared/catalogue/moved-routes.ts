import { categories } from './categories.ts';
import { findTool } from './index.ts';
import type { ToolRef } from './types.ts';

/**
 * Tool routes that once listed a tool a second time (one catalogue entry per tool). They
 * still answer, by sending the visitor to the one entry: `{category}/{tool}` to where it lives now
 * (each tool's `movedFrom` in the catalogue).
 */
export const movedToolRoutes: Readonly<Record<string, { category: string; tool: string }>> =
  Object.fromEntries(
    categories.flatMap((category) =>
      category.tools.flatMap((tool) =>
        (tool.movedFrom ?? []).map((route) => [
          route,
          { category: category.slug, tool: tool.slug },
        ]),
      ),
    ),
  );

/** The tool a retired route now sends its visitors to, or undefined for any other route. */
export function findMovedTool(categorySlug: string, toolSlug: string): ToolRef | undefined {
  const key = `${categorySlug}/${toolSlug}`;
  if (!Object.hasOwn(movedToolRoutes, key)) return undefined;
  const target = movedToolRoutes[key]!;
  return findTool(target.category, target.tool);
}
