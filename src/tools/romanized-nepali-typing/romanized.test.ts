import { describe, expect, it } from 'vitest';
import { chooseWord, EMPTY_FIELD, eraseKey, typeKeys, type FieldState } from './composer.ts';
import { romanToDevanagari } from './transliterate.ts';
import { suggestWords } from './words.ts';

const SCHEME_WORDS: ReadonlyArray<[string, string]> = [
  ['namaste', 'नमस्ते'],
  ['nepaal', 'नेपाल'],
  ['kaaThamaaDauM', 'काठमाडौं'],
  ['dhanyabaad', 'धन्यबाद'],
  ['jnyaan', 'ज्ञान'],
  ['gYaan', 'ज्ञान'],
  ['kRShNa', 'कृष्ण'],
  ['chhoro', 'छोरो'],
  ['paanii', 'पानी'],
  ['piunuhos', 'पिउनुहोस'],
  ['aa~p', 'आँप'],
  ['duHkha', 'दुःख'],
  ['vidyaalaya', 'विद्यालय'],
  ['pRthvii', 'पृथ्वी'],
  ['aaipugyo', 'आइपुग्यो'],
  ['auShadhi', 'औषधि'],
  ['kShetra', 'क्षेत्र'],
  ['xetra', 'क्षेत्र'],
  ['mah\\', 'मह्'],
  ['Ta~Dai', 'टँडै'],
  ['ThuloNyaan', 'ठुलोञान'],
];

describe('romanized Nepali', () => {
  it.each(SCHEME_WORDS)('types %s as %s', (roman, devanagari) => {
    expect(romanToDevanagari(roman)).toBe(devanagari);
  });

  it('writes digits and the full stop as Nepali ones', () => {
    expect(romanToDevanagari('2082.')).toBe('२०८२।');
  });
});

/** Types `keys` one at a time at the end of the field, as the page does. */
function type(keys: string, state: FieldState = EMPTY_FIELD): FieldState {
  let next = state;
  for (const key of keys) next = typeKeys(next, key, next.caret, next.caret);
  return next;
}

describe('the typing field', () => {
  it('spells common words as people write them', () => {
    expect(type('nepal').text).toBe('नेपाल');
    expect(type('kathmandu').text).toBe('काठमाडौं');
    expect(type('namaste nepal.').text).toBe('नमस्ते नेपाल।');
  });

  it('rewrites only the word being typed', () => {
    const state = type('mero ghar');
    expect(state.text).toBe('मेरो घर');
    expect(state.word).toEqual({ start: 5, roman: 'ghar' });
  });

  it('takes back one Latin key on backspace', () => {
    const typed = type('ghar');
    const erased = eraseKey(typed, typed.caret, typed.caret)!;
    expect(erased.text).toBe('घ');
    expect(erased.word?.roman).toBe('gha');
    expect(type('r', erased).text).toBe('घर');
  });

  it('lets the browser delete once the word is finished', () => {
    const typed = type('ghar ');
    expect(eraseKey(typed, typed.caret, typed.caret)).toBeUndefined();
  });

  it('replaces the selection and types in the middle of the text', () => {
    const typed = type('ka kha');
    const middle = typeKeys(typed, 'ga', 2, 2);
    expect(middle.text).toBe('क गख');
  });

  it('offers the letter-by-letter spelling and lets a suggestion replace the word', () => {
    expect(suggestWords('ne')).toEqual(['नेपाल', 'नेपाली']);
    expect(suggestWords('Nepal')).toEqual([]);
    const chosen = chooseWord(type('namaste nep'), 'नेपाली');
    expect(chosen.text).toBe('नमस्ते नेपाली');
    expect(chosen.word).toBeUndefined();
  });
});
