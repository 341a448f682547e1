import { useMemo, useSyncExternalStore } from 'react';
import { findToolBySlug, type ToolRef } from '../../catalogue/index.ts';
import {
  FAVOURITES_KEY,
  readFavourites,
  readRecents,
  recordRecent,
  RECENTS_KEY,
  toggleFavourite,
} from './saved-tools.ts';

const listeners = new Set<() => void>();

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the lists.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function rawItem(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Known tools only: a slug stored before a tool was renamed or removed is skipped. */
function toRefs(slugs: readonly string[]): ToolRef[] {
  return slugs.flatMap((slug) => findToolBySlug(slug) ?? []);
}

/** The server's first paint shows no saved tools: they live in the visitor's browser. */
const noneOnServer = () => null;

export function useFavouriteTools(): ToolRef[] {
  const raw = useSyncExternalStore(subscribe, () => rawItem(FAVOURITES_KEY), noneOnServer);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is what the list is read from.
  return useMemo(() => toRefs(readFavourites(browserStorage())), [raw]);
}

export function useRecentTools(): ToolRef[] {
  const raw = useSyncExternalStore(subscribe, () => rawItem(RECENTS_KEY), noneOnServer);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is what the list is read from.
  return useMemo(() => toRefs(readRecents(browserStorage())), [raw]);
}

export function useIsFavourite(slug: string): boolean {
  return useFavouriteTools().some((ref) => ref.tool.slug === slug);
}

export function toggleFavouriteTool(slug: string): void {
  toggleFavourite(browserStorage(), slug);
  notify();
}

export function recordRecentTool(slug: string): void {
  recordRecent(browserStorage(), slug);
  notify();
}
