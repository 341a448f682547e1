import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  /** url-codec.ts's messages, word for word (the screen matches them to show the shown language's). */
  codec: {
    brokenCharacter: (position: string) =>
      `The text has a broken character at position ${position} (half of an emoji or symbol) that cannot be encoded. Delete it and try again.`,
    strayPercent: (position: string) =>
      `'%' at position ${position} must be followed by two hex digits, as in %20. Write %25 for a literal '%'.`,
    notUtf8: (bytes: string, position: string) =>
      `The bytes ${bytes} at position ${position} are not valid UTF-8 text.`,
    notPercent: 'The text is not valid percent-encoding.',
  },
  modes: {
    component: 'Query value or path part',
    componentHint: 'Encodes every special character, / ? & = # included (encodeURIComponent).',
    url: 'Whole URL',
    urlHint: 'Keeps the URL working: encodes spaces and non-ASCII only (encodeURI).',
  },
  encoded: 'Encoded.',
  decoded: 'Decoded.',
  what: 'What are you encoding?',
  input: 'Text or URL',
  encode: 'Encode',
  decode: 'Decode',
  plusAsSpace: 'Decode + as a space (form data)',
  result: 'Result',
  resultHere: 'The result appears here.',
  useResult: 'Use result as input',
  whichMode: 'Which mode?',
  guide: {
    component:
      '{component}: for one piece you put into a URL, such as a search term. {ampersand} becomes {escaped}, so it cannot break the URL around it.',
    url: '{url}: for a complete address with spaces or accents. Its {slash}, {question} and {and} keep their meaning.',
    decoding:
      'Decoding turns {encoded} back into {e}. A stray {percent} or bytes that are not UTF-8 are pointed out with their position.',
  },
};

/** The URL encoder and decoder's words. */
export const urlMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    codec: {
      brokenCharacter: (position) =>
        `पाठमा स्थान ${position} मा बिग्रिएको अक्षर छ (इमोजी वा चिह्नको आधा भाग), जसलाई इन्कोड गर्न सकिँदैन। त्यसलाई मेटाएर फेरि प्रयास गर्नुहोस्।`,
      strayPercent: (position) =>
        `स्थान ${position} को '%' पछि %20 जस्तै दुई hex अङ्क हुनुपर्छ। '%' आफैँ लेख्न %25 लेख्नुहोस्।`,
      notUtf8: (bytes, position) => `स्थान ${position} का बाइट ${bytes} सही UTF-8 पाठ होइनन्।`,
      notPercent: 'यो पाठ सही percent-encoding होइन।',
    },
    modes: {
      component: 'क्वेरी मान वा पाथको भाग',
      componentHint: '/ ? & = # सहित हरेक विशेष अक्षर इन्कोड गर्छ (encodeURIComponent)।',
      url: 'पूरै URL',
      urlHint: 'URL चलिरहने गरी खाली ठाउँ र ASCII बाहिरका अक्षर मात्र इन्कोड गर्छ (encodeURI)।',
    },
    encoded: 'इन्कोड गरियो।',
    decoded: 'डिकोड गरियो।',
    what: 'तपाईं के इन्कोड गर्दै हुनुहुन्छ?',
    input: 'पाठ वा URL',
    encode: 'इन्कोड गर्नुहोस्',
    decode: 'डिकोड गर्नुहोस्',
    plusAsSpace: '+ लाई खाली ठाउँका रूपमा डिकोड गर्ने (फारम डेटा)',
    result: 'नतिजा',
    resultHere: 'नतिजा यहाँ देखिन्छ।',
    useResult: 'नतिजालाई इनपुट बनाउनुहोस्',
    whichMode: 'कुन तरिका?',
    guide: {
      component:
        '{component}: URL भित्र राख्ने एउटा टुक्राका लागि, जस्तै खोज शब्द। {ampersand} बदलिएर {escaped} हुन्छ, त्यसैले यसले वरिपरिको URL बिगार्न सक्दैन।',
      url: '{url}: खाली ठाउँ वा मात्रा भएको पूरा ठेगानाका लागि। यसका {slash}, {question} र {and} को अर्थ उस्तै रहन्छ।',
      decoding:
        'डिकोड गर्दा {encoded} फेरि {e} बन्छ। एक्लो {percent} वा UTF-8 नभएका बाइटहरू तिनको स्थानसहित देखाइन्छन्।',
    },
  },
};
