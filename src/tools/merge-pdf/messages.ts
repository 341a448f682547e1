import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How to merge PDFs',
    choose: (min: number, max: number) => `1. Choose ${min} to ${max} PDF files.`,
    order:
      '2. Put them in order: drag a row, or use its arrow buttons (Tab to a button, then Enter or Space).',
    merge: '3. Press Merge PDFs: every page of every file, in that order, in one PDF.',
    bookmarks:
      'The bookmarks of each file are kept and lead to its pages. Password-protected PDFs cannot be merged: remove the password first.',
    deleted: (period: string) => `Your files and the result are deleted within ${period}.`,
  },
  choosePdfs: 'Choose PDFs',
  item: 'PDF',
  action: 'Merge PDFs',
  oneMore: 'Add at least one more PDF to merge.',
  download: 'Download merged PDF',
  toasts: {
    merged: 'PDFs merged successfully!',
    failed: 'Merging failed',
    failedHint: 'Please try again with different PDFs.',
  },
};

export const mergePdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'PDF कसरी मर्ज गर्ने',
      choose: (min, max) => `1. ${min} देखि ${max} वटा PDF फाइल छान्नुहोस्।`,
      order:
        '2. तिनलाई क्रममा मिलाउनुहोस्: पङ्क्ति तान्नुहोस्, वा यसका तीर बटन प्रयोग गर्नुहोस् (Tab ले बटनमा पुगेर Enter वा Space थिच्नुहोस्)।',
      merge: '3. PDF मर्ज गर्नुहोस् थिच्नुहोस्: हरेक फाइलका सबै पृष्ठ, त्यही क्रममा, एउटै PDF मा।',
      bookmarks:
        'हरेक फाइलका बुकमार्क रहन्छन् र तिनले त्यसकै पृष्ठमा लैजान्छन्। पासवर्डले सुरक्षित PDF मर्ज गर्न सकिँदैन: पहिले पासवर्ड हटाउनुहोस्।',
      deleted: (period) => `तपाईंका फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdfs: 'PDF हरू छान्नुहोस्',
    item: 'PDF',
    action: 'PDF मर्ज गर्नुहोस्',
    oneMore: 'मर्ज गर्न कम्तीमा अर्को एउटा PDF थप्नुहोस्।',
    download: 'मर्ज गरिएको PDF डाउनलोड गर्नुहोस्',
    toasts: {
      merged: 'PDF हरू सफलतापूर्वक मर्ज भए!',
      failed: 'मर्ज गर्न असफल भयो',
      failedHint: 'कृपया अरू PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
