import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AccessibilityProvider } from './app/accessibility/accessibility-provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { findTool, screenOf } from '../shared/catalogue/index.ts';
import { splitLocalePath, switchLocale } from './i18n/index.ts';
import { setServerPageSettings, type PageSettings } from '../shared/page-setting.ts';
import { firstPaintNeedsBrowser } from './tools/registry.ts';
import { setFirstPaintSources, type FirstPaintSources } from './lib/first-paint-sources.ts';

export type { FirstPaintSources, PageSettings };

/** React marks a part it left for the browser to render (after an error or a suspension) so. */
const CLIENT_RENDERED_MARK = '<!--$!-->';
/** Lazy parts that take longer than this to load are not waited for: the page starts empty. */
const LOAD_TIME_LIMIT_MS = 5000;

async function render(url: string, report: (problem: string) => void): Promise<string | undefined> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  const { locale } = splitLocalePath(url.split('?', 1)[0] ?? '/');
  await switchLocale(locale);
  await router.load();
  const unfinished = router.state.matches.find((match) => match.status !== 'success');
  if (unfinished) {
    report(`${unfinished.routeId} is ${unfinished.status} after loading`);
    return undefined;
  }
  if (waitsForBrowser(router.state.matches.map((match) => match.params))) return undefined;
  const page = (
    <AccessibilityProvider>
      <RouterProvider router={router} />
    </AccessibilityProvider>
  );
  await switchLocale(locale);
  let html = renderToString(page);
  if (html.includes(CLIENT_RENDERED_MARK)) {
    // A part suspended (a lazy module not loaded yet): a render that waits for every part loads
    // them, then the page renders whole. (That render's own output moves late parts into place
    // with inline scripts, which the site's CSP forbids: only the synchronous render is sent.)
    await prerender(page, { signal: AbortSignal.timeout(LOAD_TIME_LIMIT_MS) });
    await switchLocale(locale);
    html = renderToString(page);
  }
  // A part the server could not render would be painted by the browser later than the rest: the
  // page then starts empty instead, as every page did before they were rendered on the server.
  if (!html.includes(CLIENT_RENDERED_MARK)) return html;
  report(/data-msg="([^"]*)"/.exec(html)?.[1] ?? 'a part could not be rendered');
  return undefined;
}

/** A tool page whose screen's first paint differs on every visit (firstPaintInBrowser). */
function waitsForBrowser(params: readonly Record<string, string>[]): boolean {
  return params.some((param) => {
    const ref =
      param.categorySlug && param.toolSlug
        ? findTool(param.categorySlug, param.toolSlug)
        : undefined;
    return ref !== undefined && firstPaintNeedsBrowser(screenOf(ref.tool));
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The server settings pages are rendered with, as the server writes them into each page, and
 * what the server holds that pages show (the currency rates), read in-process.
 */
export function configureFirstPaint(settings: PageSettings, sources: FirstPaintSources = {}): void {
  setServerPageSettings(settings);
  setFirstPaintSources(sources);
}

/**
 * A page's first paint as HTML, rendered on the server so a visitor sees the page before its
 * JavaScript has run; the browser then renders the same page over it (src/main.tsx). Nothing the
 * visitor keeps (theme, favourites) or the server counts (metrics) is in it: those parts show
 * their loading state, as the browser's first render does. Undefined when the route could not be
 * rendered whole (a loader that needs the browser, an error): the page then starts empty.
 * One render at a time: the language is the app's one i18n instance, switched for each render.
 */
export function renderFirstPaint(
  url: string,
  report: (problem: string) => void = () => {},
): Promise<string | undefined> {
  const rendered = queue.then(() => render(url, report));
  queue = rendered.catch(() => undefined);
  return rendered;
}
