import { Link } from '@tanstack/react-router';
import type { ToolRef } from '../../shared/catalogue/index.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { ToolIcon } from './tool-icon.tsx';
import { useCatalogueText } from '../i18n/use-catalogue-text.ts';

/**
 * A tool as one compact row (the tools index, the home page's own tools): icon, name, a one-line
 * description and the favourite star; the whole row opens the tool.
 */
export function ToolRow({
  tool,
  category,
  headingLevel = 'h3',
}: ToolRef & { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const shown = useCatalogueText().tool(tool);
  return (
    <div
      data-testid="tool-row"
      className="relative flex h-full items-center gap-3 rounded-card border border-line bg-surface px-3 py-1.5 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
        <ToolIcon name={tool.icon} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="truncate text-sm font-semibold">
          <Link
            to="/tools/$categorySlug/$toolSlug"
            params={{ categorySlug: category.slug, toolSlug: tool.slug }}
            className="after:absolute after:inset-0 after:rounded-card hover:underline"
          >
            {shown.name}
          </Link>
        </Heading>
        <p className="truncate text-xs text-muted">{shown.description}</p>
      </div>
      <FavouriteButton tool={tool} />
    </div>
  );
}
