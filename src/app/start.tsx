import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AccessibilityProvider } from './accessibility/accessibility-provider.tsx';
import { followLocaleInLinks, router } from './router.tsx';
import { followUrlLocale } from '../i18n/follow-url-locale.ts';
import { splitLocalePath, switchLocale } from '../i18n/index.ts';
import { nextTask } from '../lib/next-task.ts';

function App() {
  // The page responds from here on (after hydrating a server-rendered page, its handlers exist
  // only now): the browser tests wait for this mark before they use such a page.
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
  return (
    <AccessibilityProvider>
      <RouterProvider router={router} />
    </AccessibilityProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * A part of the page that differs from the server's HTML is rendered anew by React: expected
 * where the visitor keeps something in this browser, so not an error to show; counted on the
 * root element (the browser tests read it) and told in development.
 */
function reportRecoverableError(error: unknown): void {
  container?.setAttribute(
    'data-rendered-anew',
    String(Number(container.getAttribute('data-rendered-anew') ?? 0) + 1),
  );
  if (import.meta.env.DEV) console.warn('Rendered anew in the browser:', error);
}
followUrlLocale(router.history);
followLocaleInLinks();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page's words and its route's code are loaded first. A page the server rendered
// (src/entry-server.tsx) is then taken over where it stands: parts whose code is still loading
// keep the server's HTML until it arrives, so nothing flashes or moves. Otherwise (a page with a
// query, an unknown address) the page is rendered here.
// Each step in a task of its own (see src/main.tsx).
void switchLocale(splitLocalePath(window.location.pathname).locale)
  .then(nextTask)
  .then(() => router.load())
  .then(nextTask)
  .then(() => {
    if (container.firstElementChild) {
      // As after the server's render, the router puts no loading boundary around the whole page
      // (the server's HTML has none for React to match).
      router.ssr = { manifest: undefined };
      // As a transition, React hydrates in slices of a few milliseconds and the page stays
      // responsive meanwhile (a plain hydration is one long task).
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
      });
    } else {
      createRoot(container).render(app);
    }
  });
