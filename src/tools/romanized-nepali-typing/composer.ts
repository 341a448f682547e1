import { PUNCTUATION } from './scheme.ts';
import { romanToDevanagari, SCHEME_KEY } from './transliterate.ts';
import { WORDS } from './words.ts';

/**
 * The state of the typing field, kept apart from React so it can be tested: the text, the caret,
 * and the word being typed (its Latin keys and where its Devanagari starts). Each Latin key
 * rewrites that word; any other key ends it.
 */
export interface FieldState {
  text: string;
  caret: number;
  word: { start: number; roman: string } | undefined;
}

export const EMPTY_FIELD: FieldState = { text: '', caret: 0, word: undefined };

const OWN_KEYS = new Map(PUNCTUATION.map((key) => [key.latin, key.devanagari]));

/** A word as the field shows it: a listed common word as listed, any other by the scheme. */
export function wordFor(roman: string): string {
  return (roman === roman.toLowerCase() ? WORDS[roman] : undefined) ?? romanToDevanagari(roman);
}

function shownLength(state: FieldState): number {
  return state.word ? wordFor(state.word.roman).length : 0;
}

/** Whether the caret still sits at the end of the word being typed. */
function typingWord(state: FieldState, selectionStart: number, selectionEnd: number): boolean {
  return (
    state.word !== undefined &&
    selectionStart === selectionEnd &&
    selectionStart === state.word.start + shownLength(state)
  );
}

function replace(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to);
}

/** `data` typed with the selection from `selectionStart` to `selectionEnd`. */
export function typeKeys(
  state: FieldState,
  data: string,
  selectionStart: number,
  selectionEnd: number,
): FieldState {
  let next: FieldState = typingWord(state, selectionStart, selectionEnd)
    ? state
    : {
        text: replace(state.text, selectionStart, selectionEnd, ''),
        caret: selectionStart,
        word: undefined,
      };
  for (const key of data) {
    if (SCHEME_KEY.test(key)) {
      const start = next.word?.start ?? next.caret;
      const roman = (next.word?.roman ?? '') + key;
      const shown = wordFor(roman);
      const text = replace(next.text, start, start + shownLength(next), shown);
      next = { text, caret: start + shown.length, word: { start, roman } };
    } else {
      const insert = OWN_KEYS.get(key) ?? key;
      next = {
        text: replace(next.text, next.caret, next.caret, insert),
        caret: next.caret + insert.length,
        word: undefined,
      };
    }
  }
  return next;
}

/** Backspace inside the word being typed takes back its last Latin key; otherwise undefined. */
export function eraseKey(
  state: FieldState,
  selectionStart: number,
  selectionEnd: number,
): FieldState | undefined {
  if (!typingWord(state, selectionStart, selectionEnd) || !state.word) return undefined;
  const { start, roman } = state.word;
  const shorter = roman.slice(0, -1);
  const shown = shorter ? wordFor(shorter) : '';
  return {
    text: replace(state.text, start, start + shownLength(state), shown),
    caret: start + shown.length,
    word: shorter ? { start, roman: shorter } : undefined,
  };
}

/** The word being typed replaced by a chosen suggestion; the word is then finished. */
export function chooseWord(state: FieldState, word: string): FieldState {
  if (!state.word) return state;
  const { start } = state.word;
  return {
    text: replace(state.text, start, start + shownLength(state), word),
    caret: start + word.length,
    word: undefined,
  };
}
