import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  copiedTitle: 'Copied to Clipboard',
  copied: (what: string) => `${what} copied successfully.`,
  refusedTitle: 'Could not copy',
  refused: 'Your browser did not allow copying. Select the result and copy it by hand.',
};

export const copyMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    copiedTitle: 'क्लिपबोर्डमा कपी भयो',
    copied: (what) => `${what} कपी भयो।`,
    refusedTitle: 'कपी गर्न सकिएन',
    refused: 'तपाईंको ब्राउजरले कपी गर्न दिएन। नतिजा छानेर आफैँ कपी गर्नुहोस्।',
  },
};
