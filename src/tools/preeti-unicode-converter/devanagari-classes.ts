/** Character classes of Devanagari used by both directions of the Preeti converter. */
export const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]';
export const NUKTA = '\\u093C';
export const VIRAMA = '\\u094D';
/** Dependent vowel signs, ा to ौ and ृ. */
export const VOWEL_SIGN = '[\\u093E-\\u094C]';
/** Anusvara, chandrabindu and visarga. */
export const NASAL_OR_VISARGA = '[\\u0901-\\u0903]';

/**
 * One consonant cluster as a syllable starts it: consonants joined by virama, each with an
 * optional nukta, ending in a full consonant (half forms never end a cluster).
 */
export const CLUSTER = `(?:${CONSONANT}${NUKTA}?${VIRAMA})*${CONSONANT}${NUKTA}?`;
