import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  choose: 'Choose a PDF',
  action: 'Convert to Word',
  download: 'Download Word Document',
  note: 'Your PDF keeps its name: report.pdf becomes report.docx, ready to edit in Word or LibreOffice.',
};

export const pdfToWordMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    choose: 'PDF छान्नुहोस्',
    action: 'Word मा बदल्नुहोस्',
    download: 'Word कागजात डाउनलोड गर्नुहोस्',
    note: 'तपाईंको PDF को नाम उही रहन्छ: report.pdf बाट report.docx बन्छ, Word वा LibreOffice मा सम्पादन गर्न तयार।',
  },
};
