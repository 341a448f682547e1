import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Category, Tool } from '../catalogue/index.ts';

export interface ToolScreenProps {
  tool: Tool;
  category: Category;
}

type ScreenModule = { default: ComponentType<ToolScreenProps> };

/**
 * Every tool screen is `src/tools/<screen>/screen.tsx` with a default export. Vite turns each into
 * its own chunk, loaded only on its route; adding a tool touches its folder and the catalogue only.
 */
const screenLoaders = import.meta.glob<ScreenModule>('./*/screen.tsx');

const screens = new Map<string, LazyExoticComponent<ComponentType<ToolScreenProps>>>();

export function hasToolScreen(screen: string): boolean {
  return `./${screen}/screen.tsx` in screenLoaders;
}

export function toolScreen(
  screen: string,
): LazyExoticComponent<ComponentType<ToolScreenProps>> | undefined {
  const loader = screenLoaders[`./${screen}/screen.tsx`];
  if (!loader) return undefined;
  let component = screens.get(screen);
  if (!component) {
    component = lazy(loader);
    screens.set(screen, component);
  }
  return component;
}
