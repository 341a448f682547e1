import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { rankTools } from '../../catalogue/search.ts';
import { FinderList } from './finder-list.tsx';
import type { FinderSection } from './finder-options.ts';
import { useFinder } from './use-finder.ts';

const HEADER_RESULTS = 8;

/**
 * The header's search box: the best matches drop down as the visitor types; Enter opens the
 * highlighted tool, or, with nothing matching, the tools index with the query.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const inputId = useId();
  const listboxId = `${inputId}-results`;
  const sections = useMemo<FinderSection[]>(
    () =>
      query.trim()
        ? [{ id: 'matches', label: 'Best matches', refs: rankTools(query, HEADER_RESULTS) }]
        : [],
    [query],
  );
  const reset = () => {
    setQuery('');
    setExpanded(false);
  };
  const finder = useFinder(listboxId, sections, reset);
  const showList = expanded && query.trim() !== '';
  const hasOptions = showList && finder.options.length > 0;

  return (
    <form
      role="search"
      aria-label="Tools"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) return;
        reset();
        void navigate({ to: '/tools', search: { q: query.trim() } });
      }}
    >
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search tools
        </label>
        <Search
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={hasOptions ? listboxId : undefined}
          aria-activedescendant={hasOptions ? finder.activeId : undefined}
          placeholder="Search tools…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setExpanded(true);
          }}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && showList) {
              event.preventDefault();
              setExpanded(false);
              return;
            }
            if (showList) finder.onKeyDown(event);
          }}
          className="h-9 w-full rounded-lg border border-line bg-surface pl-8 pr-12 text-sm text-ink placeholder:text-muted"
        />
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border border-line px-1.5 text-xs text-muted"
        >
          Ctrl K
        </kbd>
        {showList && (
          <div className="absolute left-0 right-0 top-full z-40 mt-1 rounded-card border border-line bg-surface p-1 shadow-lg md:w-96 md:left-auto">
            {hasOptions ? (
              <FinderList
                id={listboxId}
                label="Search results"
                sections={sections}
                finder={finder}
                className="max-h-96"
              />
            ) : (
              <p className="px-3 py-2 text-sm text-muted">
                No tools found. Press Enter to search all tools.
              </p>
            )}
          </div>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {showList
          ? `${finder.options.length} ${finder.options.length === 1 ? 'tool' : 'tools'} found`
          : ''}
      </p>
    </form>
  );
}
