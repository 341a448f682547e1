import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  copiedTitle: 'Copied to clipboard!',
  copied: (what: string) => `${what} is on your clipboard.`,
  defaultWhat: 'The result',
  failedTitle: 'Copy failed',
  failed: 'Your browser did not allow copying. Select the text and copy it by hand.',
  copy: 'Copy',
};

/** The words of the text tools' copy button and its toasts. */
export const copyButtonMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    copiedTitle: 'क्लिपबोर्डमा कपी भयो!',
    copied: (what) => `${what} क्लिपबोर्डमा छ।`,
    defaultWhat: 'नतिजा',
    failedTitle: 'कपी हुन सकेन',
    failed: 'तपाईंको ब्राउजरले कपी गर्न दिएन। पाठ छानेर आफैँ कपी गर्नुहोस्।',
    copy: 'कपी',
  },
};
