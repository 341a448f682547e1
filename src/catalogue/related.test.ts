import { describe, expect, it } from 'vitest';
import { findTool, type ToolRef } from './index.ts';
import { relatedTools, truncateForCard } from './related.ts';

const ref = (c: string, t: string): ToolRef => findTool(c, t)!;

describe('related tools', () => {
  it('gives six tools, all different from the current one and from each other', () => {
    const related = relatedTools(ref('text-utility-tools', 'json-formatter'));
    expect(related).toHaveLength(6);
    const slugs = related.map((r) => r.tool.slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).not.toContain('json-formatter');
  });

  it('prefers tools of the same category', () => {
    const related = relatedTools(ref('text-utility-tools', 'json-formatter'));
    expect(related.every((r) => r.category.slug === 'text-utility-tools')).toBe(true);
  });

  it('tops up from other categories when the category is small', () => {
    const related = relatedTools(ref('audio-tools', 'trim-audio'));
    expect(related).toHaveLength(6);
    expect(related.some((r) => r.category.slug !== 'audio-tools')).toBe(true);
    const video = relatedTools(ref('video-tools', 'video-to-gif'));
    expect(video.filter((r) => r.category.slug === 'video-tools')).toHaveLength(4);
  });

  it('draws from the international unit converters on converter pages', () => {
    for (const [c, t] of [
      ['international-unit-tools', 'energy-converter'],
      ['conversion-tools', 'currency-converter'],
      ['conversion-tools', 'temperature-converter'],
    ] as const) {
      const related = relatedTools(ref(c, t));
      expect(related).toHaveLength(6);
      expect(
        related.every((r) => r.category.slug === 'international-unit-tools'),
        `${c}/${t}`,
      ).toBe(true);
      expect(related.map((r) => r.tool.slug)).not.toContain(t);
    }
  });

  it('is stable for a page and differs between pages', () => {
    const a = relatedTools(ref('image-tools', 'crop-image')).map((r) => r.tool.slug);
    expect(relatedTools(ref('image-tools', 'crop-image')).map((r) => r.tool.slug)).toEqual(a);
    const b = relatedTools(ref('image-tools', 'image-converter')).map((r) => r.tool.slug);
    expect(b).not.toEqual(a);
  });

  it('cuts card texts to 80 characters followed by an ellipsis', () => {
    expect(truncateForCard('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncateForCard('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
  });
});
