import { CLUSTER, NASAL_OR_VISARGA, VIRAMA, VOWEL_SIGN } from './devanagari-classes.ts';
import { PREETI_HOOKED, PREETI_KEYS } from './preeti-layout.ts';

/**
 * Preeti (and Kantipur, PCS Nepali) text to Unicode Devanagari. The font draws glyphs in the order
 * they sit on paper, so after mapping each key four things are put in Unicode order:
 * the short i (ि) typed before its consonant cluster, the reph `{` typed after its syllable,
 * the hook `m` that may be typed after vowel signs, and vowels built from several glyphs.
 */

const REPH = '{';
const SHORT_I = 'ि';

/** Signs that may sit between a glyph and its hook `m`: the hook belongs to the glyph. */
const BEFORE_HOOK = /([[\]}'"F+|Ø«»]+)m/g;

/** Word processors store symbol-font text in the private use area, U+F020 to U+F0FF. */
const PRIVATE_USE = /[\uF020-\uF0FF]/g;

const shortIBeforeCluster = new RegExp(`${SHORT_I}(${CLUSTER}(?:${VIRAMA}[रय])*)`, 'g');
const rephAfterSyllable = new RegExp(
  `(${CLUSTER}(?:${VIRAMA}[रय])*(?:${VOWEL_SIGN}|${NASAL_OR_VISARGA})*)\\${REPH}`,
  'g',
);
const nasalBeforeVowelSign = new RegExp(`(${NASAL_OR_VISARGA}+)(${VOWEL_SIGN}+)`, 'g');

/** Glyph pairs that make one vowel, in the order they must be joined. */
const VOWEL_JOINS: ReadonlyArray<[string, string]> = [
  ['इ{', 'ई'],
  ['अाे', 'ओ'],
  ['अाै', 'औ'],
  ['अा', 'आ'],
  ['एे', 'ऐ'],
  ['ेा', 'ो'],
  ['ाे', 'ो'],
  ['ाै', 'ौ'],
];

function mapKeys(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const pair = text.slice(i, i + 2);
    const hooked = PREETI_HOOKED[pair];
    if (hooked !== undefined) {
      out += hooked;
      i++;
      continue;
    }
    const char = text[i]!;
    out += PREETI_KEYS[char] ?? char;
  }
  return out;
}

export function preetiToUnicode(preeti: string): string {
  let text = preeti
    .replace(PRIVATE_USE, (char) => String.fromCharCode(char.charCodeAt(0) - 0xf000))
    .replace(BEFORE_HOOK, 'm$1');
  text = mapKeys(text);
  // A half letter with the ा stroke is the full letter: `if` is ष, `0f` is ण.
  text = text.replaceAll(`${'\u094D'}ा`, '');
  text = text.replaceAll(VOWEL_JOINS[0]![0], VOWEL_JOINS[0]![1]);
  text = text.replace(shortIBeforeCluster, `$1${SHORT_I}`);
  text = text.replace(rephAfterSyllable, 'र्$1');
  for (const [glyphs, vowel] of VOWEL_JOINS.slice(1)) text = text.replaceAll(glyphs, vowel);
  return text.replace(nasalBeforeVowelSign, '$2$1');
}
