/** The lucide icon names a category may carry (docs/product.md#catalogue). */
export type CategoryIconName =
  'Image' | 'Video' | 'Music' | 'FileText' | 'Globe' | 'Type' | 'Palette' | 'Calculator';

/** What a tool takes in or gives out: the ground on which two tools are related (related.ts). */
export type ToolKind =
  | 'image'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'word'
  | 'text'
  | 'code'
  | 'colour'
  | 'measure'
  | 'date'
  | 'money';

export interface Tool {
  slug: string;
  name: string;
  description: string;
  /** A lucide icon name; the client maps it to a component in `src/components/ToolIcon.tsx`. */
  icon: string;
  /** What the tool takes in or gives out, at least one (catalogue.test.ts). */
  kinds: readonly ToolKind[];
  /** The definitions a converter uses, shown on its page and in related-tool cards. */
  formula?: string;
  /**
   * The folder under `src/tools/` whose screen this tool shows. Defaults to the slug. No two tools
   * share a screen (catalogue.test.ts).
   */
  screen?: string;
  /** Extra search words (never shown). */
  keywords?: readonly string[];
  /** Its landing page at /features/{slug} (the slug defaults to the tool's). */
  feature?: FeatureText & { slug?: string };
  /** Retired routes (`{category}/{tool}`) that now send their visitors to this tool. */
  movedFrom?: readonly string[];
}

/** A feature page's own words. `{retention}` is the retention period. */
export interface FeatureText {
  headline: string;
  summary: string;
  steps: readonly [string, string, string];
  benefits: readonly string[];
}

export interface Category {
  slug: string;
  name: string;
  description: string;
  icon: CategoryIconName;
  /** False for conversion-tools, which the footer's Tools column leaves out (docs/product.md#pages-and-routes). */
  main: boolean;
  tools: readonly Tool[];
}

export interface ToolRef {
  category: Category;
  tool: Tool;
}
