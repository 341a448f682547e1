import { describe, expect, it } from 'vitest';
import { findToolBySlug, popularToolSlugs } from '../../../shared/catalogue/index.ts';
import { choosePopularTools, MIN_USES_TO_RANK, POPULAR_SLOTS } from './popular-ranking.ts';

const used = [
  'json-formatter',
  'case-converter',
  'image-converter',
  'password-generator',
  'word-counter',
  'nepali-date-converter',
  'color-picker',
];

const usage = (counts: number[]) =>
  counts.map((count, index) => ({ toolSlug: used[index]!, count }));

const slugs = (list: ReturnType<typeof choosePopularTools>) =>
  list.entries.map((entry) => entry.ref.tool.slug);

describe('popular tools', () => {
  it('ranks by real use once the sixth tool has enough uses', () => {
    const list = choosePopularTools(
      usage([9, 40, 12, 5, 5, 7, 30]),
      popularToolSlugs,
      findToolBySlug,
    );
    expect(list.kind).toBe('ranked');
    expect(slugs(list)).toEqual([
      'case-converter',
      'color-picker',
      'image-converter',
      'json-formatter',
      'nepali-date-converter',
      // 5 and 5: tied, by slug
      'password-generator',
    ]);
    expect(list.entries.map((entry) => entry.count)).toEqual([40, 30, 12, 9, 7, 5]);
  });

  it('shows the editor picks while the sixth tool has fewer uses than the threshold', () => {
    const list = choosePopularTools(
      usage([100, 90, 80, 70, 60, MIN_USES_TO_RANK - 1]),
      popularToolSlugs,
      findToolBySlug,
    );
    expect(list.kind).toBe('curated');
    expect(slugs(list)).toEqual([...popularToolSlugs]);
  });

  it('shows the editor picks while fewer than six tools were used', () => {
    const list = choosePopularTools(usage([100, 90, 80]), popularToolSlugs, findToolBySlug);
    expect(list.kind).toBe('curated');
    expect(list.entries).toHaveLength(POPULAR_SLOTS);
  });

  it('gives the picks their real counts, 0 for unused ones, and none when counts are unknown', () => {
    const known = choosePopularTools(usage([3, 2]), popularToolSlugs, findToolBySlug);
    const counts = Object.fromEntries(known.entries.map((e) => [e.ref.tool.slug, e.count]));
    expect(counts['json-formatter']).toBe(3);
    expect(counts['case-converter']).toBe(2);
    expect(counts['password-generator']).toBe(0);

    const unknown = choosePopularTools(undefined, popularToolSlugs, findToolBySlug);
    expect(unknown.kind).toBe('curated');
    expect(unknown.entries.every((entry) => entry.count === undefined)).toBe(true);
  });

  it('skips slugs the catalogue does not know and adds up repeated slugs', () => {
    const list = choosePopularTools(
      [
        { toolSlug: 'no-such-tool', count: 1000 },
        ...usage([10, 10, 10, 10, 10, 2]),
        { toolSlug: 'nepali-date-converter', count: 3 },
      ],
      popularToolSlugs,
      findToolBySlug,
    );
    expect(list.kind).toBe('ranked');
    expect(slugs(list)).not.toContain('no-such-tool');
    expect(list.entries.at(-1)).toMatchObject({ count: 5 });
  });
});
