import type { LocalizedMessages } from '../../../i18n/index.ts';

const en = {
  howItWorks: 'How it works',
  intro:
    'Type a number in any field: every other field shows the same amount in its unit. Numbers may be written 1,234.5 or 1234.5.',
  writtenForms: 'Written forms',
  copyValues: 'Copy Values',
  copiedWhat: 'The values',
  clearAll: 'Clear All',
  announce: (value: string, source: string, parts: readonly string[]) =>
    `${value} ${source} is ${parts.join(' and ')}.`,
  definitionsIntro: 'Type in any field and the others follow. The definitions used:',
  definitionsOutro: 'Clearing a field clears them all. Negative amounts are not converted.',
  field: {
    notANumber: 'Enter a number, like 1,234.5 or 1234.5.',
    negative: 'Enter zero or more: negative amounts are not converted.',
  },
};

/** The shared screen's own words (unit names come with each converter's messages). */
export const multiFieldMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howItWorks: 'यसले कसरी काम गर्छ',
    intro:
      'कुनै पनि खानामा सङ्ख्या लेख्नुहोस्: अरू सबै खानाले त्यही परिमाण आफ्नो एकाइमा देखाउँछन्। सङ्ख्या 1,234.5 वा 1234.5 जसरी पनि लेख्न सकिन्छ, नेपाली अङ्कमा पनि।',
    writtenForms: 'लेखिने ढाँचा',
    copyValues: 'मानहरू कपी गर्नुहोस्',
    copiedWhat: 'मानहरू',
    clearAll: 'सबै खाली गर्नुहोस्',
    announce: (value, source, parts) => `${value} ${source} बराबर ${parts.join(' र ')}।`,
    definitionsIntro: 'कुनै एउटा खानामा लेख्नुहोस्, अरू आफैँ मिल्छन्। प्रयोग गरिएका परिभाषा:',
    definitionsOutro: 'एउटा खाना खाली गर्दा सबै खाली हुन्छन्। ऋणात्मक परिमाण रूपान्तरण गरिँदैन।',
    field: {
      notANumber: 'सङ्ख्या लेख्नुहोस्, जस्तै 1,234.5 वा 1234.5।',
      negative: 'शून्य वा बढी लेख्नुहोस्: ऋणात्मक परिमाण रूपान्तरण गरिँदैन।',
    },
  },
};
