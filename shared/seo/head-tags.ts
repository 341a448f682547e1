import { DEFAULT_RETENTION_SECONDS, fillRetention } from '../retention.ts';
import { pageSettingNames } from '../page-setting.ts';
import { defaultLocale, localeTags, localizePath, locales } from '../i18n/locale.ts';
import type { RouteMeta } from './route-meta.ts';
import { THEME_SCRIPT_TAG } from './theme-script.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** Open Graph's locale names (language_TERRITORY). */
const ogLocales = { en: 'en_US', ne: 'ne_NP' } as const;

/** The page's twin in every language, and x-default (English) for the rest: both ways on every page. */
export function alternateLinks(meta: Pick<RouteMeta, 'path' | 'status'>, origin: string) {
  if (meta.status === 404) return [];
  const links = locales.map((locale) => ({
    hreflang: localeTags[locale],
    href: `${origin}${localizePath(meta.path, locale)}`,
  }));
  return [
    ...links,
    { hreflang: 'x-default', href: `${origin}${localizePath(meta.path, defaultLocale)}` },
  ];
}

/**
 * The head tags of a route, as the server writes them into index.html for a hard load, with the
 * server's file retention (which the page's texts say) and its configured social profiles (which
 * the footer shows) in meta tags of their own.
 */
export function renderHeadTags(
  meta: RouteMeta,
  origin: string,
  retentionSeconds = DEFAULT_RETENTION_SECONDS,
  socialLinks: readonly string[] = [],
): string {
  const canonical = escapeHtml(`${origin}${meta.canonicalPath}`);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(fillRetention(meta.description, retentionSeconds));
  return [
    THEME_SCRIPT_TAG,
    `<meta name="${pageSettingNames.retentionSeconds}" content="${Math.round(retentionSeconds)}" />`,
    socialLinks.length > 0
      ? `<meta name="${pageSettingNames.socialLinks}" content="${escapeHtml(socialLinks.join(' '))}" />`
      : '',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${ogLocales[meta.locale]}" />`,
    ...alternateLinks(meta, origin).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    meta.status === 404 ? '<meta name="robots" content="noindex" />' : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

export const HEAD_PLACEHOLDER = '<!--app-head-->';
