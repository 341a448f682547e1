import type { LocalizedMessages } from '../../i18n/index.ts';
import { toDevanagariDigits } from '../../../shared/number-text.ts';

const en = {
  howItWorks: 'How it works',
  guidePreeti:
    'Preeti draws Nepali letters in place of Latin ones, so text typed in it reads as nonsense anywhere the font is missing. Unicode text reads right everywhere and can be searched.',
  guideOrder:
    'The short i typed before its letter, the reph, half letters and conjuncts, nukta, chandrabindu, the digits and the danda are all put in Unicode order. Kantipur and PCS Nepali use the same keys as Preeti.',
  guideLatin:
    'Preeti has no Latin letters or digits: converting Unicode to Preeti writes digits as Nepali digits and leaves Latin letters as they are.',
  preetiText: 'Preeti text',
  preetiHint: 'As typed in Preeti, Kantipur or PCS Nepali: g]kfn',
  unicodeText: 'Unicode text',
  unicodeHint: 'Nepali in Unicode: नेपाल',
  copyUnicode: 'Copy Unicode',
  unicodeWhat: 'The Unicode text',
  copyPreeti: 'Copy Preeti',
  preetiWhat: 'The Preeti text',
  clear: 'Clear',
  docxTitle: 'Convert a Word document',
  docxIntro:
    'Text in Preeti, Kantipur or PCS Nepali becomes Unicode in Noto Sans Devanagari; text in other fonts is left as it was. The file never leaves your browser.',
  chooseDocx: 'Choose a .docx file',
  docxLimit: (size: string) => `A .docx file up to ${size}`,
  tooLarge: (size: string) => `This file is larger than ${size}.`,
  noPreeti: 'No text in Preeti, Kantipur or PCS Nepali was found in this document.',
  stopped: 'The conversion stopped unexpectedly. Try again, or try a smaller file.',
  converting: 'Converting the document…',
  convertedRuns: (runs: number) =>
    `Converted ${runs} ${runs === 1 ? 'run' : 'runs'} of Preeti text.`,
  longText: (shown: number, total: number) =>
    `Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} characters; Copy takes all of them. Edit the other field.`,
  downloading: (name: string) => `${name} is downloading.`,
  download: (name: string) => `Download ${name}`,
  /** The worker's refusals (docx-convert.ts), word for word. */
  refusals: {
    tooLarge: 'This file is larger than 50 MB.',
    notDocx: 'This file is not a Word document (.docx).',
    damaged: 'This .docx file is damaged: it could not be unpacked.',
  },
};

export const preetiMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howItWorks: 'यसले कसरी काम गर्छ',
    guidePreeti:
      'प्रीति फन्टले ल्याटिन अक्षरको ठाउँमा नेपाली अक्षर देखाउँछ, त्यसैले यो फन्ट नभएको ठाउँमा त्यसमा टाइप गरेको पाठ अर्थहीन देखिन्छ। युनिकोड पाठ जताततै ठीक पढिन्छ र खोज्न पनि मिल्छ।',
    guideOrder:
      'अक्षरअघि टाइप गरिने ह्रस्व इकार, रेफ, आधा अक्षर र संयुक्ताक्षर, नुक्ता, चन्द्रबिन्दु, अङ्क र पूर्णविराम सबै युनिकोडको क्रममा मिलाइन्छन्। कान्तिपुर र PCS Nepali ले पनि प्रीतिकै कुञ्जी प्रयोग गर्छन्।',
    guideLatin:
      'प्रीतिमा ल्याटिन अक्षर र अङ्क हुँदैनन्: युनिकोडबाट प्रीतिमा बदल्दा अङ्क नेपाली अङ्कमा लेखिन्छन् र ल्याटिन अक्षर जस्ताको तस्तै रहन्छन्।',
    preetiText: 'प्रीति पाठ',
    preetiHint: 'प्रीति, कान्तिपुर वा PCS Nepali मा टाइप गरेजस्तै: g]kfn',
    unicodeText: 'युनिकोड पाठ',
    unicodeHint: 'युनिकोडमा नेपाली: नेपाल',
    copyUnicode: 'युनिकोड कपी गर्नुहोस्',
    unicodeWhat: 'युनिकोड पाठ',
    copyPreeti: 'प्रीति कपी गर्नुहोस्',
    preetiWhat: 'प्रीति पाठ',
    clear: 'खाली गर्नुहोस्',
    docxTitle: 'Word कागजात बदल्नुहोस्',
    docxIntro:
      'प्रीति, कान्तिपुर वा PCS Nepali मा लेखिएको पाठ Noto Sans Devanagari फन्टमा युनिकोड बन्छ; अरू फन्टको पाठ जस्ताको तस्तै रहन्छ। फाइल तपाईंको ब्राउजरबाट कतै जाँदैन।',
    chooseDocx: '.docx फाइल छान्नुहोस्',
    docxLimit: (size) => `${size} सम्मको .docx फाइल`,
    tooLarge: (size) => `यो फाइल ${size} भन्दा ठूलो छ।`,
    noPreeti: 'यो कागजातमा प्रीति, कान्तिपुर वा PCS Nepali मा लेखिएको पाठ भेटिएन।',
    stopped: 'रूपान्तरण अचानक रोकियो। फेरि प्रयास गर्नुहोस्, वा सानो फाइल प्रयोग गर्नुहोस्।',
    converting: 'कागजात बदलिँदै छ…',
    convertedRuns: (runs) => `प्रीति पाठका ${runs} वटा अंश बदलिए।`,
    longText: (shown, total) =>
      `${toDevanagariDigits(total.toLocaleString('en-IN'))} अक्षरमध्ये पहिलो ${toDevanagariDigits(shown.toLocaleString('en-IN'))} देखाइएको छ; कपी गर्दा सबै जान्छ। अर्को बाकसमा सम्पादन गर्नुहोस्।`,
    downloading: (name) => `${name} डाउनलोड हुँदै छ।`,
    download: (name) => `${name} डाउनलोड गर्नुहोस्`,
    refusals: {
      tooLarge: 'यो फाइल 50 MB भन्दा ठूलो छ।',
      notDocx: 'यो फाइल Word कागजात (.docx) होइन।',
      damaged: 'यो .docx फाइल बिग्रिएको छ: खोल्न सकिएन।',
    },
  },
};
