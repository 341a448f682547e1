import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ToasterHost } from '../toast/toaster-host.tsx';
import { TutorialProvider } from '../tutorial/tutorial.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRouteHead } from './route-head.ts';
import { useTranslation } from 'react-i18next';

/** Moves focus to the main content after a client-side page change, so keyboard users start there. */
function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The page scrolls to the top when the query string changes (docs/product.md#pages-and-routes). */
function useScrollTopOnQueryChange(search: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [search]);
}

export function RootLayout() {
  const location = useLocation();
  const { t } = useTranslation();
  useRouteHead();
  useFocusMainOnNavigation(location.pathname);
  useScrollTopOnQueryChange(location.searchStr);
  return (
    <TutorialProvider pathname={location.pathname}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('skipLink')}
        </a>
        <Header />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
        <ToasterHost />
      </div>
    </TutorialProvider>
  );
}
