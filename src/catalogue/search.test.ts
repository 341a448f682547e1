import { describe, expect, it } from 'vitest';
import { categories } from './categories.ts';
import { searchTools, toolMatches } from './search.ts';

const count = (query: string) => searchTools(query).reduce((n, g) => n + g.tools.length, 0);
const total = categories.reduce((n, c) => n + c.tools.length, 0);

describe('tool search', () => {
  it('shows everything for a blank query', () => {
    expect(count('')).toBe(total);
    expect(count('   ')).toBe(total);
  });

  it('matches names case-insensitively', () => {
    const groups = searchTools('JSON');
    expect(groups.flatMap((g) => g.tools.map((t) => t.slug))).toContain('json-formatter');
    expect(count('json')).toBe(count('JSON'));
  });

  it('matches descriptions as substrings', () => {
    const slugs = searchTools('ropani').flatMap((g) => g.tools.map((t) => t.slug));
    expect(slugs).toEqual(['nepali-land-converter']);
  });

  it('returns no group when nothing matches', () => {
    expect(searchTools('zzzz-no-such-tool')).toEqual([]);
  });

  it('drops categories without matches and keeps catalogue order', () => {
    const groups = searchTools('converter');
    expect(groups.every((g) => g.tools.length > 0)).toBe(true);
    const order = categories.map((c) => c.slug);
    const seen = groups.map((g) => order.indexOf(g.category.slug));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('finds the PDF tools by their synonyms', () => {
    const slugs = (query: string) => searchTools(query).flatMap((g) => g.tools.map((t) => t.slug));
    for (const query of ['merge', 'combine', 'JOIN']) expect(slugs(query)).toContain('merge-pdf');
    for (const query of ['split', 'extract pages']) expect(slugs(query)).toContain('split-pdf');
    for (const query of ['compress', 'shrink', 'reduce']) {
      expect(slugs(query)).toContain('compress-pdf');
    }
    expect(slugs('pdf')).toEqual(
      expect.arrayContaining(['merge-pdf', 'split-pdf', 'compress-pdf']),
    );
  });

  it('matches on name, description or keywords', () => {
    const tool = {
      slug: 'x',
      name: 'Alpha',
      description: 'Beta',
      icon: 'Hash',
      keywords: ['gamma'],
    };
    expect(toolMatches(tool, 'alp')).toBe(true);
    expect(toolMatches(tool, 'bet')).toBe(true);
    expect(toolMatches(tool, 'gamm')).toBe(true);
    expect(toolMatches(tool, 'delta')).toBe(false);
  });

  it('finds the image compressor and resizer by the words visitors use', () => {
    const found = (query: string) =>
      searchTools(query).flatMap((group) => group.tools.map((tool) => tool.slug));
    for (const word of ['compress', 'shrink', 'reduce', 'optimize', 'jpg', 'webp', 'avif']) {
      expect(found(word)).toContain('compress-image');
    }
    for (const word of ['resize', 'scale', 'pixels']) expect(found(word)).toContain('resize-image');
  });
});
