import { Link } from '@tanstack/react-router';
import { categories } from '../../../shared/catalogue/index.ts';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

export function CategoryCards() {
  const { t } = useTranslation('home');
  const text = useCatalogueText();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug}>
          <Card className="relative h-full p-5 hover:shadow-md">
            <div className="flex items-center justify-between gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
                <ToolIcon name={category.icon} className="size-5" />
              </span>
              <span className="text-sm font-medium text-muted">
                {t('toolCount', { count: category.tools.length })}
              </span>
            </div>
            <h3 className="mt-4 font-semibold">
              <Link
                to="/tools/$categorySlug"
                params={{ categorySlug: category.slug }}
                className="after:absolute after:inset-0 hover:underline"
              >
                {text.category(category).name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted">{text.category(category).description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
