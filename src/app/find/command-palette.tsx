import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import '../../components/tool-icons-all.ts';
import { rankTools } from '../../../shared/catalogue/search.ts';
import { useFavouriteTools, useRecentTools } from '../../lib/saved-tools/use-saved-tools.ts';
import { FinderInput } from './finder-input.tsx';
import { FinderList } from './finder-list.tsx';
import type { FinderSection } from './finder-options.ts';
import { useFinder } from './use-finder.ts';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

const PALETTE_RESULTS = 30;

function usePaletteSections(query: string): FinderSection[] {
  const favourites = useFavouriteTools();
  const recents = useRecentTools();
  const { t } = useTranslation('find');
  const { translation } = useCatalogueText();
  return useMemo(() => {
    if (query.trim()) {
      return [
        {
          id: 'matches',
          label: t('bestMatches'),
          refs: rankTools(query, PALETTE_RESULTS, translation),
        },
      ];
    }
    return [
      { id: 'favourites', label: t('favourites'), refs: favourites },
      { id: 'recent', label: t('recent'), refs: recents },
      { id: 'all', label: t('allTools'), refs: rankTools('') },
    ];
  }, [query, favourites, recents, t, translation]);
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
  const { t } = useTranslation('find');
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
          <DialogPrimitive.Title className="sr-only">{t('findTool')}</DialogPrimitive.Title>
          <div className="relative border-b border-line">
            <FinderInput
              ref={inputRef}
              id={inputId}
              listboxId={listboxId}
              hasOptions={hasOptions}
              activeId={finder.activeId}
              iconClassName="left-4 size-5"
              placeholder={t('palettePlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={finder.onKeyDown}
              className="h-14 w-full rounded-t-card bg-transparent pl-12 pr-4 text-base text-ink outline-none placeholder:text-muted"
            />
          </div>
          {hasOptions ? (
            <FinderList
              id={listboxId}
              label={t('region')}
              sections={sections}
              finder={finder}
              className="min-h-0 flex-1 p-2"
            />
          ) : (
            <p className="p-6 text-center text-sm text-muted">
              {t('nonePalette', { query: query.trim() })}
            </p>
          )}
          <p id={`${inputId}-hint`} className="border-t border-line px-4 py-2 text-xs text-muted">
            {t('paletteHint')}
          </p>
          <p className="sr-only" role="status" aria-live="polite">
            {query.trim() ? t('found', { count: finder.options.length }) : ''}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
