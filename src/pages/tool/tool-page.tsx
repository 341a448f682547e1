import '../../components/tool-icons-all.ts';
import { useEffect } from 'react';
import type { ToolRef } from '../../../shared/catalogue/index.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { FavouriteButton } from '../../components/favourite-button.tsx';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { recordRecentTool } from '../../lib/saved-tools/use-saved-tools.ts';
import { RelatedTools } from './related-tools.tsx';
import { ToolScreenSlot } from './tool-screen-slot.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

/**
 * The frame every tool page shares: breadcrumb, name and description, the formula a converter
 * uses, the tool itself in a card, then 'Try Other Helpful Tools'.
 */
export function ToolPage({ toolRef }: { toolRef: ToolRef }) {
  const { tool, category } = toolRef;
  const { t } = useTranslation(['common', 'tool']);
  const text = useCatalogueText();
  const shown = text.tool(tool);
  useEffect(() => recordRecentTool(tool.slug), [tool.slug]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.tools'), to: '/tools' },
          { label: text.category(category).name, to: `/tools/${category.slug}` },
          { label: shown.name },
        ]}
      />
      <header className="mt-5 flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong sm:flex">
          <ToolIcon name={tool.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h1 className="text-2xl font-bold sm:text-3xl">{shown.name}</h1>
            <FavouriteButton tool={tool} />
          </div>
          <p className="mt-1 text-muted">{shown.description}</p>
          {tool.formula && (
            <p className="mt-2 text-sm text-muted">
              <span className="font-semibold text-ink">{t('formula', { ns: 'tool' })}</span>
              {tool.formula}
            </p>
          )}
        </div>
      </header>
      <div className="mt-6">
        <ToolScreenSlot toolRef={toolRef} />
      </div>
      <RelatedTools current={toolRef} />
    </div>
  );
}
