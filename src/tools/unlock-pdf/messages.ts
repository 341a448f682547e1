import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How unlocking works',
    how: 'Give the password that opens the PDF: the encryption is removed and you get a copy that opens without one. The pages stay exactly as they were.',
    own: 'This tool does not guess passwords: it only removes a password you know.',
    secret:
      'Your password is used for this file only: it is never stored in readable form, never logged, and forgotten when the job ends.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a locked PDF',
  action: 'Unlock PDF',
  download: 'Download unlocked PDF',
  password: 'The PDF’s password',
  show: 'Show the password',
  tooLong: 'The password may be at most 128 characters long.',
  done: 'The password is removed: this copy opens without one.',
  toasts: {
    done: 'PDF unlocked!',
    failed: 'Unlocking failed',
    failedHint: 'Check the password and try again.',
  },
};

export const unlockPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'अनलकले कसरी काम गर्छ',
      how: 'PDF खोल्ने पासवर्ड दिनुहोस्: इन्क्रिप्सन हटाइन्छ र पासवर्डबिना खुल्ने प्रति पाउनुहुन्छ। पृष्ठहरू जस्ताका तस्तै रहन्छन्।',
      own: 'यो उपकरणले पासवर्ड अनुमान गर्दैन: तपाईंलाई थाहा भएको पासवर्ड मात्र हटाउँछ।',
      secret:
        'तपाईंको पासवर्ड यही फाइलका लागि मात्र प्रयोग हुन्छ: यो पढ्न मिल्ने रूपमा कहिल्यै राखिँदैन, लगमा लेखिँदैन, र काम सकिएपछि बिर्सिइन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'ताल्चा लागेको PDF छान्नुहोस्',
    action: 'PDF अनलक गर्नुहोस्',
    download: 'अनलक भएको PDF डाउनलोड गर्नुहोस्',
    password: 'PDF को पासवर्ड',
    show: 'पासवर्ड देखाउनुहोस्',
    tooLong: 'पासवर्ड बढीमा १२८ अक्षरको हुन सक्छ।',
    done: 'पासवर्ड हटाइयो: यो प्रति पासवर्डबिना खुल्छ।',
    toasts: {
      done: 'PDF अनलक भयो!',
      failed: 'अनलक गर्न असफल भयो',
      failedHint: 'पासवर्ड जाँचेर फेरि प्रयास गर्नुहोस्।',
    },
  },
};
