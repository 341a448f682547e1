import type { LocalizedMessages } from '../../i18n/index.ts';

/** Images to PDF's texts, and the links between it and PDF to Images. */
const en = {
  nav: {
    label: 'PDF and images',
    imagesToPdf: 'Images to PDF',
    pdfToImages: 'PDF to Images',
  },
  guide: {
    title: 'About Images to PDF',
    pages:
      'Up to 10 images (JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP) become one PDF, a page per image, each page fitted to its image.',
    deleted: (period: string) => `Your files and the results are deleted within ${period}.`,
  },
  chooseImages: 'Choose images',
  page: 'Page',
  action: 'Create PDF',
  download: 'Download PDF',
  toasts: {
    created: 'PDF created successfully!',
    failed: 'PDF creation failed',
    failedHint: 'Please try again with different images.',
  },
};

export const pdfToolsMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    nav: {
      label: 'PDF र तस्बिर',
      imagesToPdf: 'तस्बिरबाट PDF',
      pdfToImages: 'PDF बाट तस्बिर',
    },
    guide: {
      title: 'तस्बिरबाट PDF बारे',
      pages:
        '10 वटासम्म तस्बिर (JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF वा BMP) एउटै PDF बन्छन्: हरेक तस्बिरको एक पृष्ठ, हरेक पृष्ठ आफ्नो तस्बिरको नापमा।',
      deleted: (period) => `तपाईंका फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    chooseImages: 'तस्बिरहरू छान्नुहोस्',
    page: 'पृष्ठ',
    action: 'PDF बनाउनुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    toasts: {
      created: 'PDF सफलतापूर्वक बन्यो!',
      failed: 'PDF बनाउन असफल भयो',
      failedHint: 'कृपया अरू तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
