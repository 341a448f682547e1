import type { Locale } from './locale.ts';

/**
 * The visitor's chosen language, kept in a cookie so the server can answer an unprefixed address
 * (`/tools`) with a redirect to the chosen language's twin (`/ne/tools`) before any paint.
 */
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
