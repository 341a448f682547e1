export { currentLocale, i18n, switchLocale } from './i18n.ts';
export {
  defaultLocale,
  isLocale,
  localeNames,
  localeTags,
  localizePath,
  locales,
  splitLocalePath,
  type Locale,
} from '../../shared/i18n/locale.ts';
export type { LocalizedMessages, MessageTree, Translation } from '../../shared/i18n/messages.ts';
export { currentMessages, useLocaleValue, useMessages } from './use-messages.ts';
export {
  translateCategory,
  translateTool,
  type CatalogueTranslation,
} from '../../shared/i18n/catalogue-text.ts';
export { useCatalogueText } from './use-catalogue-text.ts';
export { knownMessage } from './known-message.ts';
export { richText } from './rich-text.tsx';
