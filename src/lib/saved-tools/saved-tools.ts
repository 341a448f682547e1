/**
 * The visitor's favourite and recently opened tools, kept as lists of tool slugs in local storage.
 * Every read survives a missing storage, bad JSON or foreign values; every list is bounded.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const FAVOURITES_KEY = 'favourite-tools';
export const RECENTS_KEY = 'recent-tools';
export const MAX_FAVOURITES = 50;
export const MAX_RECENTS = 8;

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The list stored under a key: slugs only, each once, at most `max`; [] for anything else. */
export function readSlugs(storage: StorageLike | undefined, key: string, max: number): string[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const slugs = parsed.filter(
    (item): item is string => typeof item === 'string' && SLUG.test(item),
  );
  return [...new Set(slugs)].slice(0, max);
}

function writeSlugs(storage: StorageLike | undefined, key: string, slugs: readonly string[]) {
  try {
    storage?.setItem(key, JSON.stringify(slugs));
  } catch {
    // Storage full or blocked: the list lives for this page only.
  }
}

export function readFavourites(storage: StorageLike | undefined): string[] {
  return readSlugs(storage, FAVOURITES_KEY, MAX_FAVOURITES);
}

export function readRecents(storage: StorageLike | undefined): string[] {
  return readSlugs(storage, RECENTS_KEY, MAX_RECENTS);
}

/** Adds the tool to the favourites (newest first) or takes it out; returns the new list. */
export function toggleFavourite(storage: StorageLike | undefined, slug: string): string[] {
  const current = readFavourites(storage);
  const next = current.includes(slug)
    ? current.filter((s) => s !== slug)
    : [slug, ...current].slice(0, MAX_FAVOURITES);
  writeSlugs(storage, FAVOURITES_KEY, next);
  return next;
}

/** Puts the tool first among the recent tools, dropping the oldest past the bound. */
export function recordRecent(storage: StorageLike | undefined, slug: string): string[] {
  const next = [slug, ...readRecents(storage).filter((s) => s !== slug)].slice(0, MAX_RECENTS);
  writeSlugs(storage, RECENTS_KEY, next);
  return next;
}
