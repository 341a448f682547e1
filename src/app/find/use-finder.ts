import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { ToolRef } from '../../../shared/catalogue/index.ts';
import { flattenSections, moveActive, type FinderSection } from './finder-options.ts';

/**
 * The keyboard model of a tool finder (the ARIA combobox with a listbox): arrows, Home and End
 * move the active option, Enter opens it; the first option is active whenever the list changes.
 */
export function useFinder(
  listboxId: string,
  sections: readonly FinderSection[],
  onOpened?: () => void,
) {
  const navigate = useNavigate();
  const options = useMemo(() => flattenSections(listboxId, sections), [listboxId, sections]);
  const [active, setActive] = useState({ options, index: 0 });
  // A new list starts again at its first option.
  const activeIndex = active.options === options ? Math.min(active.index, options.length - 1) : 0;
  const activeOption = options[activeIndex];

  const open = (ref: ToolRef) => {
    onOpened?.();
    void navigate({
      to: '/tools/$categorySlug/$toolSlug',
      params: { categorySlug: ref.category.slug, toolSlug: ref.tool.slug },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = moveActive(event.key, activeIndex, options.length);
    if (next !== undefined) {
      event.preventDefault();
      setActive({ options, index: next });
      document.getElementById(options[next]!.id)?.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      open(activeOption.ref);
    }
  };

  return {
    options,
    activeId: activeOption?.id,
    onKeyDown,
    open,
    setActiveId: (id: string) => {
      const index = options.findIndex((option) => option.id === id);
      if (index >= 0) setActive({ options, index });
    },
  };
}
