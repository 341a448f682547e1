import type { LocalizedMessages } from '../../i18n/index.ts';

/** What base64.ts says about bad input, word for word: the screen shows these in the shown language. */
export const decodeEnglish = {
  length:
    'Not valid Base64: the text is one character too long or too short (its length leaves a single character over).',
  empty: 'Paste some Base64 to decode.',
  notText:
    'This Base64 decodes to bytes that are not UTF-8 text (perhaps an image or other file), so it cannot be shown as text.',
  padding: "'=' (padding belongs only at the end)",
};

const en = {
  decode: decodeEnglish,
  /** base64.ts's 'unexpected character' message. */
  unexpected: (character: string, position: string) =>
    `Not valid Base64: unexpected character ${character} at position ${position}. Base64 uses A-Z, a-z, 0-9, + and / (or - and _).`,
  whatToConvert: 'What to convert',
  text: 'Text',
  file: 'File',
  encoded: 'Encoded to Base64.',
  decoded: 'Decoded to text.',
  input: 'Text or Base64',
  inputHint: 'Text is read as UTF-8, so accents, other scripts and emoji survive the round trip.',
  encode: 'Encode',
  decodeButton: 'Decode',
  urlSafe: 'URL-safe (- and _, no padding)',
  result: 'Result',
  resultHere: 'The result appears here.',
  tooLarge: (name: string, size: string) =>
    `${name} is ${size}. Choose a file of at most 10 MB: Base64 makes it a third larger again.`,
  unreadable: (name: string) => `${name} could not be read. Check the file and try again.`,
  reading: 'Reading...',
  choose: 'Choose a file',
  anyFile: 'Any file up to 10 MB. It stays on your device.',
  fileLabel: 'File to encode',
  unknownType: 'unknown type',
  sizes: (type: string, size: string, base64: string) => `(${type}, ${size} → ${base64} of Base64)`,
  preview: (name: string) => `Preview of ${name}`,
  copyBase64: 'Copy Base64',
  theBase64: 'The Base64',
  copyDataUrl: 'Copy data URL',
  theDataUrl: 'The data URL',
  fileBase64: 'Base64 of the file',
  guide: {
    text: '{text}: type or paste, then Encode or Decode. Decoding accepts the standard and the URL-safe alphabet, with or without padding, and ignores line breaks.',
    urlSafe:
      '{urlSafe} output uses {dash} and {underscore} instead of {plus} and {slash} and drops the {equals} padding, for use in URLs and file names.',
    file: '{file}: get a file as Base64 or as a data URL to embed in HTML or CSS. Files are read in your browser and never uploaded.',
  },
  urlSafeWord: 'URL-safe',
};

/** The Base64 encoder and decoder's words. */
export const base64Messages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    decode: {
      length: 'Base64 मिलेन: पाठ एक अक्षरले लामो वा छोटो छ (यसको लम्बाइले एउटा अक्षर बढी छोड्छ)।',
      empty: 'डिकोड गर्न केही Base64 टाँस्नुहोस्।',
      notText:
        'यो Base64 डिकोड गर्दा UTF-8 पाठ नभएका बाइट आउँछन् (सायद तस्बिर वा अरू फाइल), त्यसैले पाठका रूपमा देखाउन सकिँदैन।',
      padding: "'=' (प्याडिङ अन्त्यमा मात्र आउँछ)",
    },
    unexpected: (character, position) =>
      `Base64 मिलेन: स्थान ${position} मा अनपेक्षित अक्षर ${character}। Base64 मा A-Z, a-z, 0-9, + र / (वा - र _) मात्र हुन्छन्।`,
    whatToConvert: 'के बदल्ने',
    text: 'पाठ',
    file: 'फाइल',
    encoded: 'Base64 मा इन्कोड गरियो।',
    decoded: 'पाठमा डिकोड गरियो।',
    input: 'पाठ वा Base64',
    inputHint:
      'पाठ UTF-8 का रूपमा पढिन्छ, त्यसैले मात्रा, अरू लिपि र इमोजी इन्कोड-डिकोडपछि पनि जस्ताका तस्तै रहन्छन्।',
    encode: 'इन्कोड गर्नुहोस्',
    decodeButton: 'डिकोड गर्नुहोस्',
    urlSafe: 'URL-safe (- र _, प्याडिङ बिना)',
    result: 'नतिजा',
    resultHere: 'नतिजा यहाँ देखिन्छ।',
    tooLarge: (name, size) =>
      `${name} ${size} को छ। बढीमा 10 MB को फाइल छान्नुहोस्: Base64 ले यसलाई अझै एक तिहाइ ठूलो बनाउँछ।`,
    unreadable: (name) => `${name} पढ्न सकिएन। फाइल जाँचेर फेरि प्रयास गर्नुहोस्।`,
    reading: 'पढ्दैछ...',
    choose: 'फाइल छान्नुहोस्',
    anyFile: '10 MB सम्मको जुनसुकै फाइल। यो तपाईंकै उपकरणमा रहन्छ।',
    fileLabel: 'इन्कोड गर्ने फाइल',
    unknownType: 'अज्ञात प्रकार',
    sizes: (type, size, base64) => `(${type}, ${size} → ${base64} Base64)`,
    preview: (name) => `${name} को पूर्वावलोकन`,
    copyBase64: 'Base64 कपी गर्नुहोस्',
    theBase64: 'Base64',
    copyDataUrl: 'data URL कपी गर्नुहोस्',
    theDataUrl: 'data URL',
    fileBase64: 'फाइलको Base64',
    guide: {
      text: '{text}: टाइप गर्नुहोस् वा टाँस्नुहोस्, अनि इन्कोड वा डिकोड थिच्नुहोस्। डिकोड गर्दा सामान्य र URL-safe दुवै वर्णमाला, प्याडिङ भए पनि नभए पनि चल्छ, र लाइन ब्रेकलाई बेवास्ता गरिन्छ।',
      urlSafe:
        '{urlSafe} आउटपुटमा {plus} र {slash} को सट्टा {dash} र {underscore} हुन्छन् र {equals} प्याडिङ हटाइन्छ, URL र फाइलका नाममा प्रयोग गर्न।',
      file: '{file}: HTML वा CSS मा राख्न फाइललाई Base64 वा data URL का रूपमा लिनुहोस्। फाइलहरू तपाईंकै ब्राउजरमा पढिन्छन् र कहिल्यै अपलोड हुँदैनन्।',
    },
    urlSafeWord: 'URL-safe',
  },
};
