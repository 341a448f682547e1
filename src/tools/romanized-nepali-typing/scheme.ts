/**
 * The romanized Nepali scheme: the common phonetic one of Nepali Unicode typing tools, where a
 * letter is written as it sounds and capitals mark the retroflex and long forms (T ट, D ड, N ण,
 * A आ, I ई, U ऊ). The page prints these tables, so this file is the scheme's one definition.
 */

export interface SchemeEntry {
  latin: string;
  /** Other spellings that type the same letter. */
  alternatives?: readonly string[];
  devanagari: string;
}

export interface VowelEntry extends SchemeEntry {
  /** The sign after a consonant; empty for the inherent a. */
  sign: string;
}

export const VOWELS: readonly VowelEntry[] = [
  { latin: 'a', devanagari: 'अ', sign: '' },
  { latin: 'aa', alternatives: ['A'], devanagari: 'आ', sign: 'ा' },
  { latin: 'i', devanagari: 'इ', sign: 'ि' },
  { latin: 'ii', alternatives: ['ee', 'I'], devanagari: 'ई', sign: 'ी' },
  { latin: 'u', devanagari: 'उ', sign: 'ु' },
  { latin: 'uu', alternatives: ['oo', 'U'], devanagari: 'ऊ', sign: 'ू' },
  { latin: 'R', alternatives: ['Ri'], devanagari: 'ऋ', sign: 'ृ' },
  { latin: 'e', devanagari: 'ए', sign: 'े' },
  { latin: 'ai', devanagari: 'ऐ', sign: 'ै' },
  { latin: 'o', devanagari: 'ओ', sign: 'ो' },
  { latin: 'au', alternatives: ['ou'], devanagari: 'औ', sign: 'ौ' },
];

export const CONSONANTS: readonly SchemeEntry[] = [
  { latin: 'k', alternatives: ['q'], devanagari: 'क' },
  { latin: 'kh', devanagari: 'ख' },
  { latin: 'g', devanagari: 'ग' },
  { latin: 'gh', devanagari: 'घ' },
  { latin: 'Ng', devanagari: 'ङ' },
  { latin: 'ch', alternatives: ['c'], devanagari: 'च' },
  { latin: 'chh', alternatives: ['Ch'], devanagari: 'छ' },
  { latin: 'j', alternatives: ['z'], devanagari: 'ज' },
  { latin: 'jh', devanagari: 'झ' },
  { latin: 'Ny', devanagari: 'ञ' },
  { latin: 'T', devanagari: 'ट' },
  { latin: 'Th', devanagari: 'ठ' },
  { latin: 'D', devanagari: 'ड' },
  { latin: 'Dh', devanagari: 'ढ' },
  { latin: 'N', devanagari: 'ण' },
  { latin: 't', devanagari: 'त' },
  { latin: 'th', devanagari: 'थ' },
  { latin: 'd', devanagari: 'द' },
  { latin: 'dh', devanagari: 'ध' },
  { latin: 'n', devanagari: 'न' },
  { latin: 'p', devanagari: 'प' },
  { latin: 'ph', alternatives: ['f'], devanagari: 'फ' },
  { latin: 'b', devanagari: 'ब' },
  { latin: 'bh', devanagari: 'भ' },
  { latin: 'm', devanagari: 'म' },
  { latin: 'y', devanagari: 'य' },
  { latin: 'r', devanagari: 'र' },
  { latin: 'l', devanagari: 'ल' },
  { latin: 'w', alternatives: ['v'], devanagari: 'व' },
  { latin: 'sh', devanagari: 'श' },
  { latin: 'Sh', alternatives: ['S'], devanagari: 'ष' },
  { latin: 's', devanagari: 'स' },
  { latin: 'h', devanagari: 'ह' },
  { latin: 'ksh', alternatives: ['x'], devanagari: 'क्ष' },
  { latin: 'jny', alternatives: ['gY'], devanagari: 'ज्ञ' },
];

/** Marks that follow a syllable. */
export const MARKS: readonly SchemeEntry[] = [
  { latin: 'M', devanagari: 'ं' },
  { latin: '~', devanagari: 'ँ' },
  { latin: 'H', devanagari: 'ः' },
];

/** Keys that end a word and type something of their own. */
export const PUNCTUATION: readonly SchemeEntry[] = [
  { latin: '.', devanagari: '।' },
  ...[...'0123456789'].map((digit, i) => ({ latin: digit, devanagari: '०१२३४५६७८९'[i]! })),
];

/** `\` after a consonant keeps it half (a virama): `mah\` is मह्. */
export const VIRAMA_KEY = '\\';
