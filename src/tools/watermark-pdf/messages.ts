import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    title: 'How the watermark is added',
    how: 'Your text is drawn across the middle of every page as real, see-through text, over the page. The page’s own text stays as it was: it can still be selected, copied and searched.',
    nepali:
      'Write it in English or Nepali: the Noto Sans Devanagari font is embedded in the PDF. On small pages the text is made smaller so it fits.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Add watermark',
  download: 'Download PDF',
  text: 'Watermark text',
  textHint: 'Up to 100 characters, for example CONFIDENTIAL or गोप्य.',
  opacity: 'Opacity',
  opacityValue: (percent: number) => `${percent}%`,
  angle: 'Angle (degrees, anticlockwise)',
  fontSize: 'Font size (points)',
  preview: 'Preview of the watermark on a page',
  problems: {
    empty: 'Enter the text to draw.',
    tooLong: 'The text may be at most 100 characters long.',
    letters: 'Use Latin or Devanagari letters, digits and punctuation only.',
    angle: 'Enter an angle from -180 to 180 degrees.',
    fontSize: 'Enter a size from 8 to 200 points.',
  },
  toasts: {
    watermarked: 'Watermark added!',
    failed: 'Watermarking failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const watermarkPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'वाटरमार्क कसरी राखिन्छ',
      how: 'तपाईंको पाठ हरेक पृष्ठको बीचबाट, पृष्ठमाथि, साँचो र पारदर्शी पाठका रूपमा लेखिन्छ। पृष्ठको आफ्नै पाठ जस्ताको तस्तै रहन्छ: यसलाई अझै छान्न, कपी गर्न र खोज्न सकिन्छ।',
      nepali:
        'नेपाली वा अङ्ग्रेजीमा लेख्नुहोस्: Noto Sans Devanagari फन्ट PDF भित्रै राखिन्छ। साना पृष्ठमा पाठ अटाउने गरी सानो बनाइन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'वाटरमार्क राख्नुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    text: 'वाटरमार्कको पाठ',
    textHint: 'बढीमा १०० अक्षर, जस्तै गोप्य वा CONFIDENTIAL।',
    opacity: 'पारदर्शिता',
    opacityValue: (percent) => `${percent}%`,
    angle: 'कोण (डिग्री, घडीको उल्टो दिशामा)',
    fontSize: 'फन्ट साइज (पोइन्ट)',
    preview: 'पृष्ठमा वाटरमार्कको झलक',
    problems: {
      empty: 'लेख्ने पाठ लेख्नुहोस्।',
      tooLong: 'पाठ बढीमा १०० अक्षरको हुन सक्छ।',
      letters: 'ल्याटिन वा देवनागरी अक्षर, अङ्क र चिह्न मात्र प्रयोग गर्नुहोस्।',
      angle: '-180 देखि 180 डिग्रीसम्मको कोण लेख्नुहोस्।',
      fontSize: '8 देखि 200 पोइन्टसम्मको साइज लेख्नुहोस्।',
    },
    toasts: {
      watermarked: 'वाटरमार्क राखियो!',
      failed: 'वाटरमार्क राख्न असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
