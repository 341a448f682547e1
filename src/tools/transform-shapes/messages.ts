import type { LocalizedMessages } from '../../i18n/index.ts';
import type { Shape } from '../../../shared/jobs/shapes.ts';

const en = {
  done: 'Image transformed successfully!',
  failed: 'Transformation failed',
  failedHint: 'Please try again with a different image.',
  tips: 'Tips',
  guide: {
    centre: 'Put the subject in the middle of the picture: each shape is cut from the centre.',
    suits:
      'Square pictures suit the circle, square, hexagon, pentagon, star and heart; wide ones suit the oval and rectangle.',
    result: (size: number) =>
      `The result is a ${size}-pixel PNG, transparent around the shape, ready for profile pictures and stickers.`,
  },
  choose: 'Choose an image',
  transform: 'Transform Shape',
  resultAlt: (shape: string) => `Cut out as a ${shape}`,
  placeholder: (shape: string) => `The ${shape} appears here.`,
  download: 'Download Transformed Image',
  shape: 'Shape',
  pick: 'Or pick a shape',
  shapes: {
    circle: 'Circle',
    oval: 'Oval',
    rectangle: 'Rectangle',
    square: 'Square',
    hexagon: 'Hexagon',
    pentagon: 'Pentagon',
    star: 'Star',
    heart: 'Heart',
  } satisfies Record<Shape, string>,
  /** The shape's name inside a sentence ('Cut out as a circle'). */
  inSentence: {
    circle: 'circle',
    oval: 'oval',
    rectangle: 'rectangle',
    square: 'square',
    hexagon: 'hexagon',
    pentagon: 'pentagon',
    star: 'star',
    heart: 'heart',
  } satisfies Record<Shape, string>,
};

export const transformShapesMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    done: 'तस्बिरको आकार बदलियो!',
    failed: 'आकार बदल्न सकिएन',
    failedHint: 'कृपया अर्को तस्बिरसँग फेरि प्रयास गर्नुहोस्।',
    tips: 'सुझाव',
    guide: {
      centre: 'मुख्य कुरा तस्बिरको बीचमा राख्नुहोस्: हरेक आकार बीचबाट काटिन्छ।',
      suits:
        'वर्गाकार तस्बिर वृत्त, वर्ग, षट्भुज, पञ्चभुज, तारा र मुटुका लागि ठीक हुन्छ; चौडा तस्बिर अण्डाकार र आयतका लागि।',
      result: (size) =>
        `नतिजा ${size} पिक्सेलको PNG हो, आकारवरिपरि पारदर्शी, प्रोफाइल तस्बिर र स्टिकरका लागि तयार।`,
    },
    choose: 'तस्बिर छान्नुहोस्',
    transform: 'आकार बदल्नुहोस्',
    resultAlt: (shape) => `${shape} आकारमा काटिएको`,
    placeholder: (shape) => `${shape} यहाँ देखिन्छ।`,
    download: 'आकार बदलिएको तस्बिर डाउनलोड गर्नुहोस्',
    shape: 'आकार',
    pick: 'वा आकार छान्नुहोस्',
    shapes: {
      circle: 'वृत्त',
      oval: 'अण्डाकार',
      rectangle: 'आयत',
      square: 'वर्ग',
      hexagon: 'षट्भुज',
      pentagon: 'पञ्चभुज',
      star: 'तारा',
      heart: 'मुटु',
    },
    inSentence: {
      circle: 'वृत्त',
      oval: 'अण्डाकार',
      rectangle: 'आयत',
      square: 'वर्ग',
      hexagon: 'षट्भुज',
      pentagon: 'पञ्चभुज',
      star: 'तारा',
      heart: 'मुटु',
    },
  },
};
