import type { Category, Tool } from '../../../shared/catalogue/index.ts';

export interface CatalogueFigures {
  /** Distinct tools with a working screen (a tool listed in two categories counts once). */
  tools: number;
  /** Main categories (those the header, footer and tools index list) holding such a tool. */
  categories: number;
}

/** The About page's figures, counted from the catalogue rather than written by hand. */
export function catalogueFigures(
  categories: readonly Category[],
  hasScreen: (tool: Tool) => boolean,
): CatalogueFigures {
  const tools = new Set<string>();
  let mainWithTools = 0;
  for (const category of categories) {
    const working = category.tools.filter(hasScreen);
    for (const tool of working) tools.add(tool.slug);
    if (category.main && working.length > 0) mainWithTools++;
  }
  return { tools: tools.size, categories: mainWithTools };
}
