import { Star } from 'lucide-react';
import type { Tool } from '../../shared/catalogue/index.ts';
import { cn } from '../lib/cn.ts';
import { toggleFavouriteTool, useIsFavourite } from '../lib/saved-tools/use-saved-tools.ts';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../i18n/use-catalogue-text.ts';

/** The star on a tool card, row and page: a toggle button that keeps the tool among the favourites. */
export function FavouriteButton({ tool, className }: { tool: Tool; className?: string }) {
  const favourite = useIsFavourite(tool.slug);
  const { t } = useTranslation('tool');
  const { name } = useCatalogueText().tool(tool);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={t('favourite', { name })}
      title={favourite ? t('removeFavourite') : t('addFavourite')}
      onClick={() => toggleFavouriteTool(tool.slug)}
      className={cn(
        'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-ink',
        favourite && 'text-accent-strong',
        className,
      )}
    >
      <Star className={cn('size-5', favourite && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
