import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  failure: 'Failed to format CSS',
  outputLabel: 'Formatted CSS',
  guide: {
    use: 'Paste CSS, choose the indentation and press Format.',
    result:
      'Each rule and declaration goes on its own line, with consistent spacing and quotes. The meaning of your CSS does not change.',
    errors:
      'Broken CSS is not guessed at: the error names the line and column to fix. Formatting happens in your browser with Prettier.',
  },
};

/** The CSS formatter's own words (the shared screen's are in text-common/messages.ts). */
export const cssFormatterMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    failure: 'CSS फर्म्याट गर्न सकिएन',
    outputLabel: 'फर्म्याट गरिएको CSS',
    guide: {
      use: 'CSS टाँस्नुहोस्, इन्डेन्टेसन छान्नुहोस् र फर्म्याट थिच्नुहोस्।',
      result:
        'हरेक नियम र घोषणा आफ्नै लाइनमा जान्छ, स्पेस र उद्धरण चिह्न एकनास हुन्छन्। तपाईंको CSS को अर्थ बदलिँदैन।',
      errors:
        'बिग्रिएको CSS अड्कलले मिलाइँदैन: त्रुटिले सच्याउनुपर्ने लाइन र स्तम्भ बताउँछ। फर्म्याट तपाईंकै ब्राउजरमा Prettier ले गर्छ।',
    },
  },
};
