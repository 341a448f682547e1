import {
  allToolRefs,
  canonicalToolPath,
  categories,
  categoryPath,
  features,
} from '../catalogue/index.ts';
import { escapeHtml } from './head-tags.ts';

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

export function renderSitemap(origin: string): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
