import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  removed: 'Background removed successfully!',
  failed: 'Processing failed',
  tryAgain: 'Please try again with a different image.',
  guideTitle: 'How it works',
  guideModel:
    'An AI model on our server finds the subject of your photo and makes everything else transparent. Nothing is sent to any other company.',
  guideBest: 'Works best with one clear subject: a person, a pet or a product.',
  /** `{period}`: how long files are kept. */
  guideDeleted: 'The result is a PNG. Your image and the result are deleted within {period}.',
  chooseImage: 'Choose an image',
  remove: 'Remove Background',
  cutoutAlt: 'The cut-out with its background removed',
  cutoutAppears: 'The cut-out appears here.',
  download: 'Download Result',
};

export const removeBackgroundMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    removed: 'पृष्ठभूमि हटाइयो!',
    failed: 'प्रशोधन असफल भयो',
    tryAgain: 'अर्को तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    guideTitle: 'यसले कसरी काम गर्छ',
    guideModel:
      'हाम्रो सर्भरमा रहेको AI मोडेलले तपाईंको फोटोको मुख्य वस्तु पत्ता लगाउँछ र बाँकी सबै पारदर्शी बनाउँछ। अरू कुनै कम्पनीलाई केही पठाइँदैन।',
    guideBest: 'एउटै स्पष्ट वस्तु भएमा राम्रो काम गर्छ: मान्छे, घरपालुवा जनावर वा सामान।',
    guideDeleted: 'नतिजा PNG हुन्छ। तपाईंको तस्बिर र नतिजा {period}भित्र मेटाइन्छन्।',
    chooseImage: 'तस्बिर छान्नुहोस्',
    remove: 'पृष्ठभूमि हटाउनुहोस्',
    cutoutAlt: 'पृष्ठभूमि हटाइएको तस्बिर',
    cutoutAppears: 'पृष्ठभूमि हटाइएको तस्बिर यहाँ देखिन्छ।',
    download: 'नतिजा डाउनलोड गर्नुहोस्',
  },
};
