import { getRouteApi } from '@tanstack/react-router';
import { findAlias, findCategory } from '../../../shared/catalogue/index.ts';
import { NotFoundContent } from '../not-found/not-found-page.tsx';
import { ToolPage } from '../tool/tool-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { useTranslation } from 'react-i18next';

const route = getRouteApi('/tools/$categorySlug');

/** /tools/{slug}: a category page, or a tool under its short alias, or 'Category not found'. */
export function CategoryRoute() {
  const { categorySlug } = route.useParams();
  const { t } = useTranslation('notFound');
  const category = findCategory(categorySlug);
  if (category) return <CategoryPage category={category} />;
  const alias = findAlias(categorySlug);
  if (alias) return <ToolPage toolRef={alias} />;
  return <NotFoundContent title={t('categoryTitle')} message={t('categoryMessage')} />;
}
