import type { Category, FeatureText, Tool } from '../catalogue/types.ts';

interface ShownText {
  name: string;
  description: string;
}

/** The catalogue in another language, keyed by slug. Missing entries show the English text. */
export interface CatalogueTranslation {
  categories: Readonly<Record<string, ShownText>>;
  tools: Readonly<
    Record<string, ShownText & { keywords?: readonly string[]; feature?: FeatureText }>
  >;
}

export function translateTool(
  tool: Tool,
  translation: CatalogueTranslation | undefined,
): ShownText {
  const text = translation?.tools[tool.slug];
  return { name: text?.name ?? tool.name, description: text?.description ?? tool.description };
}

export function translateCategory(
  category: Category,
  translation: CatalogueTranslation | undefined,
): ShownText {
  const text = translation?.categories[category.slug];
  return {
    name: text?.name ?? category.name,
    description: text?.description ?? category.description,
  };
}
