import type { LocalizedMessages } from '../../../i18n/index.ts';

const en = {
  label: 'Devanagari digits (०-९)',
  hint: 'Show the results in Nepali digits. Both digit forms can be typed.',
};

export const digitsMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    label: 'देवनागरी अङ्क (०-९)',
    hint: 'नतिजा नेपाली अङ्कमा देखाउनुहोस्। दुवै किसिमका अङ्क टाइप गर्न सकिन्छ।',
  },
};
