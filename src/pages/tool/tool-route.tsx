import { getRouteApi } from '@tanstack/react-router';
import { findTool } from '../../../shared/catalogue/index.ts';
import { NotFoundContent } from '../not-found/not-found-page.tsx';
import { ToolPage } from './tool-page.tsx';
import { useTranslation } from 'react-i18next';

const route = getRouteApi('/tools/$categorySlug/$toolSlug');

export function ToolRoute() {
  const { categorySlug, toolSlug } = route.useParams();
  const { t } = useTranslation('notFound');
  const ref = findTool(categorySlug, toolSlug);
  if (!ref) {
    return <NotFoundContent title={t('toolTitle')} message={t('toolMessage')} />;
  }
  return <ToolPage toolRef={ref} />;
}
