import { describe, expect, it } from 'vitest';
import '../components/tool-icons-all.ts';
import { iconFor } from '../components/tool-icon.tsx';
import { hasToolScreen } from './registry.ts';
import {
  allToolRefs,
  canonicalToolPath,
  categories,
  features,
  findAlias,
  findCategory,
  findMovedTool,
  findTool,
  findToolBySlug,
  isToolSlug,
  mainCategories,
  movedToolRoutes,
  popularToolSlugs,
  screenOf,
  toolAliases,
  toolPath,
} from '../../shared/catalogue/index.ts';

/** The screen folders that exist (src/tools/<screen>/screen.tsx), as the router loads them. */
const screenFolders = Object.keys(import.meta.glob('./*/screen.tsx')).map(
  (path) => path.split('/')[1]!,
);

const toolSlugList = allToolRefs.map((ref) => ref.tool.slug);

describe('catalogue: one entry per tool', () => {
  it('lists every tool once, whatever its category', () => {
    expect(new Set(toolSlugList).size).toBe(toolSlugList.length);
  });

  it('gives every tool a screen of its own, and every screen a tool', () => {
    const screens = allToolRefs.map((ref) => screenOf(ref.tool));
    expect(new Set(screens).size).toBe(screens.length);
    for (const screen of screens) expect(hasToolScreen(screen), screen).toBe(true);
    expect([...screenFolders].sort()).toEqual([...screens].sort());
  });

  it('gives two tools neither the same name nor the same description', () => {
    const names = allToolRefs.map((ref) => ref.tool.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const descriptions = allToolRefs.map((ref) => ref.tool.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('resolves every tool icon to a lucide icon the pages register', () => {
    for (const ref of allToolRefs)
      expect(iconFor(ref.tool.icon), `${ref.tool.slug}: ${ref.tool.icon}`).toBeDefined();
    for (const category of categories) expect(iconFor(category.icon), category.slug).toBeDefined();
  });

  it('gives every tool at least one kind, each once (related tools are drawn by kind)', () => {
    for (const { tool } of allToolRefs) {
      expect(tool.kinds.length, tool.slug).toBeGreaterThan(0);
      expect(new Set(tool.kinds).size, tool.slug).toBe(tool.kinds.length);
    }
  });

  it('keeps category slugs unique and apart from tool slugs (short routes share /tools/{slug})', () => {
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(isToolSlug(slug), slug).toBe(false);
    expect(categories.every((c) => c.tools.length > 0)).toBe(true);
  });

  it('leaves the conversion tools out of the main categories only', () => {
    expect(mainCategories.map((c) => c.slug)).toEqual(
      categories.filter((c) => c.slug !== 'conversion-tools').map((c) => c.slug),
    );
  });
});

describe('catalogue: routes', () => {
  it('resolves every tool at its category route, which is its canonical route', () => {
    for (const ref of allToolRefs) {
      expect(findTool(ref.category.slug, ref.tool.slug)).toEqual(ref);
      expect(findToolBySlug(ref.tool.slug)).toEqual(ref);
      expect(canonicalToolPath(ref.tool.slug)).toBe(toolPath(ref));
    }
  });

  it('resolves every short alias to the tool of that slug in its category', () => {
    for (const [slug, categorySlug] of Object.entries(toolAliases)) {
      expect(findAlias(slug)?.tool.slug, slug).toBe(slug);
      expect(findAlias(slug)?.category.slug).toBe(categorySlug);
      expect(findCategory(slug)).toBeUndefined();
    }
  });

  it('sends every retired route to a tool, and no live route is retired', () => {
    for (const key of Object.keys(movedToolRoutes)) {
      const [categorySlug, toolSlug] = key.split('/') as [string, string];
      expect(findCategory(categorySlug), key).toBeDefined();
      expect(findTool(categorySlug, toolSlug), key).toBeUndefined();
      expect(findMovedTool(categorySlug, toolSlug), key).toBeDefined();
    }
    expect(findMovedTool('conversion-tools', 'temperature-converter')?.tool.slug).toBe(
      'temperature-converter',
    );
    expect(findMovedTool('conversion-tools', 'unit-converter')?.tool.slug).toBe(
      'english-area-converter',
    );
    expect(findMovedTool('document-tools', 'document-converter')?.tool.slug).toBe('word-to-pdf');
    expect(findMovedTool('conversion-tools', 'toString')).toBeUndefined();
  });

  it('points every feature route and popular pick at a real tool', () => {
    for (const f of features) expect(findTool(f.categorySlug, f.toolSlug), f.slug).toBeDefined();
    for (const slug of popularToolSlugs) expect(findToolBySlug(slug), slug).toBeDefined();
  });

  it('knows tool slugs for server validation', () => {
    expect(isToolSlug('json-formatter')).toBe(true);
    expect(isToolSlug('currency-converter')).toBe(true);
    expect(isToolSlug('nope')).toBe(false);
    expect(isToolSlug('__proto__')).toBe(false);
  });
});

describe('catalogue: content', () => {
  it('carries a formula on the four Nepali unit converters', () => {
    for (const slug of [
      'nepali-land-converter',
      'nepali-distance-converter',
      'nepali-weight-converter',
      'nepali-volume-converter',
    ]) {
      expect(findTool('nepali-tools', slug)?.tool.formula).toBeTruthy();
    }
  });
});
