import type { LocalizedMessages } from '../../i18n/index.ts';
import type { OcrLanguage } from '../../../shared/jobs/types/ocr-pdf.ts';

const en = {
  guide: {
    title: 'How OCR works',
    how: 'Each page is read by Tesseract, a well-known open-source text reader, in the languages you choose. The text it finds is laid invisibly over the page, so the page looks the same but can be searched, selected and copied.',
    tips: 'Straight, sharp scans at 300 dpi read best. Choose both languages for pages that mix English and Nepali: it takes a little longer.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  chooseFile: 'Choose a scan',
  action: 'Make searchable',
  download: 'Download searchable PDF',
  languages: 'Languages on the pages',
  language: { eng: 'English', nep: 'Nepali (नेपाली)' } satisfies Record<OcrLanguage, string>,
  noLanguage: 'Choose at least one language.',
  skipText: 'Keep pages that already have text as they are',
  done: 'Done: the text of your scan can now be searched and copied.',
  toasts: {
    done: 'Text recognised!',
    failed: 'Text recognition failed',
    failedHint: 'Please try again with a different file.',
  },
};

export const ocrPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'OCR ले कसरी काम गर्छ',
      how: 'हरेक पृष्ठलाई तपाईंले छानेका भाषामा Tesseract ले पढ्छ, जुन चर्चित खुला स्रोतको पाठ पढ्ने उपकरण हो। भेटिएको पाठ पृष्ठमाथि नदेखिने गरी राखिन्छ, त्यसैले पृष्ठ उस्तै देखिन्छ तर खोज्न, छान्न र कपी गर्न मिल्छ।',
      tips: '300 dpi मा सिधा र सफा स्क्यान राम्रोसँग पढिन्छ। अंग्रेजी र नेपाली दुवै भएका पृष्ठका लागि दुवै भाषा छान्नुहोस्: अलि बढी समय लाग्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    chooseFile: 'स्क्यान छान्नुहोस्',
    action: 'खोज्न मिल्ने बनाउनुहोस्',
    download: 'खोज्न मिल्ने PDF डाउनलोड गर्नुहोस्',
    languages: 'पृष्ठहरूमा भएका भाषा',
    language: { eng: 'अंग्रेजी (English)', nep: 'नेपाली' },
    noLanguage: 'कम्तीमा एउटा भाषा छान्नुहोस्।',
    skipText: 'पहिल्यै पाठ भएका पृष्ठ जस्ताका तस्तै राख्नुहोस्',
    done: 'सकियो: तपाईंको स्क्यानको पाठ अब खोज्न र कपी गर्न मिल्छ।',
    toasts: {
      done: 'पाठ पहिचान भयो!',
      failed: 'पाठ पहिचान असफल भयो',
      failedHint: 'कृपया अर्को फाइलसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
