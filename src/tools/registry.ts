import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Category, Tool } from '../../shared/catalogue/index.ts';

export interface ToolScreenProps {
  tool: Tool;
  category: Category;
}

interface ScreenModule {
  default: ComponentType<ToolScreenProps>;
  /**
   * What the screen needs for its first paint (its data, a font), fetched while the route loads so
   * the screen does not grow once it arrives. Awaited for at most PRELOAD_WAIT_MS.
   */
  preload?: () => Promise<unknown>;
  /**
   * True for a screen whose first render differs on every visit (the visitor's clock and time
   * zone, a password drawn for them): the server does not render it into the shared first paint.
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
/** Screens whose first paint needs the browser: what it fetches (a preload) or knows of a visit. */
const screensPaintedInBrowser = new Set<string>();

export function hasToolScreen(screen: string): boolean {
  return `./${screen}/screen.tsx` in screenLoaders;
}

/**
 * Loads a screen's chunk while its route loads (the route's loader), so the page first paints
 * with the screen itself instead of a skeleton that the screen would then push aside (layout
 * shift). A failed load is left to the lazy component and its error boundary to report.
 */
export async function preloadToolScreen(screen: string): Promise<void> {
  const loader = screenLoaders[`./${screen}/screen.tsx`];
  if (!loader || loadedScreens.has(screen)) return;
  try {
    const module = await loader();
    if (module.firstPaintInBrowser) screensPaintedInBrowser.add(screen);
    if (module.preload) {
      screensPaintedInBrowser.add(screen);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        module.preload().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, PRELOAD_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    loadedScreens.set(screen, module.default);
  } catch {
    // toolScreen() falls back to the lazy component, which retries and shows the error.
  }
}

/**
 * True for a loaded screen whose first paint needs what its preload fetches in the browser (its
 * data, a web font) or what differs on every visit: the server does not render that paint
 * (src/entry-server.tsx).
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
