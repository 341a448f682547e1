import '../../components/tool-icons-all.ts';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { searchTools } from '../../../shared/catalogue/search.ts';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { ToolRow } from '../../components/tool-row.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

const route = getRouteApi('/tools');

export function ToolsIndexPage() {
  const { q = '' } = route.useSearch();
  const navigate = useNavigate({ from: '/tools' });
  const query = useDeferredValue(q);
  const { t } = useTranslation(['toolsIndex', 'find']);
  const text = useCatalogueText();
  const groups = searchTools(query, text.translation);
  const total = groups.reduce((sum, group) => sum + group.tools.length, 0);
  const inputId = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="lg:flex lg:items-end lg:justify-between lg:gap-8">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-muted">{t('intro')}</p>
        </div>
        <div className="relative mt-4 max-w-xl lg:mt-0 lg:w-96">
          <label htmlFor={inputId} className="sr-only">
            {t('label', { ns: 'find' })}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            placeholder={t('placeholder')}
            value={q}
            onChange={(event) =>
              navigate({
                search: { q: event.target.value || undefined },
                replace: true,
                resetScroll: false,
              })
            }
            className="h-11 pl-10"
          />
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {q.trim() ? t('found', { ns: 'find', count: total }) : ''}
      </p>

      {groups.length === 0 ? (
        <div className="mt-16 text-center">
          <h2 className="text-xl font-semibold">{t('noneTitle')}</h2>
          <p className="mt-2 text-muted">{t('noneText')}</p>
        </div>
      ) : (
        groups.map(({ category, tools }) => (
          <section key={category.slug} aria-labelledby={`cat-${category.slug}`} className="mt-5">
            <h2 id={`cat-${category.slug}`} className="flex items-center gap-2 text-lg font-bold">
              <ToolIcon name={category.icon} className="size-5 text-accent" />
              {text.category(category).name}
              <span className="text-sm font-normal text-muted">({tools.length})</span>
            </h2>
            <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {tools.map((tool) => (
                <li key={tool.slug}>
                  <ToolRow tool={tool} category={category} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
