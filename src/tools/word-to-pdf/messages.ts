import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  choose: 'Choose a Word document',
  action: 'Convert to PDF',
  download: 'Download PDF',
  note: 'Your document keeps its name: report.docx becomes report.pdf.',
};

export const wordToPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    choose: 'Word कागजात छान्नुहोस्',
    action: 'PDF मा बदल्नुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    note: 'तपाईंको कागजातको नाम उही रहन्छ: report.docx बाट report.pdf बन्छ।',
  },
};
