import { describe, expect, it } from 'vitest';
import {
  FAVOURITES_KEY,
  MAX_FAVOURITES,
  MAX_RECENTS,
  readFavourites,
  readRecents,
  readSlugs,
  recordRecent,
  RECENTS_KEY,
  toggleFavourite,
  type StorageLike,
} from './saved-tools.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('saved tools', () => {
  it('starts empty, and without any storage', () => {
    expect(readFavourites(memoryStorage())).toEqual([]);
    expect(readRecents(undefined)).toEqual([]);
    expect(toggleFavourite(undefined, 'json-formatter')).toEqual(['json-formatter']);
  });

  it('survives bad JSON and foreign values', () => {
    for (const bad of ['{', 'null', '42', '"json-formatter"', '{"a":1}']) {
      expect(readFavourites(memoryStorage({ [FAVOURITES_KEY]: bad }))).toEqual([]);
    }
    const mixed = JSON.stringify([
      'crop-image',
      7,
      null,
      'Bad Slug!',
      'crop-image',
      'x'.repeat(200),
    ]);
    expect(readRecents(memoryStorage({ [RECENTS_KEY]: mixed }))).toEqual(['crop-image']);
  });

  it('survives a storage that throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readFavourites(throwing)).toEqual([]);
    expect(recordRecent(throwing, 'crop-image')).toEqual(['crop-image']);
  });

  it('toggles a favourite on and off, newest first', () => {
    const storage = memoryStorage();
    expect(toggleFavourite(storage, 'crop-image')).toEqual(['crop-image']);
    expect(toggleFavourite(storage, 'merge-pdf')).toEqual(['merge-pdf', 'crop-image']);
    expect(toggleFavourite(storage, 'crop-image')).toEqual(['merge-pdf']);
    expect(readFavourites(storage)).toEqual(['merge-pdf']);
    expect(JSON.parse(storage.data.get(FAVOURITES_KEY)!)).toEqual(['merge-pdf']);
  });

  it('keeps recent tools most recent first, each once, bounded', () => {
    const storage = memoryStorage();
    recordRecent(storage, 'a');
    recordRecent(storage, 'b');
    expect(recordRecent(storage, 'a')).toEqual(['a', 'b']);
    for (let i = 0; i < 20; i++) recordRecent(storage, `tool-${i}`);
    const recents = readRecents(storage);
    expect(recents).toHaveLength(MAX_RECENTS);
    expect(recents[0]).toBe('tool-19');
  });

  it('bounds the favourites too, even when storage holds more', () => {
    const many = Array.from({ length: MAX_FAVOURITES + 10 }, (_, i) => `tool-${i}`);
    const storage = memoryStorage({ [FAVOURITES_KEY]: JSON.stringify(many) });
    expect(readFavourites(storage)).toHaveLength(MAX_FAVOURITES);
    expect(toggleFavourite(storage, 'new-tool')).toHaveLength(MAX_FAVOURITES);
    expect(readSlugs(storage, FAVOURITES_KEY, 3)).toEqual(['new-tool', 'tool-0', 'tool-1']);
  });
});
