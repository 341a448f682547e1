import { PREETI_HOOKED, PREETI_KEYS } from './preeti-layout.ts';

/**
 * Unicode Devanagari to Preeti keys, the inverse of preeti-to-unicode.ts: each syllable is written
 * in the order the font draws it, the short i first, the reph last. Characters Preeti cannot draw
 * (Latin letters among them) are kept as they are.
 */

const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const SHORT_I = 'ि';
const RA = 'र';
const EYELASH_RA = 'र्\u200D';

const isConsonant = (char: string | undefined) =>
  char !== undefined && ((char >= 'क' && char <= 'ह') || (char >= '\u0958' && char <= '\u095F'));
const isVowelSign = (char: string | undefined) =>
  char !== undefined && char >= '\u093E' && char <= '\u094C' && char !== VIRAMA;
const isNasalOrVisarga = (char: string | undefined) =>
  char !== undefined && char >= '\u0901' && char <= '\u0903';

/** Unicode text to the keys that type it, built from the layout so the two never disagree. */
const KEYS_OF = new Map<string, string>();
for (const [key, glyph] of [...Object.entries(PREETI_KEYS), ...Object.entries(PREETI_HOOKED)]) {
  if (!KEYS_OF.has(glyph)) KEYS_OF.set(glyph, key);
}
// Where the layout has two keys for one glyph, the one people type.
KEYS_OF.set('्र', '|');
KEYS_OF.set(EYELASH_RA, '¥');
// Full letters typed as their half form and the ा stroke, and vowels built from several glyphs.
for (const [glyph, keys] of [
  ['ष', 'if'],
  ['ण', '0f'],
  ['क्ष', 'If'],
  ['आ', 'cf'],
  ['ओ', 'cf]'],
  ['औ', 'cf}'],
  ['ई', 'O{'],
  ['ऐ', 'P]'],
  ['ो', 'f]'],
  ['ौ', 'f}'],
  ['।', '.'],
  ['॥', '..'],
] as const)
  KEYS_OF.set(glyph, keys);
// Preeti has no Latin digits: they become the Devanagari digits it does have.
for (const [digit, devanagari] of [...'0123456789'].map((d, i) => [d, '०१२३४५६७८९'[i]!] as const))
  KEYS_OF.set(digit, KEYS_OF.get(devanagari)!);

/** Longest Unicode sequence the table has a key for, up to five characters (a conjunct). */
function longestKnown(text: string, at: number, end: number): string | undefined {
  for (let length = Math.min(5, end - at); length > 0; length--) {
    const piece = text.slice(at, at + length);
    if (KEYS_OF.has(piece)) return piece;
  }
  return undefined;
}

/** One consonant cluster (the text from `start` to `end`) as keys, half forms first. */
function clusterKeys(text: string, start: number, end: number): string {
  let keys = '';
  let at = start;
  while (at < end) {
    // A letter with the ra stroke below (प्र) is the full letter and `|`, not its half form.
    if (text[at + 1] === VIRAMA && text[at + 2] === RA && at + 2 < end) {
      const full = KEYS_OF.get(text[at]!);
      const conjunct = longestKnown(text, at, end);
      if (full !== undefined && (conjunct === undefined || conjunct.length <= 2)) {
        keys += full + KEYS_OF.get('्र')!;
        at += 3;
        continue;
      }
    }
    const piece = longestKnown(text, at, end);
    if (piece === undefined) {
      keys += text[at];
      at++;
      continue;
    }
    at += piece.length;
    // A conjunct or letter followed by virama needs its half form, or the virama key after it.
    if (text[at] === VIRAMA && at < end) {
      const half = KEYS_OF.get(piece + VIRAMA);
      if (half !== undefined) {
        keys += half;
        at++;
        continue;
      }
    }
    keys += KEYS_OF.get(piece)!;
  }
  return keys;
}

/** Where the consonant cluster starting at `at` ends (exclusive). */
function clusterEnd(text: string, at: number): number {
  let end = at;
  while (isConsonant(text[end])) {
    end++;
    if (text[end] === NUKTA) end++;
    if (text[end] === VIRAMA && isConsonant(text[end + 1])) end++;
    else break;
  }
  return end;
}

function syllableKeys(text: string, start: number): { keys: string; end: number } {
  let at = start;
  const reph = text[at] === RA && text[at + 1] === VIRAMA && isConsonant(text[at + 2]);
  if (reph) at += 2;
  const consonantsEnd = clusterEnd(text, at);
  let cluster = clusterKeys(text, at, consonantsEnd);
  at = consonantsEnd;
  let signs = '';
  let shortI = false;
  // रु and रू have glyphs of their own.
  if (consonantsEnd - start === 1 + (reph ? 2 : 0) && text[start + (reph ? 2 : 0)] === RA) {
    if (text[at] === 'ु' || text[at] === 'ू') {
      cluster = KEYS_OF.get(RA + text[at])!;
      at++;
    }
  }
  while (isVowelSign(text[at]) || isNasalOrVisarga(text[at]) || text[at] === VIRAMA) {
    if (text[at] === SHORT_I) shortI = true;
    else signs += KEYS_OF.get(text[at]!) ?? text[at];
    at++;
  }
  return { keys: (shortI ? 'l' : '') + cluster + signs + (reph ? '{' : ''), end: at };
}

export function unicodeToPreeti(unicode: string): string {
  const text = unicode.normalize('NFC');
  let out = '';
  let at = 0;
  while (at < text.length) {
    // The eyelash ra (र्‍ before य in गर्‍यो) has a key of its own.
    if (text.startsWith(EYELASH_RA, at)) {
      out += KEYS_OF.get(EYELASH_RA);
      at += EYELASH_RA.length;
      continue;
    }
    if (isConsonant(text[at])) {
      const syllable = syllableKeys(text, at);
      out += syllable.keys;
      at = syllable.end;
      continue;
    }
    const piece = longestKnown(text, at, text.length);
    if (piece !== undefined) {
      out += KEYS_OF.get(piece);
      at += piece.length;
    } else {
      out += text[at];
      at++;
    }
  }
  return out;
}
