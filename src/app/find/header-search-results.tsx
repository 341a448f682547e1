import { useEffect, useMemo, type KeyboardEvent, type RefObject } from 'react';
import { rankTools } from '../../../shared/catalogue/search.ts';
import { FinderList } from './finder-list.tsx';
import type { FinderSection } from './finder-options.ts';
import { useFinder } from './use-finder.ts';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

const HEADER_RESULTS = 8;

export interface ResultsState {
  /** The element id of the highlighted option, when there is one. */
  activeId: string | undefined;
  count: number;
}

/**
 * The header search's drop-down (loaded when the box first gets focus): the best matches for the
 * query, with the combobox keys handed back to the box through `keyHandlerRef`.
 */
export default function HeaderSearchResults({
  query,
  listboxId,
  keyHandlerRef,
  onState,
  onOpened,
}: {
  query: string;
  listboxId: string;
  keyHandlerRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onState: (state: ResultsState) => void;
  onOpened: () => void;
}) {
  const { t } = useTranslation('find');
  const { translation } = useCatalogueText();
  const sections = useMemo<FinderSection[]>(
    () => [
      {
        id: 'matches',
        label: t('bestMatches'),
        refs: rankTools(query, HEADER_RESULTS, translation),
      },
    ],
    [query, t, translation],
  );
  const finder = useFinder(listboxId, sections, onOpened);
  const count = finder.options.length;

  useEffect(() => {
    keyHandlerRef.current = finder.onKeyDown;
  });
  useEffect(() => {
    onState({ activeId: finder.activeId, count });
  }, [onState, finder.activeId, count]);
  useEffect(() => () => onState({ activeId: undefined, count: 0 }), [onState]);

  return (
    <div className="absolute left-0 right-0 top-full z-40 mt-1 rounded-card border border-line bg-surface p-1 shadow-lg md:left-auto md:w-96">
      {count > 0 ? (
        <FinderList
          id={listboxId}
          label={t('results')}
          sections={sections}
          finder={finder}
          className="max-h-96"
        />
      ) : (
        <p className="px-3 py-2 text-sm text-muted">{t('noneHeader')}</p>
      )}
    </div>
  );
}
