import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ResultsState } from './header-search-results.tsx';

const loadResults = () => import('./header-search-results.tsx');
const HeaderSearchResults = lazy(loadResults);

/**
 * The header's search box: the best matches drop down as the visitor types; Enter opens the
 * highlighted tool, or, with nothing matching, the tools index with the query. The ranking and the
 * list load when the box first gets focus, so pages that never search stay light.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [results, setResults] = useState<ResultsState>({ activeId: undefined, count: 0 });
  const keyHandlerRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const inputId = useId();
  const listboxId = `${inputId}-results`;
  const showList = loaded && expanded && query.trim() !== '';
  const hasOptions = showList && results.count > 0;

  const reset = () => {
    setQuery('');
    setExpanded(false);
  };
  const load = () => {
    void loadResults();
    setLoaded(true);
  };

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
          aria-expanded={hasOptions}
          aria-controls={hasOptions ? listboxId : undefined}
          aria-activedescendant={hasOptions ? results.activeId : undefined}
          placeholder="Search tools…"
          value={query}
          onPointerEnter={() => void loadResults()}
          onChange={(event) => {
            setQuery(event.target.value);
            setExpanded(true);
            load();
          }}
          onFocus={() => {
            setExpanded(true);
            load();
          }}
          onBlur={() => setExpanded(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && showList) {
              event.preventDefault();
              setExpanded(false);
              return;
            }
            if (hasOptions) keyHandlerRef.current?.(event);
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
          <Suspense fallback={null}>
            <HeaderSearchResults
              query={query}
              listboxId={listboxId}
              keyHandlerRef={keyHandlerRef}
              onState={setResults}
              onOpened={reset}
            />
          </Suspense>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {hasOptions || showList
          ? `${results.count} ${results.count === 1 ? 'tool' : 'tools'} found`
          : ''}
      </p>
    </form>
  );
}
