import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueTranslation } from '../../../shared/i18n/catalogue-text.ts';
import { CATALOGUE_NAMESPACE, META_NAMESPACE } from '../../i18n/i18n.ts';
import { isLocale, localizePath, type Locale } from '../../../shared/i18n/locale.ts';
import { withRetention } from '../../lib/retention.tsx';
import { alternateLinks } from '../../../shared/seo/head-tags.ts';
import {
  resolveRouteMeta,
  type LocaleMetaText,
  type MetaTexts,
} from '../../../shared/seo/route-meta.ts';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function metaTag(attribute: 'name' | 'property', key: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  };
}

/** The head-tag texts of the shown language, from its loaded messages (English needs none). */
function loadedMetaTexts(
  i18n: ReturnType<typeof useTranslation>['i18n'],
  locale: Locale,
): MetaTexts {
  if (locale === 'en') return {};
  const meta = i18n.getResourceBundle(locale, META_NAMESPACE) as
    Omit<LocaleMetaText, 'catalogue'> | undefined;
  const catalogue = i18n.getResourceBundle(locale, CATALOGUE_NAMESPACE) as
    CatalogueTranslation | undefined;
  return meta && catalogue ? { [locale]: { ...meta, catalogue } } : {};
}

function setAlternates(links: readonly { hreflang: string; href: string }[]) {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const { hreflang, href } of links) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

/** Keeps the head in step with the route, from the same function the server uses for hard loads. */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    const found = resolveRouteMeta(localizePath(pathname, locale), loadedMetaTexts(i18n, locale));
    const meta = { ...found, description: withRetention(found.description) };
    const canonical = `${window.location.origin}${meta.canonicalPath}`;
    document.title = meta.title;
    setMeta(
      'meta[name="description"]',
      metaTag('name', 'description'),
      'content',
      meta.description,
    );
    setMeta('meta[name="keywords"]', metaTag('name', 'keywords'), 'content', meta.keywords);
    setMeta('meta[property="og:title"]', metaTag('property', 'og:title'), 'content', meta.title);
    setMeta(
      'meta[property="og:description"]',
      metaTag('property', 'og:description'),
      'content',
      meta.description,
    );
    setMeta('meta[property="og:url"]', metaTag('property', 'og:url'), 'content', canonical);
    setMeta(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      canonical,
    );
    setAlternates(alternateLinks(meta, window.location.origin));
  }, [pathname, locale, i18n]);
}
