import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How it works',
    convert:
      'Choose a PDF and press Convert to Images. Every page becomes a PNG at 150 dpi, sharp enough to read.',
    preview:
      'Preview any page here, or download them all in one ZIP named after your PDF: report.pdf gives report-pages.zip.',
    password: 'Password-protected PDFs cannot be converted: remove the password first.',
  },
  choosePdf: 'Choose a PDF',
  invalidType: 'Please select a valid PDF file',
  action: 'Convert to Images',
  busy: 'Converting...',
  download: 'Download Images as ZIP',
  toasts: {
    converted: 'PDF Converted',
    convertedHint: 'Every page is ready as a PNG image.',
    failed: 'Conversion Failed',
    failedHint: 'Failed to convert PDF to images',
    noFile: 'No File Selected',
    noFileHint: 'Please select a PDF file to convert',
  },
};

export const pdfToImagesMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'यसले कसरी काम गर्छ',
      convert:
        'PDF छान्नुहोस् र तस्बिरमा बदल्नुहोस् थिच्नुहोस्। हरेक पृष्ठ पढ्न पुग्ने गरी प्रस्ट, 150 dpi को PNG बन्छ।',
      preview:
        'कुनै पनि पृष्ठ यहीँ हेर्नुहोस्, वा सबैलाई तपाईंको PDF को नाम भएको एउटै ZIP मा डाउनलोड गर्नुहोस्: report.pdf बाट report-pages.zip बन्छ।',
      password: 'पासवर्डले सुरक्षित PDF बदल्न सकिँदैन: पहिले पासवर्ड हटाउनुहोस्।',
    },
    choosePdf: 'PDF छान्नुहोस्',
    invalidType: 'कृपया मान्य PDF फाइल छान्नुहोस्',
    action: 'तस्बिरमा बदल्नुहोस्',
    busy: 'बदलिँदैछ...',
    download: 'तस्बिरहरू ZIP मा डाउनलोड गर्नुहोस्',
    toasts: {
      converted: 'PDF बदलियो',
      convertedHint: 'हरेक पृष्ठ PNG तस्बिरका रूपमा तयार छ।',
      failed: 'बदल्न असफल भयो',
      failedHint: 'PDF लाई तस्बिरमा बदल्न सकिएन',
      noFile: 'कुनै फाइल छानिएको छैन',
      noFileHint: 'कृपया बदल्नका लागि PDF फाइल छान्नुहोस्',
    },
  },
};
