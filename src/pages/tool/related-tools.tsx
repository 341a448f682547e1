import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ToolRef } from '../../../shared/catalogue/index.ts';
import { relatedTools, truncateForCard } from '../../../shared/catalogue/related.ts';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

/** 'Try Other Helpful Tools': up to six tools with their description and formula, cut to 80 characters. */
export function RelatedTools({ current }: { current: ToolRef }) {
  const related = relatedTools(current);
  const { t } = useTranslation('tool');
  const text = useCatalogueText();
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-tools-heading" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="related-tools-heading" className="text-xl font-bold">
          {t('related')}
        </h2>
        <Link
          to="/tools"
          className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
        >
          {t('viewAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {related.map(({ category, tool }) => (
          <li key={`${category.slug}/${tool.slug}`}>
            <Card className="relative h-full p-4 hover:shadow-md">
              <div className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
                  <ToolIcon name={tool.icon} className="size-4" />
                </span>
                <h3 className="font-semibold">
                  <Link
                    to="/tools/$categorySlug/$toolSlug"
                    params={{ categorySlug: category.slug, toolSlug: tool.slug }}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {text.tool(tool).name}
                  </Link>
                </h3>
              </div>
              <p className="mt-2 text-sm text-muted">
                {truncateForCard(text.tool(tool).description)}
              </p>
              {tool.formula && (
                <p className="mt-1 font-mono text-xs text-muted">{truncateForCard(tool.formula)}</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
