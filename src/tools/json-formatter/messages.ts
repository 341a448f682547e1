import type { LocalizedMessages } from '../../i18n/index.ts';

/** What json-format.ts's parser says, word for word: the screen shows these in the shown language. */
export const parserEnglish = {
  comments: 'Comments are not allowed in JSON',
  singleQuotes: 'Strings must use double quotes, not single quotes',
  unicodeEscape: 'Invalid \\u escape: it needs four hex digits',
  lineBreak: 'Line break inside a string: close the string or write \\n',
  unterminated: 'Unterminated string: it has no closing double quote',
  leadingZeros: 'Numbers cannot have leading zeros',
  minus: 'Invalid number: a digit must follow the minus sign',
  decimal: 'Invalid number: a digit must follow the decimal point',
  exponent: 'Invalid number: the exponent needs digits',
  trailingBrace: 'Trailing comma before } is not allowed',
  trailingBracket: 'Trailing comma before ] is not allowed',
  propertyNames: 'Property names must be strings in double quotes',
  empty: 'The text is empty: paste or type some JSON',
  afterValue: "expected ',' or '}' after a property value",
  afterElement: "expected ',' or ']' after an array element",
  propertyName: 'expected a property name in double quotes',
  colon: "expected ':' after the property name",
  value: 'expected a value',
};

const en = {
  /** The message for invalid input, word for word (docs/product.md#messages). */
  invalid: 'Invalid JSON format. Please check your input.',
  parser: parserEnglish,
  /** The parser's 'Unexpected end of the text: …' and 'Unexpected character …: …'. */
  unexpectedEnd: (context: string) => `Unexpected end of the text: ${context}`,
  unexpectedCharacter: (character: string, context: string) =>
    `Unexpected character ${character}: ${context}`,
  validFormatted: (lines: string) => `Valid JSON. Formatted to ${lines} lines.`,
  validMinified: 'Valid JSON. Minified.',
  invalidAt: (line: number, column: number) => `Invalid JSON at line ${line}, column ${column}.`,
  stopped: 'The formatter stopped unexpectedly. Reload the page and try again.',
  pasted: 'Pasted JSON',
  tooLarge: (name: string, size: string) => `${name} is ${size}: choose a file of at most 50 MB.`,
  unreadable: (name: string) =>
    `${name} could not be read. Check that it is a text file and try again.`,
  input: 'JSON input',
  held: 'Too large to edit comfortably here. Format or Minify it, then copy or download the result.',
  hint: 'Paste JSON or open a .json file (up to 50 MB). It is checked and formatted in your browser; nothing is uploaded.',
  format: 'Format',
  minify: 'Minify',
  openFile: 'Open file',
  openFileLabel: 'Open a JSON file',
  valid: 'Valid JSON',
  copiedWhat: 'The JSON',
  download: 'Download',
  formatted: 'Formatted JSON',
  minified: 'Minified JSON',
  where: (line: number, column: number, message: string) =>
    `Line ${line}, column ${column}: ${message}.`,
  errorLine: 'The line with the error',
  empty: 'The formatted JSON appears here.',
  guide: {
    modes:
      '{format} indents the JSON with 2 spaces, one value per line. {minify} removes every space and line break.',
    check:
      'Both check the JSON first. A mistake is shown with its line and column, such as a trailing comma, a missing quote or a single-quoted string.',
    large:
      'Numbers keep all their digits and strings keep their escapes. Large files (many megabytes) are handled in the background, so the page stays responsive.',
  },
};

/** The JSON formatter's words. */
export const jsonMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    invalid: 'JSON को ढाँचा मिलेन। कृपया इनपुट जाँच्नुहोस्।',
    parser: {
      comments: 'JSON मा टिप्पणी (comment) राख्न मिल्दैन',
      singleQuotes: 'स्ट्रिङ सिङ्गल उद्धरण होइन, डबल उद्धरण चिह्न (") भित्र हुनुपर्छ',
      unicodeEscape: 'गलत \\u एस्केप: यसलाई चारवटा hex अङ्क चाहिन्छ',
      lineBreak: 'स्ट्रिङभित्र लाइन ब्रेक छ: स्ट्रिङ बन्द गर्नुहोस् वा \\n लेख्नुहोस्',
      unterminated: 'स्ट्रिङ बन्द भएको छैन: अन्त्यमा डबल उद्धरण चिह्न छैन',
      leadingZeros: 'सङ्ख्याको सुरुमा शून्य राख्न मिल्दैन',
      minus: 'गलत सङ्ख्या: माइनस चिह्नपछि अङ्क हुनुपर्छ',
      decimal: 'गलत सङ्ख्या: दशमलव बिन्दुपछि अङ्क हुनुपर्छ',
      exponent: 'गलत सङ्ख्या: घाताङ्कमा अङ्क चाहिन्छ',
      trailingBrace: '} अघि अन्तिम अल्पविराम (comma) राख्न मिल्दैन',
      trailingBracket: '] अघि अन्तिम अल्पविराम (comma) राख्न मिल्दैन',
      propertyNames: 'प्रोपर्टीका नाम डबल उद्धरण चिह्नभित्रका स्ट्रिङ हुनुपर्छ',
      empty: 'पाठ खाली छ: केही JSON टाँस्नुहोस् वा टाइप गर्नुहोस्',
      afterValue: "प्रोपर्टीको मानपछि ',' वा '}' हुनुपर्ने थियो",
      afterElement: "एरेको तत्त्वपछि ',' वा ']' हुनुपर्ने थियो",
      propertyName: 'डबल उद्धरण चिह्नभित्र प्रोपर्टीको नाम हुनुपर्ने थियो',
      colon: "प्रोपर्टीको नामपछि ':' हुनुपर्ने थियो",
      value: 'यहाँ एउटा मान हुनुपर्ने थियो',
    },
    unexpectedEnd: (context) => `पाठ अचानक सकियो: ${context}`,
    unexpectedCharacter: (character, context) => `अनपेक्षित अक्षर ${character}: ${context}`,
    validFormatted: (lines) => `JSON सही छ। ${lines} लाइनमा फर्म्याट गरियो।`,
    validMinified: 'JSON सही छ। मिनिफाइ गरियो।',
    invalidAt: (line, column) => `लाइन ${line}, स्तम्भ ${column} मा JSON गलत छ।`,
    stopped: 'फर्म्याटर अचानक रोकियो। पृष्ठ फेरि लोड गरेर प्रयास गर्नुहोस्।',
    pasted: 'टाँसिएको JSON',
    tooLarge: (name, size) => `${name} ${size} को छ: बढीमा 50 MB को फाइल छान्नुहोस्।`,
    unreadable: (name) => `${name} पढ्न सकिएन। यो पाठ (text) फाइल हो कि जाँचेर फेरि प्रयास गर्नुहोस्।`,
    input: 'JSON इनपुट',
    held: 'यहाँ सजिलै सम्पादन गर्न यो धेरै ठूलो छ। फर्म्याट वा मिनिफाइ गरेर नतिजा कपी वा डाउनलोड गर्नुहोस्।',
    hint: 'JSON टाँस्नुहोस् वा .json फाइल खोल्नुहोस् (50 MB सम्म)। जाँच र फर्म्याट तपाईंकै ब्राउजरमा हुन्छ; केही पनि अपलोड हुँदैन।',
    format: 'फर्म्याट गर्नुहोस्',
    minify: 'मिनिफाइ गर्नुहोस्',
    openFile: 'फाइल खोल्नुहोस्',
    openFileLabel: 'JSON फाइल खोल्नुहोस्',
    valid: 'JSON सही छ',
    copiedWhat: 'JSON',
    download: 'डाउनलोड गर्नुहोस्',
    formatted: 'फर्म्याट गरिएको JSON',
    minified: 'मिनिफाइ गरिएको JSON',
    where: (line, column, message) => `लाइन ${line}, स्तम्भ ${column}: ${message}।`,
    errorLine: 'त्रुटि भएको लाइन',
    empty: 'फर्म्याट गरिएको JSON यहाँ देखिन्छ।',
    guide: {
      modes:
        '“{format}” थिच्दा JSON 2 स्पेसको इन्डेन्टसहित, हरेक मान छुट्टै लाइनमा मिलाइन्छ। “{minify}” थिच्दा सबै स्पेस र लाइन ब्रेक हटाइन्छ।',
      check:
        'दुवैले पहिले JSON जाँच्छन्। अन्तिम अल्पविराम, छुटेको उद्धरण चिह्न वा सिङ्गल उद्धरणको स्ट्रिङ जस्ता गल्ती लाइन र स्तम्भसहित देखाइन्छन्।',
      large:
        'सङ्ख्याका सबै अङ्क र स्ट्रिङका एस्केप जस्ताका तस्तै रहन्छन्। ठूला फाइल (धेरै मेगाबाइट) पृष्ठभूमिमा प्रशोधन हुन्छन्, त्यसैले पृष्ठ अड्किँदैन।',
    },
  },
};
