import { findTool } from './index.ts';
import type { ToolRef } from './types.ts';

/**
 * Tool routes that once listed a tool a second time (one catalogue entry per tool). They
 * still answer, by sending the visitor to the one entry: `{category}/{tool}` to where it lives now.
 */
export const movedToolRoutes: Readonly<Record<string, { category: string; tool: string }>> = {
  'conversion-tools/temperature-converter': {
    category: 'international-unit-tools',
    tool: 'temperature-converter',
  },
  'conversion-tools/unit-converter': {
    category: 'international-unit-tools',
    tool: 'english-area-converter',
  },
  'document-tools/document-converter': { category: 'document-tools', tool: 'word-to-pdf' },
};

/** The tool a retired route now sends its visitors to, or undefined for any other route. */
export function findMovedTool(categorySlug: string, toolSlug: string): ToolRef | undefined {
  const key = `${categorySlug}/${toolSlug}`;
  if (!Object.hasOwn(movedToolRoutes, key)) return undefined;
  const target = movedToolRoutes[key]!;
  return findTool(target.category, target.tool);
}
