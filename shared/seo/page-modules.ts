import { findAlias, findTool, screenOf, type Tool } from '../catalogue/index.ts';
import { splitLocalePath } from '../i18n/locale.ts';

/** The module holding a language's messages (src/i18n/i18n.ts loads it before the first render). */
const nepaliMessages = 'src/i18n/resources/ne.ts';

const screenModule = (tool: Tool) => `src/tools/${screenOf(tool)}/screen.tsx`;

const sitePages: Record<string, string> = {
  about: 'src/pages/site/about-page.tsx',
  services: 'src/pages/site/services-page.tsx',
  contact: 'src/pages/contact/contact-page.tsx',
  privacy: 'src/pages/site/legal-pages.tsx',
  terms: 'src/pages/site/legal-pages.tsx',
  'cookie-policy': 'src/pages/site/legal-pages.tsx',
  gdpr: 'src/pages/site/legal-pages.tsx',
};

/**
 * The source modules a page loads lazily (the app itself, src/main.tsx imports it; its route's
 * component, and on a tool page the tool's screen, as src/app/router.tsx loads them). The server names their built files in the page's
 * head (modulepreload), so the browser fetches them with the app instead of one after another.
 */
export function pageModules(url: string): string[] {
  const { locale, path } = splitLocalePath(url.split(/[?#]/)[0] ?? '/');
  const modules = ['src/app/start.tsx', ...routeModules(path)];
  return locale === 'ne' ? [nepaliMessages, ...modules] : modules;
}

function routeModules(path: string): string[] {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third] = parts;
  if (first === 'tools') {
    if (parts.length === 1) return ['src/pages/tools-index/tools-index-page.tsx'];
    if (parts.length === 2 && second) {
      const alias = findAlias(second);
      return [
        'src/pages/category/category-route.tsx',
        ...(alias ? [screenModule(alias.tool)] : []),
      ];
    }
    if (parts.length === 3 && second && third) {
      const ref = findTool(second, third);
      return ['src/pages/tool/tool-route.tsx', ...(ref ? [screenModule(ref.tool)] : [])];
    }
    return [];
  }
  if (first === 'features' && parts.length === 2) return ['src/pages/feature/feature-route.tsx'];
  const page = parts.length === 1 && first ? sitePages[first] : undefined;
  return page ? [page] : [];
}
