import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  created: 'GIF created successfully!',
  failed: 'GIF creation failed',
  tryAgain: 'Please try again with different images.',
  guideTitle: 'How to make a GIF',
  guideChoose: (max: number) =>
    `1. Choose up to ${max} images. They play in the order listed: move them up or down.`,
  guideDuration: '2. Set how long each frame shows, from 0.1 to 5 seconds.',
  guideCaption: '3. Add a caption if you like: it appears at the bottom of every frame.',
  guideLoop:
    'The GIF loops forever. Frames take the size of the first image, at most 800 pixels wide or high.',
  chooseImages: 'Choose images',
  frame: 'Frame',
  frameDuration: 'Frame duration',
  seconds: (value: string) => `${value} s`,
  durationLabel: 'Frame duration in seconds',
  durationHint: 'How long each image shows: 0.1 to 5 seconds.',
  overlay: 'Text overlay (optional)',
  overlayHint: 'Up to 100 characters, shown on every frame.',
  overlayPlaceholder: 'Happy birthday!',
  create: 'Create GIF',
  yourGif: 'Your GIF',
  gifAlt: 'The animated GIF made from your frames',
  download: 'Download GIF',
};

export const imageToGifMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    created: 'GIF बन्यो!',
    failed: 'GIF बनाउन सकिएन',
    tryAgain: 'अरू तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    guideTitle: 'GIF कसरी बनाउने',
    guideChoose: (max) =>
      `1. ${max} वटासम्म तस्बिर छान्नुहोस्। तिनीहरू सूचीको क्रममा चल्छन्: माथि वा तल सार्नुहोस्।`,
    guideDuration: '2. हरेक फ्रेम कति बेर देखिने हो, 0.1 देखि 5 सेकेन्डसम्म तोक्नुहोस्।',
    guideCaption: '3. चाहे क्याप्सन थप्नुहोस्: यो हरेक फ्रेमको तल देखिन्छ।',
    guideLoop:
      'GIF निरन्तर दोहोरिरहन्छ। फ्रेमहरूले पहिलो तस्बिरको साइज लिन्छन्, चौडाइ वा उचाइ बढीमा 800 पिक्सेल।',
    chooseImages: 'तस्बिरहरू छान्नुहोस्',
    frame: 'फ्रेम',
    frameDuration: 'फ्रेम अवधि',
    seconds: (value) => `${value} सेकेन्ड`,
    durationLabel: 'फ्रेम अवधि सेकेन्डमा',
    durationHint: 'हरेक तस्बिर कति बेर देखिन्छ: 0.1 देखि 5 सेकेन्ड।',
    overlay: 'तस्बिरमाथि पाठ (ऐच्छिक)',
    overlayHint: '100 अक्षरसम्म, हरेक फ्रेममा देखिन्छ।',
    overlayPlaceholder: 'जन्मदिनको शुभकामना!',
    create: 'GIF बनाउनुहोस्',
    yourGif: 'तपाईंको GIF',
    gifAlt: 'तपाईंका फ्रेमहरूबाट बनेको एनिमेटेड GIF',
    download: 'GIF डाउनलोड गर्नुहोस्',
  },
};
