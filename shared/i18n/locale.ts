/**
 * The languages the site speaks. English is the default and has unprefixed paths; every other
 * language lives under its own prefix (`/ne/tools/...`). Shared by the client and the server.
 */
export const locales = ['en', 'ne'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The `lang` attribute and the hreflang value of each locale. */
export const localeTags: Readonly<Record<Locale, string>> = { en: 'en', ne: 'ne' };

/** The name of each language in itself, as the language switch shows it. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', ne: 'नेपाली' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Splits `/ne/tools/x` into `{ locale: 'ne', path: '/tools/x' }`; unprefixed paths are English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The path of `path` (an unprefixed app path) in `locale`: `/tools` → `/ne/tools`, `/` → `/ne/`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}
