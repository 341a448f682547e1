import { getRouteApi } from '@tanstack/react-router';
import { findTool } from '../../catalogue/index.ts';
import { NotFoundContent } from '../not-found/not-found-page.tsx';
import { ToolPage } from './tool-page.tsx';

const route = getRouteApi('/tools/$categorySlug/$toolSlug');

export function ToolRoute() {
  const { categorySlug, toolSlug } = route.useParams();
  const ref = findTool(categorySlug, toolSlug);
  if (!ref) {
    return (
      <NotFoundContent
        title="Tool not found"
        message="There is no such tool in this category. Browse all tools to find what you need."
      />
    );
  }
  return <ToolPage toolRef={ref} />;
}
