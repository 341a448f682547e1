import { describe, expect, it } from 'vitest';
import { hasIcon as hasAnyIcon } from './test-support/icon-names.ts';
import {
  allToolRefs,
  canonicalToolPath,
  categories,
  findAlias,
  findCategory,
  findTool,
  findToolBySlug,
  isToolSlug,
  mainCategories,
  popularToolSlugs,
  toolAliases,
  toolPath,
} from './index.ts';
import { features } from './features.ts';

/** The route lists of docs/product.md#pages-and-routes, copied here as the test's independent truth. */
const specTools: Record<string, string[]> = {
  'image-tools': [
    'remove-background',
    'crop-image',
    'transform-shapes',
    'image-to-gif',
    'compress-image',
    'resize-image',
    'image-converter',
    'images-to-pdf',
    'pdf-to-images',
  ],
  'video-tools': ['video-to-gif', 'extract-audio', 'add-audio', 'remove-audio', 'video-downloader'],
  'audio-tools': ['trim-audio'],
  'document-tools': [
    'word-to-pdf',
    'pdf-to-word',
    'document-converter',
    'merge-pdf',
    'split-pdf',
    'compress-pdf',
  ],
  'text-utility-tools': [
    'case-converter',
    'seo-meta-generator',
    'password-generator',
    'json-formatter',
    'css-formatter',
    'html-formatter',
    'javascript-formatter',
    'php-formatter',
    'scss-compiler',
    'url-encoder-decoder',
    'base64-encoder-decoder',
    'qr-code-generator',
    'hash-generator',
    'text-diff-checker',
    'word-counter',
    'lorem-ipsum-generator',
    'regex-tester',
  ],
  'design-color-tools': [
    'color-picker',
    'gradient-generator',
    'css-shape-maker',
    'color-palette-generator',
    'hex-to-rgb-converter',
    'image-color-extractor',
    'css-box-shadow-generator',
    'border-radius-generator',
    'text-shadow-generator',
  ],
  'nepali-tools': [
    'nepali-land-converter',
    'nepali-distance-converter',
    'nepali-weight-converter',
    'nepali-volume-converter',
    'nepali-season-converter',
    'nepali-date-converter',
    'nepali-calendar',
    'nepali-number-to-words',
    'preeti-unicode-converter',
    'romanized-nepali-typing',
  ],
  'international-unit-tools': [
    'digital-storage-converter',
    'energy-converter',
    'power-converter',
    'pressure-converter',
    'speed-converter',
    'english-area-converter',
    'english-weight-converter',
    'english-volume-converter',
    'english-distance-converter',
    'temperature-converter',
  ],
  'conversion-tools': [
    'temperature-converter',
    'unit-converter',
    'currency-converter',
    'timezone-converter',
  ],
};
const specAliases = [
  'case-converter',
  'seo-meta-generator',
  'password-generator',
  'json-formatter',
  'nepali-land-converter',
  'nepali-date-converter',
  'color-picker',
  'temperature-converter',
];
const specFeatures = [
  'remove-background',
  'crop-image',
  'shape-transform',
  'image-to-gif',
  'video-to-gif',
  'image-converter',
  'compress-image',
  'resize-image',
  'pdf-tools',
  'audio-tools',
  'video-downloader',
  'document-converter',
  'merge-pdf',
  'split-pdf',
  'compress-pdf',
];

describe('catalogue', () => {
  it('has the nine categories of the spec, eight of them main', () => {
    expect(categories.map((c) => c.slug).sort()).toEqual(Object.keys(specTools).sort());
    expect(mainCategories).toHaveLength(8);
    expect(mainCategories.some((c) => c.slug === 'conversion-tools')).toBe(false);
  });

  it.each(Object.entries(specTools))('resolves every tool route of %s', (categorySlug, slugs) => {
    for (const slug of slugs)
      expect(findTool(categorySlug, slug), `${categorySlug}/${slug}`).toBeDefined();
    expect(
      findCategory(categorySlug)
        ?.tools.map((t) => t.slug)
        .sort(),
    ).toEqual([...slugs].sort());
  });

  it('keeps slugs unique inside each category and category slugs unique', () => {
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
    for (const category of categories) {
      const slugs = category.tools.map((t) => t.slug);
      expect(new Set(slugs).size, category.slug).toBe(slugs.length);
    }
  });

  it('gives a tool the same name wherever it is listed', () => {
    for (const ref of allToolRefs)
      expect(ref.tool.name).toBe(findToolBySlug(ref.tool.slug)?.tool.name);
  });

  it('resolves every short alias to a tool of the same slug', () => {
    expect(Object.keys(toolAliases).sort()).toEqual([...specAliases].sort());
    for (const slug of specAliases) expect(findAlias(slug)?.tool.slug).toBe(slug);
    for (const slug of specAliases) expect(findCategory(slug)).toBeUndefined();
  });

  it('points every feature route at a real tool', () => {
    expect(features.map((f) => f.slug).sort()).toEqual([...specFeatures].sort());
    for (const f of features) expect(findTool(f.categorySlug, f.toolSlug), f.slug).toBeDefined();
  });

  it('sends each popular tool to its real category route', () => {
    expect(popularToolSlugs.map((slug) => toolPath(findToolBySlug(slug)!))).toEqual([
      '/tools/text-utility-tools/case-converter',
      '/tools/nepali-tools/nepali-land-converter',
      '/tools/text-utility-tools/password-generator',
      '/tools/image-tools/image-converter',
      '/tools/text-utility-tools/json-formatter',
      '/tools/nepali-tools/nepali-date-converter',
    ]);
  });

  it('uses only the category icons the spec allows, and known lucide icons for tools', () => {
    const allowed = [
      'Image',
      'Video',
      'Music',
      'FileText',
      'Globe',
      'Type',
      'Palette',
      'Calculator',
    ];
    for (const category of categories) expect(allowed).toContain(category.icon);
    for (const ref of allToolRefs) expect(hasAnyIcon(ref.tool.icon), ref.tool.icon).toBe(true);
  });

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

  it('knows tool slugs for server validation', () => {
    expect(isToolSlug('json-formatter')).toBe(true);
    expect(isToolSlug('currency-converter')).toBe(true);
    expect(isToolSlug('nope')).toBe(false);
    expect(isToolSlug('__proto__')).toBe(false);
  });

  it('gives the temperature converter one canonical route', () => {
    expect(canonicalToolPath('temperature-converter')).toBe(
      '/tools/international-unit-tools/temperature-converter',
    );
    expect(canonicalToolPath('unit-converter')).toBe('/tools/conversion-tools/unit-converter');
  });
});
