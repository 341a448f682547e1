import type { LocalizedMessages } from '../../i18n/index.ts';
import { cropRatios, type CropRatio } from '../../../shared/jobs/crop.ts';

const en = {
  cropped: 'Image cropped successfully!',
  failed: 'Crop failed',
  tryAgain: 'Please try again with a different image.',
  guideTitle: 'Aspect ratios',
  guideSquare: 'Square 1:1 suits profile pictures; Portrait 3:4 and Landscape 4:3 suit prints.',
  guideWide:
    'Widescreen 16:9 fits video thumbnails. Social Media gives exactly 1200x630 pixels, the size link previews use.',
  guideFree:
    'Free Form: drag the box to move it, drag its corner to resize it, or type the numbers.',
  guideResult:
    'The result is a PNG named after your image: holiday.jpg becomes holiday-cropped.png.',
  chooseImage: 'Choose an image',
  pixels: (width: number, height: number) => `${width}x${height} pixels`,
  crop: 'Crop Image',
  croppedImage: 'Cropped image',
  croppedAlt: 'The cropped result',
  download: 'Download Cropped Image',
  aspectRatio: 'Aspect Ratio',
  boxLegend: 'Crop box in pixels',
  left: 'Left (X)',
  top: 'Top (Y)',
  width: 'Width',
  height: 'Height',
  willBe: (width: number, height: number) => `The result will be ${width}x${height} pixels.`,
  previewAlt: 'Yours, with the crop area marked',
  /** The ratios' names (English: shared/jobs/crop.ts's own). */
  ratios: Object.fromEntries(cropRatios.map((r) => [r.value, r.label])) as Record<
    CropRatio,
    string
  >,
};

export const cropImageMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    cropped: 'तस्बिर क्रप भयो!',
    failed: 'क्रप गर्न सकिएन',
    tryAgain: 'अर्को तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    guideTitle: 'चौडाइ र उचाइको अनुपात',
    guideSquare: 'वर्ग 1:1 प्रोफाइल फोटोका लागि ठीक हुन्छ; ठाडो 3:4 र तेर्सो 4:3 प्रिन्टका लागि ठीक हुन्छन्।',
    guideWide:
      'वाइडस्क्रिन 16:9 भिडियोको थम्बनेलमा मिल्छ। सामाजिक सञ्जालले ठ्याक्कै 1200x630 पिक्सेल दिन्छ, लिङ्क पूर्वावलोकनले प्रयोग गर्ने साइज।',
    guideFree: 'आफूखुसी: बाकस सार्न तान्नुहोस्, साइज बदल्न यसको कुना तान्नुहोस्, वा सङ्ख्या टाइप गर्नुहोस्।',
    guideResult: 'नतिजा तपाईंको तस्बिरकै नामको PNG हुन्छ: holiday.jpg बाट holiday-cropped.png बन्छ।',
    chooseImage: 'तस्बिर छान्नुहोस्',
    pixels: (width, height) => `${width}x${height} पिक्सेल`,
    crop: 'तस्बिर क्रप गर्नुहोस्',
    croppedImage: 'क्रप गरिएको तस्बिर',
    croppedAlt: 'क्रप गरिएको नतिजा',
    download: 'क्रप गरिएको तस्बिर डाउनलोड गर्नुहोस्',
    aspectRatio: 'अनुपात',
    boxLegend: 'क्रप बाकस पिक्सेलमा',
    left: 'बायाँ (X)',
    top: 'माथि (Y)',
    width: 'चौडाइ',
    height: 'उचाइ',
    willBe: (width, height) => `नतिजा ${width}x${height} पिक्सेलको हुनेछ।`,
    previewAlt: 'तपाईंको तस्बिर, क्रप गरिने भाग चिन्ह लगाइएको',
    ratios: {
      free: 'आफूखुसी',
      '1:1': 'वर्ग 1:1',
      '3:4': 'ठाडो 3:4',
      '4:3': 'तेर्सो 4:3',
      '16:9': 'वाइडस्क्रिन 16:9',
      social: 'सामाजिक सञ्जाल 1200x630',
    },
  },
};
