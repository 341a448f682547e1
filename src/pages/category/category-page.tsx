import '../../components/tool-icons-all.ts';
import type { Category } from '../../../shared/catalogue/index.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { ToolCard } from '../../components/tool-card.tsx';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

export function CategoryPage({ category }: { category: Category }) {
  const { t } = useTranslation();
  const shown = useCatalogueText().category(category);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.tools'), to: '/tools' },
          { label: shown.name },
        ]}
      />
      <header className="mt-5 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
          <ToolIcon name={category.icon} className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold">{shown.name}</h1>
          <p className="mt-1 text-muted">{shown.description}</p>
        </div>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {category.tools.map((tool) => (
          <li key={tool.slug}>
            <ToolCard tool={tool} category={category} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
