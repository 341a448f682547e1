import type { LocalizedMessages } from '../../i18n/index.ts';
import { MAX_SIZE, MIN_SIZE } from './qr.ts';

/** qr.ts's fixed messages, word for word: the screen shows these in the shown language. */
export const qrEnglish = {
  empty: 'Enter the text or link to put in the QR code.',
  colours: 'Colours must be six-digit hex values such as #000000.',
  size: `The size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}.`,
  tooMuch: 'Too much text for a QR code (at most about 2,900 characters). Shorten it.',
  alike:
    'The two colours are too alike: many scanners will not read this code. Use a darker code or a lighter background.',
  inverted:
    'A light code on a dark background is not read by every scanner. Dark on light is safest.',
};

const en = {
  qr: qrEnglish,
  /** qr.ts's messages with a value in them. */
  tooMuchAt: (level: string) =>
    `Too much text for a QR code at error correction ${level}. Shorten it, or choose a lower level: Low holds the most.`,
  couldNotMake: (reason: string) => `The QR code could not be made: ${reason}`,
  /** The error-correction levels, keyed by qr.ts's values. */
  levels: {
    L: 'Low (7%): Holds the most text',
    M: 'Medium (15%): A good default',
    Q: 'Quartile (25%): For print that may get dirty',
    H: 'High (30%): Survives a logo on top',
  },
  pngFailed: 'The PNG could not be made. Try again, or download the SVG.',
  textOrLink: 'Text or link',
  characters: (count: number) => `${count} characters`,
  errorCorrection: 'Error correction',
  imageSize: 'Image size',
  imageSizeLabel: 'Image size in pixels',
  codeColour: 'Code colour',
  background: 'Background',
  alt: (text: string) => `QR code for: ${text}`,
  appearsHere: 'The QR code appears here.',
  version: (version: number, modules: number) =>
    `Version ${version}, ${modules} x ${modules} modules`,
  ready: (version: number) => `QR code ready, version ${version}.`,
  guide: {
    use: 'Type a link or any text: the code updates as you type. Download it as PNG for documents and screens, or SVG for print at any size.',
    correction:
      'Higher error correction keeps the code readable when it is damaged or partly covered, but holds less text and makes a denser code.',
    contrast:
      'Keep a dark code on a light background and leave the white border around it. Test the code with your phone before printing.',
  },
};

/** The QR code generator's words. */
export const qrMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    qr: {
      empty: 'QR कोडमा राख्ने पाठ वा लिङ्क लेख्नुहोस्।',
      colours: 'रङहरू #000000 जस्ता छ अङ्कका hex मान हुनुपर्छ।',
      size: `आकार ${MIN_SIZE} देखि ${MAX_SIZE} सम्मको पूर्ण सङ्ख्या (पिक्सेल) हुनुपर्छ।`,
      tooMuch: 'QR कोडका लागि पाठ धेरै लामो भयो (बढीमा करिब 2,900 अक्षर)। छोट्याउनुहोस्।',
      alike: 'दुई रङ धेरै उस्तै छन्: धेरै स्क्यानरले यो कोड पढ्दैनन्। कोडको रङ गाढा वा पृष्ठभूमि हल्का बनाउनुहोस्।',
      inverted:
        'गाढा पृष्ठभूमिमा हल्का कोड सबै स्क्यानरले पढ्दैनन्। हल्का पृष्ठभूमिमा गाढा कोड सबैभन्दा सुरक्षित हुन्छ।',
    },
    tooMuchAt: (level) =>
      `त्रुटि सुधार ${level} मा QR कोडका लागि पाठ धेरै लामो भयो। छोट्याउनुहोस्, वा तल्लो स्तर छान्नुहोस्: न्यूनले सबैभन्दा धेरै पाठ अटाउँछ।`,
    couldNotMake: (reason) => `QR कोड बनाउन सकिएन: ${reason}`,
    levels: {
      L: 'न्यून (7%): सबैभन्दा धेरै पाठ अटाउँछ',
      M: 'मध्यम (15%): सामान्य प्रयोगका लागि ठीक',
      Q: 'उच्च-मध्यम (25%): फोहोर हुन सक्ने छपाइका लागि',
      H: 'उच्च (30%): माथि लोगो राख्दा पनि पढिन्छ',
    },
    pngFailed: 'PNG बनाउन सकिएन। फेरि प्रयास गर्नुहोस्, वा SVG डाउनलोड गर्नुहोस्।',
    textOrLink: 'पाठ वा लिङ्क',
    characters: (count) => `${count} अक्षर`,
    errorCorrection: 'त्रुटि सुधार',
    imageSize: 'तस्बिरको आकार',
    imageSizeLabel: 'पिक्सेलमा तस्बिरको आकार',
    codeColour: 'कोडको रङ',
    background: 'पृष्ठभूमि',
    alt: (text) => `यसको QR कोड: ${text}`,
    appearsHere: 'QR कोड यहाँ देखिन्छ।',
    version: (version, modules) => `संस्करण ${version}, ${modules} x ${modules} मोड्युल`,
    ready: (version) => `QR कोड तयार छ, संस्करण ${version}।`,
    guide: {
      use: 'लिङ्क वा जुनसुकै पाठ टाइप गर्नुहोस्: टाइप गर्दै जाँदा कोड बदलिन्छ। कागजात र स्क्रिनका लागि PNG, जुनसुकै आकारमा छाप्न SVG डाउनलोड गर्नुहोस्।',
      correction:
        'बढी त्रुटि सुधारले कोड बिग्रिए वा केही छोपिए पनि पढ्न मिल्ने बनाउँछ, तर यसमा कम पाठ अटाउँछ र कोड बाक्लो हुन्छ।',
      contrast:
        'हल्का पृष्ठभूमिमा गाढा कोड राख्नुहोस् र वरिपरिको सेतो किनारा नहटाउनुहोस्। छाप्नुअघि आफ्नो फोनले कोड जाँच्नुहोस्।',
    },
  },
};
