import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    choose: 'Click the colour well to choose a colour, or type a hex code of six digits.',
    update: 'HEX, RGB and HSL update at once; copy any of them with its button.',
    contrast:
      'The contrast lines tell you whether white or black text is readable on the colour (WCAG AA: 4.5:1 for text, 3:1 for large text).',
  },
  chooseColour: 'Choose a colour',
  chosen: (value: string) => `Chosen colour ${value}`,
  colour: 'Colour',
  hint: 'Six hex digits, like #3498db',
  values: 'Values',
  textOnColour: 'Text on this colour',
  sample: (text: string, hex: string) => `Sample: ${text.toLowerCase()} on ${hex}`,
  texts: { 'White text': 'White text', 'Black text': 'Black text' },
  normalText: 'Normal text',
  largeText: 'Large text',
  verdict: (label: string, pass: boolean) => `${label} ${pass ? 'passes' : 'fails'}`,
};

export const colorPickerMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      choose: 'रङ छान्न रङको बट्टामा क्लिक गर्नुहोस्, वा छ अङ्कको hex कोड लेख्नुहोस्।',
      update: 'HEX, RGB र HSL तुरुन्तै बदलिन्छन्; जुनसुकैलाई त्यसको बटनले कपी गर्नुहोस्।',
      contrast:
        'कन्ट्रास्टका पङ्क्तिले त्यो रङमाथि सेतो वा कालो पाठ पढ्न सकिन्छ कि सकिँदैन भन्छन् (WCAG AA: पाठका लागि 4.5:1, ठूलो पाठका लागि 3:1)।',
    },
    chooseColour: 'रङ छान्नुहोस्',
    chosen: (value) => `छानिएको रङ ${value}`,
    colour: 'रङ',
    hint: 'छ वटा hex अङ्क, जस्तै #3498db',
    values: 'मानहरू',
    textOnColour: 'यो रङमाथि पाठ',
    sample: (text, hex) => `नमुना: ${hex} माथि ${text}`,
    texts: { 'White text': 'सेतो पाठ', 'Black text': 'कालो पाठ' },
    normalText: 'सामान्य पाठ',
    largeText: 'ठूलो पाठ',
    verdict: (label, pass) => `${label} ${pass ? 'पास' : 'फेल'}`,
  },
};
