import { CONSONANTS, MARKS, PUNCTUATION, VIRAMA_KEY, VOWELS } from './scheme.ts';

/**
 * Romanized Nepali to Devanagari by the scheme in scheme.ts: the longest spelling wins ("kh"
 * before "k"), consonants in a row join with a virama (namaste: नमस्ते), a vowel after a
 * consonant becomes its sign, and a vowel anywhere else its own letter.
 */

type Token =
  | { kind: 'consonant'; text: string }
  | { kind: 'vowel'; letter: string; sign: string }
  | { kind: 'mark'; text: string }
  | { kind: 'virama' }
  | { kind: 'other'; text: string };

const spellings = new Map<string, Token>();
for (const vowel of VOWELS)
  for (const latin of [vowel.latin, ...(vowel.alternatives ?? [])])
    spellings.set(latin, { kind: 'vowel', letter: vowel.devanagari, sign: vowel.sign });
for (const consonant of CONSONANTS)
  for (const latin of [consonant.latin, ...(consonant.alternatives ?? [])])
    spellings.set(latin, { kind: 'consonant', text: consonant.devanagari });
for (const mark of MARKS) spellings.set(mark.latin, { kind: 'mark', text: mark.devanagari });
for (const key of PUNCTUATION) spellings.set(key.latin, { kind: 'other', text: key.devanagari });
spellings.set(VIRAMA_KEY, { kind: 'virama' });

const LONGEST = Math.max(...[...spellings.keys()].map((key) => key.length));

function readToken(text: string, at: number): { token: Token; length: number } {
  for (let length = Math.min(LONGEST, text.length - at); length > 0; length--) {
    const piece = text.slice(at, at + length);
    const token = spellings.get(piece) ?? spellings.get(piece.toLowerCase());
    // Capitals carry meaning (T, D, N, A...); a capital with no meaning of its own reads as lower.
    if (token && (spellings.has(piece) || !/[A-Z]/.test(piece) || length === 1))
      return { token, length };
  }
  return { token: { kind: 'other', text: text[at]! }, length: 1 };
}

/** The letters the scheme reads: a word is made of these, anything else ends it. */
export const SCHEME_KEY = /^[A-Za-z~\\]$/;

export function romanToDevanagari(roman: string): string {
  let out = '';
  // A consonant still waiting for its vowel: another consonant joins it with a virama.
  let open = false;
  for (let at = 0; at < roman.length;) {
    const { token, length } = readToken(roman, at);
    at += length;
    switch (token.kind) {
      case 'consonant':
        out += (open ? '्' : '') + token.text;
        open = true;
        break;
      case 'vowel':
        out += open ? token.sign : token.letter;
        open = false;
        break;
      case 'virama':
        if (open) out += '्';
        open = false;
        break;
      case 'mark':
      case 'other':
        out += token.text;
        open = false;
    }
  }
  return out;
}
