import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Category, Tool } from '../../shared/catalogue/index.ts';

export interface ToolScreenProps {
  tool: Tool;
  category: Category;
}

interface ScreenModule {
  default: ComponentType<ToolScreenProps>;
  /**
   * What the screen needs for its first paint (its data), fetched while the route loads so the
   * screen does not grow once it arrives: on the server from what the server holds, before every
   * render of the page (src/entry-server.tsx); in the browser once. Awaited for at most
   * PRELOAD_WAIT_MS.
   */
  preload?: () => Promise<unknown>;
  /**
   * True for a screen whose first render differs on every visit and has no place the server can
   * paint at its final size: the server does not render it into the shared first paint. (Most
   * screens paint such parts empty, or as of the day the page was rendered on, and fill them in
   * the browser after it has taken the page over: see useInBrowser.)
   */
  firstPaintInBrowser?: boolean;
}

const PRELOAD_WAIT_MS = 3000;

/**
 * Every tool screen is `src/tools/<screen>/screen.tsx` with a default export. Vite turns each into
 * its own chunk, loaded only on its route; adding a tool touches its folder and the catalogue only.
 */
const screenLoaders = import.meta.glob<ScreenModule>('./*/screen.tsx');

const screens = new Map<string, LazyExoticComponent<ComponentType<ToolScreenProps>>>();
const loadedScreens = new Map<string, ComponentType<ToolScreenProps>>();
/** Loaded screens whose first paint the server leaves to the browser. */
const screensPaintedInBrowser = new Set<string>();
const preloads = new Map<string, () => Promise<unknown>>();
const onServer = typeof document === 'undefined';

export function hasToolScreen(screen: string): boolean {
  return `./${screen}/screen.tsx` in screenLoaders;
}

/**
 * Loads a screen's chunk while its route loads (the route's loader), so the page first paints
 * with the screen itself instead of a skeleton that the screen would then push aside (layout
 * shift), and runs its preload. A failed load is left to the lazy component and its error
 * boundary to report.
 */
export async function preloadToolScreen(screen: string): Promise<void> {
  const loader = screenLoaders[`./${screen}/screen.tsx`];
  if (!loader) return;
  if (loadedScreens.has(screen)) {
    // The server paints each page with what it holds at that render.
    if (onServer) await runPreload(preloads.get(screen));
    return;
  }
  try {
    const module = await loader();
    if (module.firstPaintInBrowser) screensPaintedInBrowser.add(screen);
    if (module.preload) preloads.set(screen, module.preload);
    await runPreload(module.preload);
    loadedScreens.set(screen, module.default);
  } catch {
    // toolScreen() falls back to the lazy component, which retries and shows the error.
  }
}

async function runPreload(preload: (() => Promise<unknown>) | undefined): Promise<void> {
  if (!preload) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    preload().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PRELOAD_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/**
 * True for a loaded screen whose first paint differs on every visit (firstPaintInBrowser): the
 * server does not render that paint (src/entry-server.tsx).
 */
export function firstPaintNeedsBrowser(screen: string): boolean {
  return screensPaintedInBrowser.has(screen);
}

export function toolScreen(screen: string): ComponentType<ToolScreenProps> | undefined {
  const loaded = loadedScreens.get(screen);
  if (loaded) return loaded;
  const loader = screenLoaders[`./${screen}/screen.tsx`];
  if (!loader) return undefined;
  let component = screens.get(screen);
  if (!component) {
    component = lazy(loader);
    screens.set(screen, component);
  }
  return component;
}
