/**
 * The Preeti font's encoding: which ASCII (or Windows-1252) character draws which Devanagari
 * glyph. Preeti is a legacy TrueType font that draws Devanagari shapes at Latin code points, so
 * a document "in Preeti" holds text such as `g]kfn` (नेपाल).
 *
 * Sources: the Preeti keyboard layout is public (its key chart ships with the font); the key
 * tables were read and checked against each other, no code copied, in two public converters:
 * github.com/realsanjeev/nepali_unicoder (docs/preeti_mappings.md, data/preeti_rules.json) and
 * github.com/sunaina5550/kurti2uni (preetiuni.js). Characters outside printable ASCII are listed
 * only where those two agree.
 *
 * Kantipur and PCS Nepali are Preeti-compatible fonts: documents typed in them use the same key
 * positions for the characters listed here, so one table serves all three (the .docx converter
 * treats runs in any of them alike).
 *
 * A value of `{` / `m` / `l` is not a letter but a mark the rules in preeti-to-unicode.ts place:
 * `{` is the reph (र् drawn above the end of its syllable), `m` the hook that turns उ into ऊ,
 * प into फ, भ into झ and त्र into क्र, and `l` the short i (ि), typed before its consonant.
 */
export const PREETI_KEYS: Readonly<Record<string, string>> = {
  // Letters, unshifted and shifted (the shifted key is mostly the half form).
  a: 'ब',
  b: 'द',
  c: 'अ',
  d: 'म',
  e: 'भ',
  f: 'ा',
  g: 'न',
  h: 'ज',
  i: 'ष्',
  j: 'व',
  k: 'प',
  l: 'ि',
  n: 'ल',
  o: 'य',
  p: 'उ',
  q: 'त्र',
  r: 'च',
  s: 'क',
  t: 'त',
  u: 'ग',
  v: 'ख',
  w: 'ध',
  x: 'ह',
  y: 'थ',
  z: 'श',
  A: 'ब्',
  B: 'द्य',
  C: 'ऋ',
  D: 'म्',
  E: 'भ्',
  F: 'ँ',
  G: 'न्',
  H: 'ज्',
  I: 'क्ष्',
  J: 'व्',
  K: 'प्',
  L: 'ी',
  M: 'ः',
  N: 'ल्',
  O: 'इ',
  P: 'ए',
  Q: 'त्त',
  R: 'च्',
  S: 'क्',
  T: 'त्',
  U: 'ग्',
  V: 'ख्',
  W: 'ध्',
  X: 'ह्',
  Y: 'थ्',
  Z: 'श्',
  // The digit row types letters; its shifted keys type the Devanagari digits.
  '0': 'ण्',
  '1': 'ज्ञ',
  '2': 'द्द',
  '3': 'घ',
  '4': 'द्ध',
  '5': 'छ',
  '6': 'ट',
  '7': 'ठ',
  '8': 'ड',
  '9': 'ढ',
  ')': '०',
  '!': '१',
  '@': '२',
  '#': '३',
  $: '४',
  '%': '५',
  '^': '६',
  '&': '७',
  '*': '८',
  '(': '९',
  // Punctuation keys.
  '[': 'ृ',
  ']': 'े',
  '}': 'ै',
  '|': '्र',
  ';': 'स',
  ':': 'स्',
  "'": 'ु',
  '"': 'ू',
  '.': '।',
  '/': 'र',
  '<': '?',
  '>': 'श्र',
  '?': 'रु',
  '\\': '्',
  '`': 'ञ',
  '~': 'ञ्',
  '-': '(',
  _: ')',
  '=': '.',
  '+': 'ं',
  // Windows-1252 characters the font draws as conjuncts and signs.
  '«': '्र',
  '»': '्र',
  Ø: '्य',
  Þ: '़',
  '¥': 'र्\u200D',
  '¿': 'रू',
  å: 'द्व',
  ß: 'द्म',
  ˆ: 'फ्',
  ª: 'ङ',
  '¶': 'ठ्ठ',
  '§': 'ट्ट',
  '£': 'घ्',
  Ë: 'ङ्ग',
  Í: 'ङ्क',
  Î: 'ङ्ख',
  Ý: 'ट्ठ',
  Å: 'हृ',
  '‰': 'झ्',
  '¡': 'ज्ञ्',
  '¢': 'द्घ',
  ç: 'ॐ',
  '˜': 'ऽ',
  Ù: ';',
  Ú: ':',
  æ: '\u201C',
  Æ: '\u201D',
};

/**
 * Two-key sequences with the hook `m`: the hook redraws the glyph before it. Listed apart so that
 * the reader matches them before the single keys.
 */
export const PREETI_HOOKED: Readonly<Record<string, string>> = {
  km: 'फ',
  Km: 'फ्',
  em: 'झ',
  Em: 'झ्',
  pm: 'ऊ',
  qm: 'क्र',
  Qm: 'क्त',
};
