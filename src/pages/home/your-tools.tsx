import type { ToolRef } from '../../../shared/catalogue/index.ts';
import { ToolRow } from '../../components/tool-row.tsx';
import { useFavouriteTools, useRecentTools } from '../../lib/saved-tools/use-saved-tools.ts';
import { useTranslation } from 'react-i18next';

function ToolList({ id, title, refs }: { id: string; title: string; refs: readonly ToolRef[] }) {
  if (refs.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <ul
        aria-labelledby={id}
        className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {refs.map((ref) => (
          <li key={ref.tool.slug}>
            <ToolRow {...ref} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The visitor's favourite and recently opened tools, from this browser's storage; nothing at all
 * on a first visit.
 */
export function YourTools() {
  const favourites = useFavouriteTools();
  const recents = useRecentTools();
  const { t } = useTranslation('home');
  if (favourites.length === 0 && recents.length === 0) return null;
  return (
    <section aria-labelledby="your-tools-heading" className="space-y-6">
      <h2 id="your-tools-heading" className="text-2xl font-bold">
        {t('yourTools')}
      </h2>
      <ToolList id="favourite-tools-heading" title={t('favourites')} refs={favourites} />
      <ToolList id="recent-tools-heading" title={t('recent')} refs={recents} />
    </section>
  );
}
