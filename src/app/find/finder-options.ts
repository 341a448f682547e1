import type { ToolRef } from '../../../shared/catalogue/index.ts';

export interface FinderSection {
  id: string;
  label: string;
  refs: readonly ToolRef[];
}

export interface FinderOption {
  /** The option's element id, unique in the page (aria-activedescendant points to it). */
  id: string;
  ref: ToolRef;
}

/** The options of every section in display order, each with an element id unique in the list. */
export function flattenSections(
  listboxId: string,
  sections: readonly FinderSection[],
): FinderOption[] {
  return sections.flatMap((section) =>
    section.refs.map((ref) => ({ id: `${listboxId}-${section.id}-${ref.tool.slug}`, ref })),
  );
}

/** The next active index for an arrow, Home or End key; undefined for any other key. */
export function moveActive(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (active + 1) % count;
    case 'ArrowUp':
      return (active - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
