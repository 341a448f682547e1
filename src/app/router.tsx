import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { localeRewrite } from '../i18n/locale-rewrite.ts';
import { findAlias, findMovedTool, findTool, screenOf } from '../../shared/catalogue/index.ts';
import { HomePage } from '../pages/home/home-page.tsx';
import { NotFoundPage } from '../pages/not-found/not-found-page.tsx';
import { preloadToolScreen } from '../tools/registry.ts';
import { RootLayout } from './layout/root-layout.tsx';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function page<TPath extends string>(path: TPath, component: ReturnType<typeof lazyRouteComponent>) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const toolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools',
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {},
  component: lazyRouteComponent(
    () => import('../pages/tools-index/tools-index-page.tsx'),
    'ToolsIndexPage',
  ),
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools/$categorySlug',
  // A tool under its short alias: its screen loads with the route (see preloadToolScreen).
  loader: async ({ params }) => {
    const alias = findAlias(params.categorySlug);
    if (alias) await preloadToolScreen(screenOf(alias.tool));
  },
  component: lazyRouteComponent(
    () => import('../pages/category/category-route.tsx'),
    'CategoryRoute',
  ),
});

const toolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tools/$categorySlug/$toolSlug',
  // A retired route (shared/catalogue/moved-routes.ts) sends the visitor to the tool's one entry.
  beforeLoad: ({ params, search }) => {
    const moved = findMovedTool(params.categorySlug, params.toolSlug);
    if (moved) {
      throw redirect({
        to: '/tools/$categorySlug/$toolSlug',
        params: { categorySlug: moved.category.slug, toolSlug: moved.tool.slug },
        search,
        replace: true,
      });
    }
  },
  loader: async ({ params }) => {
    const ref = findTool(params.categorySlug, params.toolSlug);
    if (ref) await preloadToolScreen(screenOf(ref.tool));
  },
  component: lazyRouteComponent(() => import('../pages/tool/tool-route.tsx'), 'ToolRoute'),
});

const featureRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/features/$featureSlug',
  component: lazyRouteComponent(() => import('../pages/feature/feature-route.tsx'), 'FeatureRoute'),
});

const legal = () => import('../pages/site/legal-pages.tsx');

const routeTree = rootRoute.addChildren([
  homeRoute,
  toolsRoute,
  categoryRoute,
  toolRoute,
  featureRoute,
  page(
    '/about',
    lazyRouteComponent(() => import('../pages/site/about-page.tsx'), 'AboutPage'),
  ),
  page(
    '/services',
    lazyRouteComponent(() => import('../pages/site/services-page.tsx'), 'ServicesPage'),
  ),
  page(
    '/contact',
    lazyRouteComponent(() => import('../pages/contact/contact-page.tsx'), 'ContactPage'),
  ),
  page('/privacy', lazyRouteComponent(legal, 'PrivacyPage')),
  page('/terms', lazyRouteComponent(legal, 'TermsPage')),
  page('/cookie-policy', lazyRouteComponent(legal, 'CookiePolicyPage')),
  page('/gdpr', lazyRouteComponent(legal, 'GdprPage')),
]);

/** The app's router; the server renders first paints with one on a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // In the browser only: on the server the router would write its restoring script into the
    // page, an inline script the site's CSP forbids.
    scrollRestoration: !history,
    defaultPendingMs: 300,
    // `/ne/...` addresses: routes and links stay unprefixed, the rewrite adds the shown language's.
    rewrite: localeRewrite(currentLocale),
  });
}

export const router = createAppRouter();

/**
 * A new language gives the router a new rewrite: the router then re-publishes the location and
 * every link rebuilds its href with the new prefix, while the page (and what is typed in it) stays.
 */
export function followLocaleInLinks(): void {
  i18n.on('languageChanged', () => {
    router.update({ ...router.options, rewrite: localeRewrite(currentLocale) });
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
