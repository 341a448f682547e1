import { useMemo, useSyncExternalStore } from 'react';
import { findToolBySlug, type ToolRef } from '../../../shared/catalogue/index.ts';
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

let listeningToOtherTabs = false;

/**
 * Another tab's changes reach the lists through one 'storage' listener, added in a task of its
 * own: the page's first such listener makes the browser open its storage (1 to 15 ms here), which
 * would otherwise lengthen the task that first shows the stars.
 */
function listenToOtherTabs() {
  if (listeningToOtherTabs) return;
  listeningToOtherTabs = true;
  setTimeout(() => window.addEventListener('storage', notify), 0);
}

function subscribe(listener: () => void) {
  listenToOtherTabs();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
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
