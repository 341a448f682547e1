import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  failure: 'Failed to format JavaScript',
  outputLabel: 'Formatted JavaScript',
  guide: {
    use: 'Paste JavaScript (modern syntax and JSX are fine), choose the indentation and press Format.',
    result:
      'Spacing, line breaks, semicolons and quotes become consistent; what the code does stays the same.',
    errors:
      'A syntax error is reported with its line and column. Formatting happens in your browser with Prettier.',
  },
};

/** The JavaScript formatter's own words (the shared screen's are in text-common/messages.ts). */
export const javaScriptFormatterMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    failure: 'JavaScript फर्म्याट गर्न सकिएन',
    outputLabel: 'फर्म्याट गरिएको JavaScript',
    guide: {
      use: 'JavaScript टाँस्नुहोस् (आधुनिक सिन्ट्याक्स र JSX पनि चल्छ), इन्डेन्टेसन छान्नुहोस् र फर्म्याट थिच्नुहोस्।',
      result: 'स्पेस, लाइन ब्रेक, सेमिकोलन र उद्धरण चिह्न एकनास हुन्छन्; कोडले गर्ने काम उस्तै रहन्छ।',
      errors: 'सिन्ट्याक्स त्रुटि लाइन र स्तम्भसहित देखाइन्छ। फर्म्याट तपाईंकै ब्राउजरमा Prettier ले गर्छ।',
    },
  },
};
