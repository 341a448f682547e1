import { describe, expect, it } from 'vitest';
import { preetiToUnicode } from './preeti-to-unicode.ts';
import { unicodeToPreeti } from './unicode-to-preeti.ts';

/** Preeti keys as typed on the Preeti keyboard, and the Unicode words they draw. */
const WORDS: ReadonlyArray<[string, string]> = [
  ['g]kfn', 'नेपाल'],
  ['gd:t]', 'नमस्ते'],
  ['sf7df8f}+', 'काठमाडौं'],
  // The short i, typed before its consonant or cluster.
  ['ls', 'कि'],
  ['lk|o', 'प्रिय'],
  ['k|ltlglw', 'प्रतिनिधि'],
  ['ljBfno', 'विद्यालय'],
  ['ld>', 'मिश्र'],
  ['ls|ofsnfk', 'क्रियाकलाप'],
  ['s[lif', 'कृषि'],
  // The reph, typed after its syllable and its vowel signs.
  ['sfo{', 'कार्य'],
  ['pmhf{', 'ऊर्जा'],
  ['d"lt{', 'मूर्ति'],
  ['wd{', 'धर्म'],
  ['ko{6s', 'पर्यटक'],
  ['a;L{', 'बर्सी'],
  // Half letters and conjuncts.
  ['k|wfgdGqL', 'प्रधानमन्त्री'],
  ["a'l4", 'बुद्धि'],
  ['j}1flgs', 'वैज्ञानिक'],
  ['Jofs/0f', 'व्याकरण'],
  ["em'06f]", 'झुण्टो'],
  ['qmd', 'क्रम'],
  ['zQm', 'शक्त'],
  ["km'n", 'फुल'],
  ['if8\\', 'षड्'],
  ['lzIff', 'शिक्षा'],
  ['nIdL', 'लक्ष्मी'],
  ['?k}ofF', 'रुपैयाँ'],
  ['¿k', 'रूप'],
  ['u¥of]', 'गर्‍यो'],
  // Nukta, chandrabindu, anusvara, visarga.
  ['k8Þsf]', 'पड़को'],
  ['cfF;', 'आँस'],
  ['xfF:g', 'हाँस्न'],
  ['c+s', 'अंक'],
  ["b'MvL", 'दुःखी'],
  // Independent vowels built from several glyphs.
  ['cf}nf]', 'औलो'],
  ['cf]v/', 'ओखर'],
  ['O{Zj/', 'ईश्वर'],
  ['P]g', 'ऐन'],
  ['Clif', 'ऋषि'],
  // Digits, danda and punctuation.
  ['!@#$%^&*()', '१२३४५६७८९०'],
  ['5f]/f .', 'छोरा ।'],
  ['-s_', '(क)'],
];

/** Every tricky case in one paragraph, in Unicode. */
const PARAGRAPH =
  'नेपालको संविधान २०७२ ले प्रत्येक नागरिकलाई शिक्षा, स्वास्थ्य र रोजगारीको हक दिएको छ । ' +
  'कृषि, पर्यटन र ऊर्जा क्षेत्रमा लगानी बढ्दैछ । विद्यार्थीहरूले विज्ञान र प्रविधि पढ्छन्; ' +
  'ईश्वर, ऋषि, औषधि, ऐन, ओखर, आँप, दुःख, पड़को, ढ़, क्रियाकलाप, मूर्ति, कार्यक्रम, धर्म, ' +
  'शक्ति, रुपैयाँ, रूप, गर्‍यो, लक्ष्मी, ट्रक, हृदय, ज्ञान, श्रम, द्वार, षड्यन्त्र, राष्ट्र ।';

describe('Preeti to Unicode', () => {
  it.each(WORDS)('reads %s as %s', (preeti, unicode) => {
    expect(preetiToUnicode(preeti)).toBe(unicode);
  });

  it('leaves text it has no key for as it was', () => {
    expect(preetiToUnicode('g]kfn\n\tg]kfn')).toBe('नेपाल\n\tनेपाल');
  });

  it('reads keys a word processor stored in the symbol-font range', () => {
    const shifted = [...'g]kfn'].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xf000)).join('');
    expect(preetiToUnicode(shifted)).toBe('नेपाल');
  });

  it('accepts the hook typed after a vowel sign', () => {
    expect(preetiToUnicode("k'm")).toBe('फु');
  });
});

describe('Unicode to Preeti', () => {
  it.each(WORDS.filter(([preeti]) => !['ls|ofsnfk', '-s_'].includes(preeti)))(
    'writes %s for %s',
    (preeti, unicode) => {
      expect(unicodeToPreeti(unicode)).toBe(preeti);
    },
  );

  it('writes Latin digits as the Nepali digits Preeti has', () => {
    expect(preetiToUnicode(unicodeToPreeti('2082'))).toBe('२०८२');
  });
});

describe('round trip', () => {
  it('brings the paragraph with every tricky case back unchanged', () => {
    const preeti = unicodeToPreeti(PARAGRAPH);
    expect(preeti).not.toMatch(/[\u0900-\u097F]/);
    expect(preetiToUnicode(preeti)).toBe(PARAGRAPH);
  });

  it('brings every word of the list back unchanged', () => {
    for (const [, unicode] of WORDS)
      expect(preetiToUnicode(unicodeToPreeti(unicode))).toBe(unicode);
  });
});
