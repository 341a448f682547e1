import { localizePath, splitLocalePath, type Locale } from '../../shared/i18n/locale.ts';

interface UrlRewrite {
  input: (options: { url: URL }) => URL;
  output: (options: { url: URL }) => URL;
}

/**
 * The router's view of locale prefixes: routes are defined once, unprefixed. A URL coming in loses
 * its `/ne` prefix; a URL the app builds (every `<Link>`) gets the prefix of the shown language.
 */
export function localeRewrite(shownLocale: () => Locale): UrlRewrite {
  return {
    input: ({ url }) => {
      url.pathname = splitLocalePath(url.pathname).path;
      return url;
    },
    output: ({ url }) => {
      url.pathname = localizePath(url.pathname, shownLocale());
      return url;
    },
  };
}
