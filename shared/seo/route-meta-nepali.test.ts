import { describe, expect, it } from 'vitest';
import { allToolRefs, categories, toolPath } from '../catalogue/index.ts';
import { nepaliCatalogue } from '../i18n/ne-catalogue.ts';
import { renderHeadTags } from './head-tags.ts';
import { serverMetaTexts } from './meta-texts.ts';
import { resolveRouteMeta } from './route-meta.ts';
import { renderSitemap, sitemapPaths } from './sitemap.ts';

const ne = (url: string) => resolveRouteMeta(url, serverMetaTexts);
const devanagari = /[\u0900-\u097f]/;

describe('route meta in Nepali', () => {
  it('gives every site page a Nepali title and description, canonical to itself', () => {
    for (const path of ['/', '/tools', '/about', '/contact', '/privacy', '/terms', '/gdpr']) {
      const url = path === '/' ? '/ne/' : `/ne${path}`;
      const meta = ne(url);
      expect(meta.status, url).toBe(200);
      expect(meta.locale).toBe('ne');
      expect(meta.path).toBe(path);
      expect(meta.canonicalPath).toBe(url);
      expect(meta.title, url).toMatch(devanagari);
      expect(meta.description, url).toMatch(devanagari);
    }
    expect(ne('/ne').canonicalPath).toBe('/ne/');
  });

  it('names tools and categories from the Nepali catalogue, English where it has none yet', () => {
    const meta = ne('/ne/tools/nepali-tools/nepali-date-converter');
    expect(meta.title).toBe(
      `${nepaliCatalogue.tools['nepali-date-converter']!.name} | Everyday Tools`,
    );
    expect(meta.description).toBe(nepaliCatalogue.tools['nepali-date-converter']!.description);
    expect(meta.keywords).toContain('nepali date converter');
    expect(meta.keywords).toContain('निःशुल्क अनलाइन उपकरण');
    for (const ref of allToolRefs) {
      const shown = ne(`/ne${toolPath(ref)}`);
      expect(shown.status).toBe(200);
      expect(shown.title).toBe(
        `${nepaliCatalogue.tools[ref.tool.slug]?.name ?? ref.tool.name} | Everyday Tools`,
      );
    }
    for (const category of categories) {
      expect(ne(`/ne/tools/${category.slug}`).title).toBe(
        `Everyday Tools | ${nepaliCatalogue.categories[category.slug]?.name ?? category.name}`,
      );
    }
  });

  it('answers 404 in Nepali and keeps English for unprefixed addresses', () => {
    const missing = ne('/ne/nope');
    expect(missing.status).toBe(404);
    expect(missing.title).toContain('पृष्ठ भेटिएन');
    expect(ne('/tools').title).toBe('Everyday Tools | All Tools');
    expect(ne('/tools').locale).toBe('en');
    expect(resolveRouteMeta('/ne/tools').title).toBe('Everyday Tools | All Tools');
  });

  it('sends a retired route to its Nepali target', () => {
    expect(ne('/ne/tools/conversion-tools/unit-converter').movedTo).toBe(
      '/ne/tools/international-unit-tools/english-area-converter',
    );
  });
});

describe('head tags in two languages', () => {
  it('link each page to its twin both ways, with x-default English', () => {
    for (const url of [
      '/ne/tools/nepali-tools/nepali-date-converter',
      '/tools/nepali-tools/nepali-date-converter',
    ]) {
      const html = renderHeadTags(ne(url), 'https://example.org');
      expect(html).toContain(
        '<link rel="alternate" hreflang="en" href="https://example.org/tools/nepali-tools/nepali-date-converter" />',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="ne" href="https://example.org/ne/tools/nepali-tools/nepali-date-converter" />',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://example.org/tools/nepali-tools/nepali-date-converter" />',
      );
      expect(html).toContain(`<link rel="canonical" href="https://example.org${url}" />`);
    }
    const home = renderHeadTags(ne('/ne/'), 'https://example.org');
    expect(home).toContain('hreflang="ne" href="https://example.org/ne/"');
    expect(home).toContain('<meta property="og:locale" content="ne_NP" />');
  });

  it('leave alternates off a 404', () => {
    expect(renderHeadTags(ne('/ne/nope'), 'https://example.org')).not.toContain('hreflang');
  });
});

describe('sitemap in two languages', () => {
  it('lists every page in both languages with its alternates', () => {
    const xml = renderSitemap('https://example.org');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(sitemapPaths().length * 2);
    expect(locs).toContain('https://example.org/ne/');
    expect(locs).toContain('https://example.org/ne/tools/nepali-tools/nepali-date-converter');
    for (const loc of locs) {
      const path = loc!.replace('https://example.org', '');
      expect(ne(path).status, path).toBe(200);
      expect(ne(path).canonicalPath, path).toBe(path);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(locs.length * 3);
  });
});
