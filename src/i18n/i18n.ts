import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, localeTags, type Locale } from '../../shared/i18n/locale.ts';
import { en, type ShellResources } from './resources/en.ts';

/** The namespace that holds a language's CatalogueTranslation (shared/i18n/catalogue-text.ts). */
export const CATALOGUE_NAMESPACE = 'catalogue';
/** The namespace that holds a language's head-tag texts (shared/seo/route-meta.ts LocaleMetaText). */
export const META_NAMESPACE = 'meta';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: ShellResources;
  }
}

/**
 * The one i18n instance of the app. English is bundled; another language's shell messages are
 * fetched once, the first time it is used, so English pages pay nothing for them.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: ['en', 'ne'],
  defaultNS: 'common',
  ns: Object.keys(en),
  resources: { en },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Each language's shell namespaces, plus its catalogue text under the `catalogue` namespace. */
const loaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Record<string, object>>>> = {
  ne: () =>
    import('./resources/ne.ts').then((module) => ({
      ...module.ne,
      [CATALOGUE_NAMESPACE]: module.catalogue,
      [META_NAMESPACE]: module.pageMeta,
    })),
};

function isLoaded(locale: Locale): boolean {
  return locale === 'en' || i18n.hasResourceBundle(locale, 'common');
}

async function loadShellResources(locale: Locale): Promise<void> {
  if (locale === 'en' || isLoaded(locale)) return;
  const resources = await loaders[locale]();
  for (const [namespace, messages] of Object.entries(resources)) {
    i18n.addResourceBundle(locale, namespace, messages, true, true);
  }
}

function applyLocale(locale: Locale): void {
  // With the bundle in memory and no backend, i18next changes language synchronously.
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[locale];
}

/**
 * Switches the app to `locale`: loads its messages first, then sets `<html lang>`. Synchronous when
 * the messages are already loaded, so a back/forward step changes language before the next render.
 */
export function switchLocale(locale: Locale): Promise<void> {
  if (isLoaded(locale)) {
    applyLocale(locale);
    return Promise.resolve();
  }
  return loadShellResources(locale).then(() => applyLocale(locale));
}

/** The language the app shows now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
