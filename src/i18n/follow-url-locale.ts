import { currentLocale, switchLocale } from './i18n.ts';
import { splitLocalePath } from '../../shared/i18n/locale.ts';

interface History {
  location: { pathname: string };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps the shown language in step with the address on back/forward (`/ne/x` ⇄ `/x`). Subscribe
 * before the router does, so the language has changed by the time the router renders the page.
 */
export function followUrlLocale(history: History): () => void {
  return history.subscribe(() => {
    const { locale } = splitLocalePath(history.location.pathname);
    if (locale !== currentLocale()) void switchLocale(locale);
  });
}
