import { describe, expect, it } from 'vitest';
import { allToolRefs, findTool, type ToolRef } from './index.ts';
import { relatedTools, relevance, truncateForCard } from './related.ts';

const ref = (c: string, t: string): ToolRef => findTool(c, t)!;
const slugs = (refs: readonly ToolRef[]) => refs.map((r) => r.tool.slug);

describe('related tools', () => {
  it('never suggests the tool itself, a tool twice or an unrelated tool', () => {
    for (const current of allToolRefs) {
      const related = relatedTools(current);
      expect(related.length, current.tool.slug).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(6);
      expect(new Set(slugs(related)).size).toBe(related.length);
      expect(slugs(related)).not.toContain(current.tool.slug);
      for (const other of related) expect(relevance(current, other)).toBeGreaterThan(0);
    }
  });

  it('puts the most relevant first: same kind of input, then same category', () => {
    for (const current of allToolRefs) {
      const scores = relatedTools(current).map((other) => relevance(current, other));
      expect(scores, current.tool.slug).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('suggests media tools under Extract Audio, never the CSS or code formatters', () => {
    const related = relatedTools(ref('video-tools', 'extract-audio'));
    for (const other of related)
      expect(other.tool.kinds.some((k) => ['video', 'audio', 'image'].includes(k))).toBe(true);
    expect(slugs(related)).toEqual(
      expect.arrayContaining(['add-audio', 'normalize-audio', 'convert-video']),
    );
  });

  it('keeps formatters with formatters and PDF tools with PDF tools', () => {
    for (const other of relatedTools(ref('text-utility-tools', 'css-formatter')))
      expect(other.tool.kinds).toContain('code');
    for (const other of relatedTools(ref('document-tools', 'merge-pdf')))
      expect(other.tool.kinds).toContain('pdf');
  });

  it('draws converter pages from the unit converters', () => {
    const related = relatedTools(ref('international-unit-tools', 'energy-converter'));
    expect(related).toHaveLength(6);
    expect(related.every((r) => r.category.slug === 'international-unit-tools')).toBe(true);
  });

  it('is stable for a page and differs between pages', () => {
    const a = slugs(relatedTools(ref('image-tools', 'crop-image')));
    expect(slugs(relatedTools(ref('image-tools', 'crop-image')))).toEqual(a);
    expect(slugs(relatedTools(ref('image-tools', 'image-converter')))).not.toEqual(a);
  });

  it('cuts card texts to 80 characters followed by an ellipsis', () => {
    expect(truncateForCard('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncateForCard('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
  });
});
