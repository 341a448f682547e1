import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How protection works',
    how: 'The PDF is encrypted with AES-256, the strongest encryption PDF readers support. Opening it asks for your password; whoever knows it can open, print and copy it.',
    keep: 'Keep the password safe: nobody, including us, can open the file without it.',
    secret:
      'Your password is used for this file only: it is never stored in readable form, never logged, and forgotten when the job ends.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Protect PDF',
  download: 'Download protected PDF',
  password: 'Password',
  passwordHint: 'From 1 to 128 characters.',
  repeat: 'Repeat the password',
  show: 'Show the password',
  mismatch: 'The two passwords are not the same.',
  tooLong: 'The password may be at most 128 characters long.',
  controlCharacters: 'The password may not contain line breaks.',
  done: 'Your PDF is locked: it opens only with this password.',
  toasts: {
    done: 'PDF protected!',
    failed: 'Protection failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const protectPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'सुरक्षाले कसरी काम गर्छ',
      how: 'PDF लाई AES-256 ले इन्क्रिप्ट गरिन्छ, जुन PDF रिडरहरूले चिन्ने सबैभन्दा बलियो इन्क्रिप्सन हो। खोल्दा तपाईंको पासवर्ड सोधिन्छ; पासवर्ड थाहा हुनेले यसलाई खोल्न, छाप्न र कपी गर्न सक्छ।',
      keep: 'पासवर्ड सुरक्षित राख्नुहोस्: यसबिना हामीसहित कसैले पनि फाइल खोल्न सक्दैन।',
      secret:
        'तपाईंको पासवर्ड यही फाइलका लागि मात्र प्रयोग हुन्छ: यो पढ्न मिल्ने रूपमा कहिल्यै राखिँदैन, लगमा लेखिँदैन, र काम सकिएपछि बिर्सिइन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'PDF सुरक्षित गर्नुहोस्',
    download: 'सुरक्षित PDF डाउनलोड गर्नुहोस्',
    password: 'पासवर्ड',
    passwordHint: '१ देखि १२८ अक्षरसम्म।',
    repeat: 'पासवर्ड फेरि लेख्नुहोस्',
    show: 'पासवर्ड देखाउनुहोस्',
    mismatch: 'दुई पासवर्ड उस्तै छैनन्।',
    tooLong: 'पासवर्ड बढीमा १२८ अक्षरको हुन सक्छ।',
    controlCharacters: 'पासवर्डमा लाइन ब्रेक राख्न मिल्दैन।',
    done: 'तपाईंको PDF मा ताल्चा लाग्यो: यो यही पासवर्डले मात्र खुल्छ।',
    toasts: {
      done: 'PDF सुरक्षित भयो!',
      failed: 'सुरक्षित गर्न असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
