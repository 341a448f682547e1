import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  /** The case names on the buttons, keyed by convert-case.ts's types. */
  cases: {
    upper: 'UPPER CASE',
    lower: 'lower case',
    title: 'Title Case',
    camel: 'camelCase',
    snake: 'snake_case',
  },
  fiveCases: 'The five cases',
  lineByLine:
    'camelCase and snake_case treat each line on its own and drop punctuation between words, so a list of names becomes a list of identifiers.',
  yourText: 'Your text',
  placeholder: 'Type or paste text here',
  convertTo: 'Convert to',
  converted: (name: string) => `Converted to ${name}.`,
  result: (name: string) => `Result (${name})`,
  resultHere: 'The converted text appears here as you type.',
  copiedWhat: 'The converted text',
  clear: 'Clear',
};

/** The case converter's words. */
export const caseMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    cases: {
      upper: 'ठूला अक्षर (UPPER CASE)',
      lower: 'साना अक्षर (lower case)',
      title: 'शीर्षक शैली (Title Case)',
      camel: 'camelCase',
      snake: 'snake_case',
    },
    fiveCases: 'पाँच शैली',
    lineByLine:
      'camelCase र snake_case ले हरेक लाइनलाई छुट्टै लिन्छन् र शब्दबीचका विराम चिह्न हटाउँछन्, त्यसैले नामहरूको सूची identifier हरूको सूची बन्छ।',
    yourText: 'तपाईंको पाठ',
    placeholder: 'यहाँ पाठ टाइप गर्नुहोस् वा टाँस्नुहोस्',
    convertTo: 'यसमा बदल्नुहोस्',
    converted: (name) => `${name} मा बदलियो।`,
    result: (name) => `नतिजा (${name})`,
    resultHere: 'टाइप गर्दै जाँदा बदलिएको पाठ यहाँ देखिन्छ।',
    copiedWhat: 'बदलिएको पाठ',
    clear: 'खाली गर्नुहोस्',
  },
};
