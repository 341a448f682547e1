import { useTranslation } from 'react-i18next';
import { currentLocale } from './i18n.ts';
import { isLocale } from '../../shared/i18n/locale.ts';
import type { LocalizedMessages, MessageTree, Translation } from '../../shared/i18n/messages.ts';

/**
 * A screen's own messages in the language the app shows (re-rendering when it changes). For texts
 * that belong to one tool or page; the shell's shared texts use i18next keys (`useTranslation`).
 */
export function useMessages<T extends MessageTree>(messages: LocalizedMessages<T>): Translation<T> {
  const { i18n } = useTranslation();
  if (isLocale(i18n.language) && i18n.language !== 'en') return messages[i18n.language];
  // English is the shape every translation follows, so it is a translation of itself.
  return messages.en as unknown as Translation<T>;
}

/** The language the app shows now, re-rendering when it changes. */
export function useLocaleValue(): 'en' | 'ne' {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/**
 * A text's messages in the language shown at the moment of the call, for code outside React
 * (toasts, validators, download names): call it when the text is shown, never at module load.
 */
export function currentMessages<T extends MessageTree>(
  messages: LocalizedMessages<T>,
): Translation<T> {
  const locale = currentLocale();
  if (locale !== 'en') return messages[locale];
  return messages.en as unknown as Translation<T>;
}
