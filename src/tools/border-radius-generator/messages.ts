import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    corners: 'Round each corner on its own, or switch on “Same radius on every corner”.',
    units:
      'Pixels give the same curve on any box; percent follows the box’s width and height, so 50% on a square makes a circle.',
    shortest: 'The CSS uses the shortest border-radius form that says the same.',
  },
  previewLabel: (radius: string) => `Box with border-radius ${radius}`,
  corners: 'Corners',
  unit: 'Unit',
  pixels: 'Pixels (px)',
  percent: 'Percent (%)',
  linked: 'Same radius on every corner',
  everyCorner: 'Every corner',
  corner: {
    topLeft: 'Top left',
    topRight: 'Top right',
    bottomRight: 'Bottom right',
    bottomLeft: 'Bottom left',
  },
};

export const borderRadiusMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      corners: 'हरेक कुना छुट्टाछुट्टै गोलो बनाउनुहोस्, वा “सबै कुनामा उस्तै गोलाइ” खोल्नुहोस्।',
      units:
        'पिक्सेलले जुनसुकै बाकसमा उस्तै घुमाइ दिन्छ; प्रतिशत बाकसको चौडाइ र उचाइअनुसार चल्छ, त्यसैले वर्गमा 50% ले वृत्त बनाउँछ।',
      shortest: 'CSS ले उही कुरा भन्ने सबैभन्दा छोटो border-radius रूप प्रयोग गर्छ।',
    },
    previewLabel: (radius) => `border-radius ${radius} भएको बाकस`,
    corners: 'कुनाहरू',
    unit: 'एकाइ',
    pixels: 'पिक्सेल (px)',
    percent: 'प्रतिशत (%)',
    linked: 'सबै कुनामा उस्तै गोलाइ',
    everyCorner: 'सबै कुना',
    corner: {
      topLeft: 'माथि बायाँ',
      topRight: 'माथि दायाँ',
      bottomRight: 'तल दायाँ',
      bottomLeft: 'तल बायाँ',
    },
  },
};
