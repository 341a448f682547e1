import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  howItWorks: 'How it works',
  guide: {
    local:
      'Choose or drop an image. Its colours are counted right here in your browser: the image is never uploaded.',
    grouping:
      'The colours are grouped by median cut and listed from the largest share of the image to the smallest. Transparent areas are left out.',
    count: 'Ask for 2 to 10 colours; copy one, or all of them as hex or CSS variables.',
  },
  yourImage: 'Your image',
  drop: 'Choose an image or drop it here',
  accepts: (size: string) => `PNG, JPEG, WebP, GIF, AVIF, BMP or SVG, up to ${size}`,
  reading: 'Reading the image…',
  found: (count: number, name: string) => `Found ${count} colours in ${name}.`,
  alt: (name: string) => `Your image: ${name}`,
  size: (name: string, width: number, height: number) => `${name}, ${width} × ${height} pixels`,
  dominant: 'Dominant colours',
  count: 'Number of colours',
  share: (share: string) => `${share} of the image`,
  reset: 'Reset',
  problems: {
    unreadable:
      'This image could not be read. It may be damaged, or in a format your browser cannot open.',
    transparent: 'This image has no visible pixels: every pixel is transparent.',
    notImage: (name: string) =>
      `“${name}” is not an image. Choose a PNG, JPEG, WebP, GIF, AVIF, BMP or SVG file.`,
    empty: (name: string) => `“${name}” is empty. Choose another image.`,
    tooLarge: (name: string, size: string, limit: string) =>
      `“${name}” is ${size}; images up to ${limit} can be read. Choose a smaller image.`,
  },
};

export const imageColorMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howItWorks: 'यसले कसरी काम गर्छ',
    guide: {
      local: 'तस्बिर छान्नुहोस् वा यहाँ छोड्नुहोस्। त्यसका रङ तपाईंकै ब्राउजरमा गनिन्छन्: तस्बिर कहिल्यै अपलोड हुँदैन।',
      grouping:
        'रङहरू median cut विधिले समूहमा बाँडिन्छन् र तस्बिरमा सबैभन्दा धेरै भागदेखि थोरै भागसम्म क्रमैले देखाइन्छन्। पारदर्शी भाग गनिँदैन।',
      count: '2 देखि 10 रङ माग्नुहोस्; एउटा, वा सबैलाई hex वा CSS भेरिएबलका रूपमा कपी गर्नुहोस्।',
    },
    yourImage: 'तपाईंको तस्बिर',
    drop: 'तस्बिर छान्नुहोस् वा यहाँ छोड्नुहोस्',
    accepts: (size) => `PNG, JPEG, WebP, GIF, AVIF, BMP वा SVG, ${size} सम्म`,
    reading: 'तस्बिर पढिँदै…',
    found: (count, name) => `${name} मा ${count} रङ भेटिए।`,
    alt: (name) => `तपाईंको तस्बिर: ${name}`,
    size: (name, width, height) => `${name}, ${width} × ${height} पिक्सेल`,
    dominant: 'मुख्य रङहरू',
    count: 'रङको सङ्ख्या',
    share: (share) => `तस्बिरको ${share}`,
    reset: 'रिसेट गर्नुहोस्',
    problems: {
      unreadable: 'यो तस्बिर पढ्न सकिएन। यो बिग्रेको हुन सक्छ, वा तपाईंको ब्राउजरले खोल्न नसक्ने ढाँचामा छ।',
      transparent: 'यो तस्बिरमा देखिने पिक्सेल छैन: हरेक पिक्सेल पारदर्शी छ।',
      notImage: (name) =>
        `“${name}” तस्बिर होइन। PNG, JPEG, WebP, GIF, AVIF, BMP वा SVG फाइल छान्नुहोस्।`,
      empty: (name) => `“${name}” खाली छ। अर्को तस्बिर छान्नुहोस्।`,
      tooLarge: (name, size, limit) =>
        `“${name}” ${size} को छ; ${limit} सम्मका तस्बिर मात्र पढ्न सकिन्छ। सानो तस्बिर छान्नुहोस्।`,
    },
  },
};

export type ImageProblems = (typeof imageColorMessages)['ne']['problems'];
