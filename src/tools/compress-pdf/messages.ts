import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How compression works',
    how: 'Images in the PDF are scaled down and saved again at a lower quality: to about 300 dpi (low), 150 dpi (medium) or 72 dpi (high). Fonts are trimmed to the letters used and repeated images stored once. Text stays text.',
    text: 'PDFs of mostly text shrink little. When the result would not be smaller, you get your original file back.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Compress PDF',
  download: 'Download PDF',
  level: 'Compression level',
  levels: {
    low: 'Low: best quality',
    medium: 'Medium',
    high: 'High: smallest file',
  },
  notSmaller: (before: string) =>
    `This PDF could not be made smaller, so your original file (${before}) is returned unchanged.`,
  /** `{saved}` is the part drawn in bold (`smaller`). */
  sizes: (before: string, after: string) => `${before} to ${after}: {saved}.`,
  smaller: (percent: number) => `${percent}% smaller`,
  toasts: {
    compressed: 'PDF compressed successfully!',
    failed: 'Compression failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const compressPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'कम्प्रेसनले कसरी काम गर्छ',
      how: 'PDF भित्रका तस्बिर सानो बनाइन्छन् र कम गुणस्तरमा फेरि सुरक्षित गरिन्छन्: करिब 300 dpi (न्यून), 150 dpi (मध्यम) वा 72 dpi (उच्च) मा। फन्टमा प्रयोग भएका अक्षर मात्र राखिन्छन् र दोहोरिएका तस्बिर एकपटक मात्र राखिन्छन्। पाठ पाठकै रूपमा रहन्छ।',
      text: 'प्रायः पाठ मात्र भएका PDF थोरै मात्र सानो हुन्छन्। नतिजा सानो नहुने भए तपाईंलाई आफ्नै मूल फाइल फिर्ता दिइन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'PDF कम्प्रेस गर्नुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    level: 'कम्प्रेसनको स्तर',
    levels: {
      low: 'न्यून: उत्तम गुणस्तर',
      medium: 'मध्यम',
      high: 'उच्च: सबैभन्दा सानो फाइल',
    },
    notSmaller: (before) =>
      `यो PDF अझ सानो बनाउन सकिएन, त्यसैले तपाईंको मूल फाइल (${before}) जस्ताको तस्तै फिर्ता दिइएको छ।`,
    sizes: (before, after) => `${before} बाट ${after}: {saved}।`,
    smaller: (percent) => `${percent}% सानो`,
    toasts: {
      compressed: 'PDF सफलतापूर्वक कम्प्रेस भयो!',
      failed: 'कम्प्रेस गर्न असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
