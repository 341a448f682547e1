/**
 * The shell's English messages, by namespace (i18next keys: `t('common:language.switchTo')`).
 * Bundled with the app; other languages load on demand (src/i18n/i18n.ts).
 */
export const en = {
  common: {
    language: {
      label: 'Language',
      switchTo: 'Read this page in {{language}}',
    },
  },
} as const;

export type ShellResources = typeof en;
