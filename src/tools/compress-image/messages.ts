import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  keep: 'Keep',
  compressedOne: 'Image compressed!',
  compressedMany: 'Images compressed!',
  failed: 'Compression failed',
  tryAgain: 'Please try again with a different image.',
  guideTitle: 'Which format?',
  guideKeep: 'Keep writes each image in its own format, only smaller.',
  guideWebp: 'WebP and AVIF give the smallest files; every current browser shows them.',
  guidePng: 'PNG is made smaller by reducing it to at most 256 colours: good for graphics.',
  guideUpright: (max: number, limit: string) =>
    `Photos are turned upright and their metadata (camera, place) removed unless you keep it. Up to ${max} images of ${limit} each.`,
  chooseImages: 'Choose images',
  image: 'Image',
  outputFormat: 'Output format',
  quality: (quality: number) => `Quality: ${quality}`,
  qualityHint: (usual: number, format: string) =>
    `1 is smallest, 100 is best. ${usual} is the usual choice for ${format}.`,
  longestSide: 'Longest side in pixels (optional)',
  sideError: (max: number) => `Enter a whole number of pixels from 1 to ${max}, or leave it blank`,
  keepSize: 'Keep the size',
  keepMetadata: 'Keep metadata (camera, date, place)',
  firstImage: 'First image',
  original: 'Original',
  noEstimate: (format: string) =>
    `No estimate for ${format}: your browser cannot encode it at a quality. The exact size shows after compressing.`,
  estimating: 'Estimating…',
  estimate: (size: string, change: string) =>
    `Estimate at this quality: ${size} (${change}), by your browser's encoder; the result may differ a little.`,
  compressMany: (count: number) => `Compress ${count} images`,
  compressOne: 'Compress image',
  downloadZip: 'Download ZIP',
  download: 'Download',
};

export const compressImageMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    keep: 'उस्तै राख्ने',
    compressedOne: 'तस्बिर कम्प्रेस भयो!',
    compressedMany: 'तस्बिरहरू कम्प्रेस भए!',
    failed: 'कम्प्रेस गर्न सकिएन',
    tryAgain: 'अर्को तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    guideTitle: 'कुन ढाँचा?',
    guideKeep: 'उस्तै राख्नेले हरेक तस्बिरलाई त्यसकै ढाँचामा, केवल सानो बनाएर लेख्छ।',
    guideWebp: 'WebP र AVIF ले सबैभन्दा साना फाइल दिन्छन्; आजका सबै ब्राउजरले तिनलाई देखाउँछन्।',
    guidePng: 'PNG लाई बढीमा 256 रङमा झारेर सानो बनाइन्छ: ग्राफिक्सका लागि राम्रो।',
    guideUpright: (max, limit) =>
      `फोटोहरू सीधा पारिन्छन् र तपाईंले नराखेसम्म तिनको मेटाडाटा (क्यामेरा, ठाउँ) हटाइन्छ। एकपटकमा ${max} वटासम्म तस्बिर, प्रत्येक ${limit} सम्म।`,
    chooseImages: 'तस्बिरहरू छान्नुहोस्',
    image: 'तस्बिर',
    outputFormat: 'नतिजाको ढाँचा',
    quality: (quality) => `गुणस्तर: ${quality}`,
    qualityHint: (usual, format) =>
      `1 सबैभन्दा सानो, 100 सबैभन्दा राम्रो। ${format} का लागि प्रायः ${usual} छानिन्छ।`,
    longestSide: 'सबैभन्दा लामो भाग पिक्सेलमा (ऐच्छिक)',
    sideError: (max) => `1 देखि ${max} सम्मको पूर्ण सङ्ख्या पिक्सेलमा लेख्नुहोस्, वा खाली छोड्नुहोस्`,
    keepSize: 'आकार उस्तै राख्ने',
    keepMetadata: 'मेटाडाटा राख्ने (क्यामेरा, मिति, ठाउँ)',
    firstImage: 'पहिलो तस्बिर',
    original: 'मूल तस्बिर',
    noEstimate: (format) =>
      `${format} को अनुमान छैन: तपाईंको ब्राउजरले यसलाई गुणस्तर तोकेर बनाउन सक्दैन। कम्प्रेस गरेपछि ठ्याक्कै आकार देखिन्छ।`,
    estimating: 'अनुमान गर्दै…',
    estimate: (size, change) =>
      `यो गुणस्तरमा अनुमान: ${size} (${change}), तपाईंको ब्राउजरको इन्कोडरले गरेको; नतिजा अलिकति फरक हुन सक्छ।`,
    compressMany: (count) => `${count} तस्बिर कम्प्रेस गर्नुहोस्`,
    compressOne: 'तस्बिर कम्प्रेस गर्नुहोस्',
    downloadZip: 'ZIP डाउनलोड गर्नुहोस्',
    download: 'डाउनलोड गर्नुहोस्',
  },
};
