import type { LocalizedMessages } from '../../i18n/index.ts';
import type { PdfaLevel } from '../../../shared/jobs/types/pdf-to-pdfa.ts';

const en = {
  guide: {
    title: 'About PDF/A',
    how: 'PDF/A is the PDF made for keeping: every font is embedded, colours are defined and the file says which PDF/A it is, so it opens the same way in many years. Offices, courts and archives often ask for it.',
    levels:
      'PDF/A-2b suits almost every request. PDF/A-3b is the same but may also carry attached files.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Convert to PDF/A',
  download: 'Download PDF/A',
  level: 'PDF/A version',
  levels: {
    '2b': 'PDF/A-2b (recommended)',
    '3b': 'PDF/A-3b',
  } satisfies Record<PdfaLevel, string>,
  done: 'Your archival copy is ready: same pages, same text, fonts embedded.',
  toasts: {
    done: 'PDF/A ready!',
    failed: 'Conversion failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const pdfToPdfaMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'PDF/A को बारेमा',
      how: 'PDF/A लामो समय राख्नका लागि बनेको PDF हो: सबै फन्ट भित्रै राखिन्छन्, रङ परिभाषित हुन्छन् र फाइलले आफू कुन PDF/A हो भन्छ, त्यसैले धेरै वर्षपछि पनि उस्तै खुल्छ। कार्यालय, अदालत र अभिलेखालयले प्रायः यही माग्छन्।',
      levels:
        'PDF/A-2b प्रायः सबै मागका लागि उपयुक्त हुन्छ। PDF/A-3b उस्तै हो तर यसमा संलग्न फाइल पनि राख्न सकिन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'PDF/A मा बदल्नुहोस्',
    download: 'PDF/A डाउनलोड गर्नुहोस्',
    level: 'PDF/A संस्करण',
    levels: { '2b': 'PDF/A-2b (सिफारिस गरिएको)', '3b': 'PDF/A-3b' },
    done: 'तपाईंको अभिलेख प्रति तयार छ: उही पृष्ठ, उही पाठ, फन्टसहित।',
    toasts: {
      done: 'PDF/A तयार भयो!',
      failed: 'रूपान्तरण असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
