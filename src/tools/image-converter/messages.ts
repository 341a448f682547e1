import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  convertedOne: 'Image converted successfully!',
  convertedMany: 'Images converted successfully!',
  failed: 'Conversion failed',
  tryAgain: 'Please try again with a different image.',
  guideTitle: 'Which format?',
  guidePng: 'PNG keeps every pixel and transparency: best for screenshots and logos.',
  guideJpg: 'JPG (also called JPEG) makes small files for photos. Transparent areas become white.',
  guideWebp: 'WebP is smaller still and keeps transparency; every current browser shows it.',
  guideLimits: (max: number, limit: string) =>
    `Photos are turned upright by their camera orientation. Up to ${max} images of ${limit} each; several come back in one ZIP, each under its own name.`,
  chooseImages: 'Choose images',
  image: 'Image',
  currentFormat: (format: string) => `Current format: ${format}`,
  unknown: 'Unknown',
  convertTo: 'Convert To',
  convertMany: (count: number) => `Convert ${count} Images`,
  convertOne: 'Convert Image',
  result: (filename: string) => `Result: ${filename}`,
  resultAlt: 'The converted result',
  downloadZip: 'Download ZIP',
  download: 'Download',
};

export const imageConverterMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    convertedOne: 'तस्बिरको ढाँचा बदलियो!',
    convertedMany: 'तस्बिरहरूको ढाँचा बदलियो!',
    failed: 'ढाँचा बदल्न सकिएन',
    tryAgain: 'अर्को तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    guideTitle: 'कुन ढाँचा?',
    guidePng: 'PNG ले हरेक पिक्सेल र पारदर्शिता राख्छ: स्क्रिनसट र लोगोका लागि उत्तम।',
    guideJpg: 'JPG (JPEG पनि भनिन्छ) ले फोटोका लागि साना फाइल बनाउँछ। पारदर्शी भाग सेतो हुन्छ।',
    guideWebp: 'WebP अझ सानो हुन्छ र पारदर्शिता राख्छ; आजका सबै ब्राउजरले यसलाई देखाउँछन्।',
    guideLimits: (max, limit) =>
      `फोटोहरू क्यामेराको दिशा अनुसार सीधा पारिन्छन्। एकपटकमा ${max} वटासम्म तस्बिर, प्रत्येक ${limit} सम्म; धेरै भए हरेक आफ्नै नाममा एउटै ZIP मा आउँछन्।`,
    chooseImages: 'तस्बिरहरू छान्नुहोस्',
    image: 'तस्बिर',
    currentFormat: (format) => `अहिलेको ढाँचा: ${format}`,
    unknown: 'थाहा नभएको',
    convertTo: 'यसमा बदल्नुहोस्',
    convertMany: (count) => `${count} तस्बिरको ढाँचा बदल्नुहोस्`,
    convertOne: 'तस्बिरको ढाँचा बदल्नुहोस्',
    result: (filename) => `नतिजा: ${filename}`,
    resultAlt: 'ढाँचा बदलिएको नतिजा',
    downloadZip: 'ZIP डाउनलोड गर्नुहोस्',
    download: 'डाउनलोड गर्नुहोस्',
  },
};
