import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  failure: 'Failed to format HTML',
  outputLabel: 'Formatted HTML',
  guide: {
    use: 'Paste HTML, choose the indentation and press Format.',
    result:
      'Nested elements are indented, long attribute lists are wrapped, and CSS in {style} and JavaScript in {script} are formatted too.',
    errors:
      'A closing tag that does not match is reported with its line, so you can fix the markup. Formatting happens in your browser with Prettier.',
  },
};

/** The HTML formatter's own words (the shared screen's are in text-common/messages.ts). */
export const htmlFormatterMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    failure: 'HTML फर्म्याट गर्न सकिएन',
    outputLabel: 'फर्म्याट गरिएको HTML',
    guide: {
      use: 'HTML टाँस्नुहोस्, इन्डेन्टेसन छान्नुहोस् र फर्म्याट थिच्नुहोस्।',
      result:
        'भित्री एलिमेन्टहरू इन्डेन्ट हुन्छन्, लामा एट्रिब्युट सूची अर्को लाइनमा बेरिन्छन्, र {style} भित्रको CSS तथा {script} भित्रको JavaScript पनि फर्म्याट हुन्छ।',
      errors:
        'नमिल्ने बन्द ट्याग उसको लाइनसहित देखाइन्छ, ताकि तपाईं मार्कअप सच्याउन सक्नुहुन्छ। फर्म्याट तपाईंकै ब्राउजरमा Prettier ले गर्छ।',
    },
  },
};
