import { categories } from './categories.ts';
import type { Category, Tool } from './types.ts';

export interface CategoryMatches {
  category: Category;
  tools: readonly Tool[];
}

/**
 * True when the query is blank or a case-insensitive substring of the tool's name, description or
 * one of its keywords (the words visitors search with: 'combine pdf', 'shrink pdf', compress, jpg).
 */
export function toolMatches(tool: Tool, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    tool.name.toLowerCase().includes(needle) ||
    tool.description.toLowerCase().includes(needle) ||
    (tool.keywords ?? []).some((keyword) => keyword.toLowerCase().includes(needle))
  );
}

/** The catalogue filtered by a search query, grouped by category; categories without a match drop out. */
export function searchTools(query: string): CategoryMatches[] {
  return categories
    .map((category) => ({
      category,
      tools: category.tools.filter((tool) => toolMatches(tool, query)),
    }))
    .filter((group) => group.tools.length > 0);
}
