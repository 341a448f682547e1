import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { withRetention } from '../../lib/retention.tsx';
import { resolveRouteMeta } from '../../seo/route-meta.ts';

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

/** Keeps the head in step with the route, from the same function the server uses for hard loads. */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const found = resolveRouteMeta(pathname);
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
  }, [pathname]);
}
