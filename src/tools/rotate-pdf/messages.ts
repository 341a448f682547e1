import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How rotating works',
    how: 'Each chosen page is turned by setting its rotation, the way a PDF reader turns it: nothing is redrawn, so text, images and links stay exactly as they were.',
    pages:
      'Leave the pages empty to turn every page, or type pages and ranges such as 1-3,5 (8- runs to the last page).',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Rotate PDF',
  download: 'Download PDF',
  angle: 'Turn the pages',
  angles: {
    '90': '90° clockwise',
    '180': '180° (upside down)',
    '270': '90° anticlockwise',
  },
  pages: 'Pages to turn (optional)',
  pagesHint: 'Empty: every page. Or for example 1-3,5.',
  toasts: {
    rotated: 'PDF rotated successfully!',
    failed: 'Rotation failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const rotatePdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'घुमाउने काम कसरी हुन्छ',
      how: 'छानिएका हरेक पृष्ठको घुमाइ मात्र बदलिन्छ, PDF रिडरले घुमाएजस्तै: केही पनि फेरि बनाइँदैन, त्यसैले पाठ, तस्बिर र लिङ्क जस्ताको तस्तै रहन्छन्।',
      pages:
        'सबै पृष्ठ घुमाउन पृष्ठ खाली छोड्नुहोस्, वा 1-3,5 जस्ता पृष्ठ र दायरा लेख्नुहोस् (8- ले अन्तिम पृष्ठसम्म जनाउँछ)।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'PDF घुमाउनुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    angle: 'पृष्ठ घुमाउने',
    angles: {
      '90': '90° घडीको दिशामा',
      '180': '180° (उल्टो)',
      '270': '90° घडीको उल्टो दिशामा',
    },
    pages: 'घुमाउने पृष्ठ (ऐच्छिक)',
    pagesHint: 'खाली: सबै पृष्ठ। वा उदाहरणका लागि 1-3,5।',
    toasts: {
      rotated: 'PDF सफलतापूर्वक घुमाइयो!',
      failed: 'घुमाउन असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
