import type { LocalizedMessages } from '../../i18n/index.ts';

/** Word to PDF's and PDF to Word's shared texts: the frame, its guide and the toasts. */
const en = {
  nav: {
    label: 'Document conversions',
    wordToPdf: 'Word to PDF',
    pdfToWord: 'PDF to Word',
  },
  guide: {
    title: 'About the document converters',
    wordToPdf:
      'Word to PDF keeps your document’s layout: headings, lists, tables and pictures. It takes .docx and .doc files.',
    pdfToWord:
      'PDF to Word makes an editable .docx with the text in reading order, its paragraphs and headings, and the pictures. A scanned page comes out as a picture.',
    limits: (period: string) =>
      `Files may be up to 50MB. They and the results are deleted within ${period}.`,
    password: 'Password-protected files cannot be converted: remove the password first.',
  },
  toasts: {
    converted: 'Document converted successfully!',
    failed: 'Conversion failed',
    failedHint: 'Please try again with a different document.',
  },
};

export const documentMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    nav: {
      label: 'कागजात रूपान्तरण',
      wordToPdf: 'Word बाट PDF',
      pdfToWord: 'PDF बाट Word',
    },
    guide: {
      title: 'कागजात रूपान्तरणबारे',
      wordToPdf:
        'Word बाट PDF ले तपाईंको कागजातको रूप जोगाउँछ: शीर्षक, सूची, तालिका र तस्बिर। यसले .docx र .doc फाइल लिन्छ।',
      pdfToWord:
        'PDF बाट Word ले पढ्ने क्रममा पाठ, त्यसका अनुच्छेद र शीर्षक, अनि तस्बिरसहित सम्पादन गर्न मिल्ने .docx बनाउँछ। स्क्यान गरिएको पृष्ठ तस्बिरकै रूपमा आउँछ।',
      limits: (period) => `फाइल 50MB सम्मको हुन सक्छ। फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
      password: 'पासवर्डले सुरक्षित फाइल बदल्न सकिँदैन: पहिले पासवर्ड हटाउनुहोस्।',
    },
    toasts: {
      converted: 'कागजात सफलतापूर्वक बदलियो!',
      failed: 'बदल्न असफल भयो',
      failedHint: 'कृपया अर्को कागजातसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
