import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ToolRef } from '../../shared/catalogue/index.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { ToolIcon } from './tool-icon.tsx';
import { Card } from './ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../i18n/use-catalogue-text.ts';

/** A tool in a grid: icon, name, description and a 'Use Tool' link to its page. */
export function ToolCard({
  tool,
  category,
  badge,
  headingLevel = 'h3',
  linkLabel,
}: ToolRef & { badge?: ReactNode; headingLevel?: 'h2' | 'h3'; linkLabel?: string }) {
  const Heading = headingLevel;
  const { t } = useTranslation('tool');
  const shown = useCatalogueText().tool(tool);
  const label = linkLabel ?? t('useTool');
  return (
    <Card className="group relative flex h-full flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
          <ToolIcon name={tool.icon} className="size-5" />
        </span>
        <div className="flex items-center gap-1">
          {badge}
          <FavouriteButton tool={tool} className="-mr-2 -mt-1" />
        </div>
      </div>
      <Heading className="mt-4 font-semibold">{shown.name}</Heading>
      <p className="mt-1 flex-1 text-sm text-muted">{shown.description}</p>
      <Link
        to="/tools/$categorySlug/$toolSlug"
        params={{ categorySlug: category.slug, toolSlug: tool.slug }}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent after:absolute after:inset-0 after:rounded-card hover:underline"
        aria-label={`${label}: ${shown.name}`}
      >
        {label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
