import { describe, expect, it } from 'vitest';
import { allToolRefs, categories, features, toolAliases, toolPath } from '../catalogue/index.ts';
import { escapeHtml, renderHeadTags } from './head-tags.ts';
import { normalizePath, resolveRouteMeta } from './route-meta.ts';
import { sitemapPaths } from './sitemap.ts';

describe('route meta', () => {
  it('gives every site page a title starting with the product name', () => {
    for (const path of [
      '/tools',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/cookie-policy',
      '/gdpr',
      '/services',
    ]) {
      const meta = resolveRouteMeta(path);
      expect(meta.status, path).toBe(200);
      expect(meta.title.startsWith('Everyday Tools'), path).toBe(true);
      expect(meta.canonicalPath).toBe(path);
    }
    expect(resolveRouteMeta('/').title).toBe('Everyday Tools. One Smart Toolbox.');
  });

  it('titles a tool page by the tool name, then the product name', () => {
    for (const ref of allToolRefs) {
      const meta = resolveRouteMeta(toolPath(ref));
      expect(meta.status).toBe(200);
      expect(meta.title).toBe(`${ref.tool.name} | Everyday Tools`);
      expect(meta.description).toBe(ref.tool.description);
    }
  });

  it('resolves every category, alias and feature route', () => {
    for (const category of categories)
      expect(resolveRouteMeta(`/tools/${category.slug}`).status).toBe(200);
    for (const alias of Object.keys(toolAliases)) {
      const meta = resolveRouteMeta(`/tools/${alias}`);
      expect(meta.status).toBe(200);
      expect(meta.canonicalPath).toMatch(new RegExp(`^/tools/[a-z-]+/${alias}$`));
    }
    for (const feature of features)
      expect(resolveRouteMeta(`/features/${feature.slug}`).status).toBe(200);
  });

  it('defaults keywords to the description where a page gives none', () => {
    const meta = resolveRouteMeta('/about');
    expect(meta.keywords).toBe(meta.description);
  });

  it('answers 404 for unknown routes', () => {
    for (const path of [
      '/nope',
      '/tools/nope',
      '/tools/image-tools/nope',
      '/features/nope',
      '/tools/image-tools/crop-image/x',
      '/features',
    ]) {
      expect(resolveRouteMeta(path).status, path).toBe(404);
    }
  });

  it('ignores the query string, the hash and a trailing slash', () => {
    expect(normalizePath('/tools/?q=json#x')).toBe('/tools');
    expect(normalizePath('/')).toBe('/');
    expect(resolveRouteMeta('/tools/image-tools/?a=1').canonicalPath).toBe('/tools/image-tools');
  });
});

describe('retired routes', () => {
  it('describe the tool they send the visitor to, with where to go', () => {
    const meta = resolveRouteMeta('/tools/conversion-tools/unit-converter?x=1');
    expect(meta.movedTo).toBe('/tools/international-unit-tools/english-area-converter');
    expect(meta.canonicalPath).toBe(meta.movedTo);
    expect(meta.title).toBe('Area Converter | Everyday Tools');
    expect(resolveRouteMeta('/tools/document-tools/document-converter').movedTo).toBe(
      '/tools/document-tools/word-to-pdf',
    );
    expect(resolveRouteMeta('/tools/document-tools/word-to-pdf').movedTo).toBeUndefined();
  });
});

describe('head tags', () => {
  it('escapes text and builds an absolute canonical link', () => {
    const html = renderHeadTags(
      {
        locale: 'en',
        path: '/x',
        title: 'A <b> & "c"',
        description: "it's",
        keywords: 'k',
        canonicalPath: '/x',
        status: 200,
      },
      'https://example.org',
    );
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('content="it&#39;s"');
    expect(html).toContain('<link rel="canonical" href="https://example.org/x" />');
    expect(html).not.toContain('noindex');
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('writes the social links only when there are some', () => {
    const meta = resolveRouteMeta('/');
    expect(renderHeadTags(meta, 'https://example.org')).not.toContain('social-links');
    expect(
      renderHeadTags(meta, 'https://example.org', 3600, [
        'https://x.com/a?b=1&c=2',
        'https://e.org',
      ]),
    ).toContain('<meta name="social-links" content="https://x.com/a?b=1&amp;c=2 https://e.org" />');
  });

  it('marks not-found pages noindex', () => {
    expect(renderHeadTags(resolveRouteMeta('/nope'), 'https://example.org')).toContain('noindex');
  });
});

describe('sitemap', () => {
  it('lists unique paths that all resolve', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(resolveRouteMeta(path).status, path).toBe(200);
    for (const path of paths) expect(resolveRouteMeta(path).canonicalPath, path).toBe(path);
  });
});
