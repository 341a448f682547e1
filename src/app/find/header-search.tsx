import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FinderInput } from './finder-input.tsx';
import type { ResultsState } from './header-search-results.tsx';
import { useTranslation } from 'react-i18next';
import { localizePath, useLocaleValue } from '../../i18n/index.ts';

const loadResults = () => import('./header-search-results.tsx');
const HeaderSearchResults = lazy(loadResults);

/**
 * The header's search box: the best matches drop down as the visitor types; Enter opens the
 * highlighted tool, or, with nothing matching, the tools index with the query. The ranking and the
 * list load when the box first gets focus, so pages that never search stay light.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation('find');
  const locale = useLocaleValue();
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
    // Before the app has taken a server-rendered page over, Enter sends the form as it stands:
    // to the tools index with the query (`q`), as the app would with nothing highlighted.
    <form
      role="search"
      aria-label={t('region')}
      action={localizePath('/tools', locale)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) return;
        reset();
        void navigate({ to: '/tools', search: { q: query.trim() } });
      }}
    >
      <div className="relative">
        <FinderInput
          id={inputId}
          listboxId={listboxId}
          hasOptions={hasOptions}
          activeId={results.activeId}
          iconClassName="left-2.5 size-4"
          name="q"
          placeholder={t('placeholder')}
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
        {hasOptions || showList ? t('found', { count: results.count }) : ''}
      </p>
    </form>
  );
}
