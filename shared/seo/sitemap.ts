import {
  allToolRefs,
  canonicalToolPath,
  categories,
  categoryPath,
  features,
} from '../catalogue/index.ts';
import { localizePath, locales } from '../i18n/locale.ts';
import { alternateLinks, escapeHtml } from './head-tags.ts';

const sitePaths = [
  '/',
  '/tools',
  '/about',
  '/contact',
  '/services',
  '/privacy',
  '/terms',
  '/cookie-policy',
  '/gdpr',
];

/** Every indexable path of the site, each once (tool pages at their canonical route). */
export function sitemapPaths(): string[] {
  const paths = [
    ...sitePaths,
    ...features.map((feature) => `/features/${feature.slug}`),
    ...categories.map(categoryPath),
    ...allToolRefs.map((ref) => canonicalToolPath(ref.tool.slug)),
  ];
  return [...new Set(paths)];
}

/**
 * Every page in every language, each `<url>` naming all its twins (and x-default) with
 * xhtml:link alternates, as search engines ask for a site in several languages.
 */
export function renderSitemap(origin: string): string {
  const urls = sitemapPaths()
    .flatMap((path) => {
      const alternates = alternateLinks({ path, status: 200 }, origin)
        .map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
        )
        .join('\n');
      return locales.map(
        (locale) =>
          `  <url>\n    <loc>${escapeHtml(origin + localizePath(path, locale))}</loc>\n${alternates}\n  </url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
