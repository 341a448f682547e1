import type { LocalizedMessages } from '../../i18n/index.ts';

/** `{name}` marks a Latin sample or a Nepali word the screen places (richText). */
const en = {
  howToType: 'How to type',
  guideSounds:
    'Write Nepali as it sounds: {namaste} becomes {namasteNe}. Consonants in a row join ({st} → {stNe}); capitals give the hard and long sounds ({T} → {TNe}, {A} → {ANe}). A backslash keeps a letter half: {mah} → {mahNe}.',
  guideWords:
    'Common words such as {nepal} ({nepalNe}) and {kathmandu} ({kathmanduNe}) are spelled as people write them; the letter-by-letter spelling stays one suggestion away. Digits become Nepali digits and a full stop a danda (।).',
  vowels: 'Vowels (alone, and after क)',
  consonants: 'Consonants',
  marks: 'Marks',
  type: 'Type',
  get: 'Get',
  typeInNepali: 'Type in Nepali',
  typeHint: 'Type with Latin letters; Tab reaches the suggestions.',
  suggestions: 'Suggestions',
  copiedWhat: 'The Nepali text',
  clear: 'Clear',
};

export const typingMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howToType: 'कसरी टाइप गर्ने',
    guideSounds:
      'नेपाली जसरी बोलिन्छ त्यसरी लेख्नुहोस्: {namaste} लेख्दा {namasteNe} बन्छ। लगातार आउने व्यञ्जन जोडिन्छन् ({st} → {stNe}); ठूला अक्षरले कडा र दीर्घ ध्वनि दिन्छन् ({T} → {TNe}, {A} → {ANe})। ब्याकस्ल्यासले अक्षरलाई आधा राख्छ: {mah} → {mahNe}।',
    guideWords:
      '{nepal} ({nepalNe}) र {kathmandu} ({kathmanduNe}) जस्ता चलनचल्तीका शब्द मानिसहरूले लेखेजस्तै लेखिन्छन्; अक्षर-अक्षरको हिज्जे एउटा सुझावमै भेटिन्छ। अङ्क नेपाली अङ्कमा र फुलस्टप पूर्णविराम (।) मा बदलिन्छ।',
    vowels: 'स्वर (एक्लै, र क पछि)',
    consonants: 'व्यञ्जन',
    marks: 'चिह्न',
    type: 'टाइप गर्नुहोस्',
    get: 'पाउनुहुन्छ',
    typeInNepali: 'नेपालीमा टाइप गर्नुहोस्',
    typeHint: 'ल्याटिन अक्षरले टाइप गर्नुहोस्; Tab थिच्दा सुझावमा पुगिन्छ।',
    suggestions: 'सुझाव',
    copiedWhat: 'नेपाली पाठ',
    clear: 'खाली गर्नुहोस्',
  },
};
