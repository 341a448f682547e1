import { Search } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import '../../components/tool-icons-all.ts';
import { rankTools } from '../../catalogue/search.ts';
import { useFavouriteTools, useRecentTools } from '../../lib/saved-tools/use-saved-tools.ts';
import { FinderList } from './finder-list.tsx';
import type { FinderSection } from './finder-options.ts';
import { useFinder } from './use-finder.ts';

const PALETTE_RESULTS = 30;

function usePaletteSections(query: string): FinderSection[] {
  const favourites = useFavouriteTools();
  const recents = useRecentTools();
  return useMemo(() => {
    if (query.trim()) {
      return [{ id: 'matches', label: 'Best matches', refs: rankTools(query, PALETTE_RESULTS) }];
    }
    return [
      { id: 'favourites', label: 'Favourites', refs: favourites },
      { id: 'recent', label: 'Recently used', refs: recents },
      { id: 'all', label: 'All tools', refs: rankTools('') },
    ];
  }, [query, favourites, recents]);
}

/**
 * The command palette (Ctrl+K, Cmd+K or /): a dialog holding a combobox over every tool, with the
 * visitor's favourites and recent tools on top. Loaded on first use.
 */
export default function CommandPalette({
  open,
  onOpenChange,
  takeTypedAhead,
  onMounted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Letters typed while the palette was loading: they start the query. */
  takeTypedAhead?: () => string;
  onMounted?: () => void;
}) {
  const [query, setQuery] = useState(() => takeTypedAhead?.() ?? '');
  useEffect(() => onMounted?.(), [onMounted]);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = `${inputId}-options`;
  const sections = usePaletteSections(query);
  const close = () => {
    onOpenChange(false);
    setQuery('');
  };
  const finder = useFinder(listboxId, sections, close);
  const hasOptions = finder.options.length > 0;

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          aria-describedby={`${inputId}-hint`}
          // The dialog would select the query on focus: the next letter must add to it instead.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const input = inputRef.current;
            input?.focus();
            input?.setSelectionRange(input.value.length, input.value.length);
          }}
          className="fixed left-1/2 top-[10vh] z-50 flex max-h-[80vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col rounded-card border border-line bg-surface shadow-xl"
        >
          <DialogPrimitive.Title className="sr-only">Find a tool</DialogPrimitive.Title>
          <div className="relative border-b border-line">
            <label htmlFor={inputId} className="sr-only">
              Search tools
            </label>
            <Search
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={hasOptions}
              aria-controls={hasOptions ? listboxId : undefined}
              aria-activedescendant={hasOptions ? finder.activeId : undefined}
              placeholder="Search tools: compress, mp4, रोपनी…"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={finder.onKeyDown}
              className="h-14 w-full rounded-t-card bg-transparent pl-12 pr-4 text-base text-ink outline-none placeholder:text-muted"
            />
          </div>
          {hasOptions ? (
            <FinderList
              id={listboxId}
              label="Tools"
              sections={sections}
              finder={finder}
              className="min-h-0 flex-1 p-2"
            />
          ) : (
            <p className="p-6 text-center text-sm text-muted">
              No tools found for “{query.trim()}”.
            </p>
          )}
          <p id={`${inputId}-hint`} className="border-t border-line px-4 py-2 text-xs text-muted">
            Arrow keys to move, Enter to open, Escape to close.
          </p>
          <p className="sr-only" role="status" aria-live="polite">
            {query.trim()
              ? `${finder.options.length} ${finder.options.length === 1 ? 'tool' : 'tools'} found`
              : ''}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
