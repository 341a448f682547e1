import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  chooseImages: 'Choose images',
  image: 'Image',
  turn: 'Turn',
  angle: (degrees: number) => (degrees === 0 ? 'No turn' : `${degrees}° clockwise`),
  mirror: 'Mirror',
  flipNone: 'None',
  flipHorizontal: 'Left to right',
  flipVertical: 'Top to bottom',
  keepMetadata: 'Keep metadata (camera, date, place)',
  rotateOne: 'Rotate image',
  rotateMany: (count: number) => `Rotate ${count} images`,
  rotatedOne: 'Image rotated!',
  rotatedMany: 'Images rotated!',
  failed: 'Rotating failed',
  tryAgain: 'Please try again with a different image.',
  nothingToDo: 'Choose a turn or a mirror.',
  guideTitle: 'How it works',
  guideText:
    'Photos are first made upright as the camera recorded them, then turned clockwise and mirrored as you see them. Phone photos (HEIC) come back as JPEG.',
  guideLimits: (max: number, limit: string) =>
    `Up to ${max} images of ${limit} each: one image comes back as it is, several in a ZIP. Where the photo was taken is removed unless you keep the metadata.`,
  result: (filename: string) => `Result: ${filename}`,
  resultAlt: 'The rotated result',
  download: 'Download',
  downloadZip: 'Download ZIP',
};

export const rotateImageMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    chooseImages: 'तस्बिरहरू छान्नुहोस्',
    image: 'तस्बिर',
    turn: 'घुमाउने',
    angle: (degrees) => (degrees === 0 ? 'नघुमाउने' : `घडीको दिशामा ${degrees}°`),
    mirror: 'उल्टाउने',
    flipNone: 'नउल्टाउने',
    flipHorizontal: 'दायाँ-बायाँ',
    flipVertical: 'माथि-तल',
    keepMetadata: 'मेटाडाटा राख्ने (क्यामेरा, मिति, ठाउँ)',
    rotateOne: 'तस्बिर घुमाउनुहोस्',
    rotateMany: (count) => `${count} तस्बिर घुमाउनुहोस्`,
    rotatedOne: 'तस्बिर घुमाइयो!',
    rotatedMany: 'तस्बिरहरू घुमाइए!',
    failed: 'घुमाउन सकिएन',
    tryAgain: 'अर्को तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    nothingToDo: 'घुमाउने वा उल्टाउने तरिका छान्नुहोस्।',
    guideTitle: 'यसले कसरी काम गर्छ',
    guideText:
      'फोटो पहिले क्यामेराले राखेजस्तै सिधा बनाइन्छ, त्यसपछि घडीको दिशामा घुमाइन्छ र तपाईंले देखेजस्तै उल्टाइन्छ। फोनका HEIC फोटो JPEG भएर आउँछन्।',
    guideLimits: (max, limit) =>
      `एकपटकमा ${max} वटासम्म तस्बिर, प्रत्येक ${limit} सम्म: एउटा तस्बिर त्यसै आउँछ, धेरै भए ZIP मा। मेटाडाटा नराखेसम्म फोटो खिचेको ठाउँ हटाइन्छ।`,
    result: (filename) => `नतिजा: ${filename}`,
    resultAlt: 'घुमाइएको नतिजा',
    download: 'डाउनलोड गर्नुहोस्',
    downloadZip: 'ZIP डाउनलोड गर्नुहोस्',
  },
};
