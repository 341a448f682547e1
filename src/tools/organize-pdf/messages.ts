import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How to organize pages',
    choose: '1. Choose a PDF. Its pages appear as thumbnails, drawn in your browser.',
    arrange:
      '2. Drag a page to its new place, or use its buttons: move earlier or later, duplicate, remove. Pages you remove are left out of the new PDF; a duplicated page appears twice.',
    download: (period: string) =>
      `3. Press Organize PDF and download the new PDF. Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Organize PDF',
  download: 'Download PDF',
  unreadable:
    'The pages of this PDF cannot be shown here (it may be damaged or password-protected). You can still type the new order.',
  board: {
    legend: (pages: number, original: number) =>
      `New order: ${pages} page${pages === 1 ? '' : 's'} (the PDF has ${original})`,
    hint: 'Drag a page, or focus its buttons and use them to move, duplicate or remove it.',
    pages: 'Pages in their new order',
    page: (page: number) => `Page ${page}`,
    earlier: (page: number, position: number) => `Move page ${page} (position ${position}) earlier`,
    later: (page: number, position: number) => `Move page ${page} (position ${position}) later`,
    duplicate: (page: number, position: number) => `Duplicate page ${page} (position ${position})`,
    remove: (page: number, position: number) => `Remove page ${page} (position ${position})`,
    moved: (page: number, position: number, total: number) =>
      `Page ${page} moved to position ${position} of ${total}.`,
    duplicated: (page: number, position: number) =>
      `Page ${page} duplicated: the copy is at position ${position}.`,
    removed: (page: number, total: number) => `Page ${page} removed. ${total} pages left.`,
    reset: 'Restore the original order',
    restored: 'The original order is back.',
    empty: 'Every page has been removed: keep at least one.',
  },
  order: 'New order',
  orderHint: 'Pages in their new order, for example 3,1,2 or 1-3,5,5.',
  orderSent: (text: string) => `Order sent: ${text}`,
  toasts: {
    organized: 'PDF organized successfully!',
    failed: 'Organizing failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const organizePdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'पृष्ठहरू कसरी मिलाउने',
      choose: '1. PDF छान्नुहोस्। यसका पृष्ठहरू थम्बनेलका रूपमा देखिन्छन्, तपाईंकै ब्राउजरमा बनाइएका।',
      arrange:
        '2. पृष्ठलाई नयाँ ठाउँमा तान्नुहोस्, वा यसका बटन प्रयोग गर्नुहोस्: अगाडि वा पछाडि सार्ने, दोहोर्‍याउने, हटाउने। हटाइएका पृष्ठ नयाँ PDF मा रहँदैनन्; दोहोर्‍याइएको पृष्ठ दुई पटक आउँछ।',
      download: (period) =>
        `3. PDF मिलाउनुहोस् थिच्नुहोस् र नयाँ PDF डाउनलोड गर्नुहोस्। तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'PDF मिलाउनुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    unreadable:
      'यो PDF का पृष्ठहरू यहाँ देखाउन सकिएन (यो बिग्रिएको वा पासवर्डले सुरक्षित हुन सक्छ)। तपाईं अझै नयाँ क्रम लेख्न सक्नुहुन्छ।',
    board: {
      legend: (pages, original) => `नयाँ क्रम: ${pages} पृष्ठ (PDF मा ${original} पृष्ठ छन्)`,
      hint: 'पृष्ठलाई तान्नुहोस्, वा यसका बटनमा फोकस गरी सार्नुहोस्, दोहोर्‍याउनुहोस् वा हटाउनुहोस्।',
      pages: 'नयाँ क्रममा पृष्ठहरू',
      page: (page) => `पृष्ठ ${page}`,
      earlier: (page, position) => `पृष्ठ ${page} (स्थान ${position}) अगाडि सार्नुहोस्`,
      later: (page, position) => `पृष्ठ ${page} (स्थान ${position}) पछाडि सार्नुहोस्`,
      duplicate: (page, position) => `पृष्ठ ${page} (स्थान ${position}) दोहोर्‍याउनुहोस्`,
      remove: (page, position) => `पृष्ठ ${page} (स्थान ${position}) हटाउनुहोस्`,
      moved: (page, position, total) => `पृष्ठ ${page} लाई ${total} मध्ये स्थान ${position} मा सारियो।`,
      duplicated: (page, position) => `पृष्ठ ${page} दोहोर्‍याइयो: प्रति स्थान ${position} मा छ।`,
      removed: (page, total) => `पृष्ठ ${page} हटाइयो। ${total} पृष्ठ बाँकी।`,
      reset: 'मूल क्रम फर्काउनुहोस्',
      restored: 'मूल क्रम फर्कियो।',
      empty: 'सबै पृष्ठ हटाइए: कम्तीमा एउटा राख्नुहोस्।',
    },
    order: 'नयाँ क्रम',
    orderHint: 'नयाँ क्रममा पृष्ठहरू, जस्तै 3,1,2 वा 1-3,5,5।',
    orderSent: (text) => `पठाइने क्रम: ${text}`,
    toasts: {
      organized: 'PDF सफलतापूर्वक मिलाइयो!',
      failed: 'मिलाउन असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
