import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  failure: 'Failed to format PHP',
  outputLabel: 'Formatted PHP',
  guide: {
    use: 'Paste PHP starting with {php}, choose the indentation and press Format.',
    result:
      'The layout follows the PSR-12 style: braces, spacing and line breaks become consistent, the code does the same.',
    errors:
      'A syntax error is reported with its line. Formatting happens in your browser with Prettier and its PHP plugin.',
  },
};

/** The PHP formatter's own words (the shared screen's are in text-common/messages.ts). */
export const phpFormatterMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    failure: 'PHP फर्म्याट गर्न सकिएन',
    outputLabel: 'फर्म्याट गरिएको PHP',
    guide: {
      use: '{php} बाट सुरु हुने PHP टाँस्नुहोस्, इन्डेन्टेसन छान्नुहोस् र फर्म्याट थिच्नुहोस्।',
      result: 'बनोट PSR-12 शैलीअनुसार हुन्छ: कोष्ठक, स्पेस र लाइन ब्रेक एकनास हुन्छन्, कोडले काम उही गर्छ।',
      errors:
        'सिन्ट्याक्स त्रुटि उसको लाइनसहित देखाइन्छ। फर्म्याट तपाईंकै ब्राउजरमा Prettier र यसको PHP प्लगइनले गर्छ।',
    },
  },
};
