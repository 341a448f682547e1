/** The opening every reader recognises. */
export const LOREM_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

/** Words of the classic passage (Cicero, De finibus 1.10.32-33, as the printers' trade uses it). */
const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut ' +
  'labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris ' +
  'nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse ' +
  'cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui ' +
  'officia deserunt mollit anim id est laborum perspiciatis unde omnis iste natus error ' +
  'voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae ab illo ' +
  'inventore veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia voluptas ' +
  'aspernatur aut odit fugit consequuntur magni dolores eos ratione sequi nesciunt neque porro ' +
  'quisquam dolorem adipisci numquam eius modi tempora incidunt magnam aliquam quaerat'
).split(' ');

export type LoremUnit = 'paragraphs' | 'sentences' | 'words';

export const LIMITS: Record<LoremUnit, number> = { paragraphs: 50, sentences: 500, words: 10_000 };

export interface LoremOptions {
  unit: LoremUnit;
  count: number;
  startWithLorem: boolean;
}

/** Checks a typed count: a message for the visitor, or undefined when it is fine. */
export function countError(unit: LoremUnit, raw: string): string | undefined {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isInteger(value) || value < 1 || value > LIMITS[unit]) {
    return `Enter a whole number of ${unit} from 1 to ${LIMITS[unit].toLocaleString('en')}.`;
  }
  return undefined;
}

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function sentence(random: () => number): string {
  const length = between(random, 6, 14);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]!);
  // A comma in longer sentences, as in real prose.
  if (length > 8) words[between(random, 3, length - 4)] += ',';
  return `${capitalise(words.join(' '))}.`;
}

function paragraph(random: () => number, first: boolean, startWithLorem: boolean): string {
  const sentences = Array.from({ length: between(random, 4, 7) }, () => sentence(random));
  if (first && startWithLorem) sentences[0] = LOREM_OPENING;
  return sentences.join(' ');
}

/**
 * Placeholder text. Paragraphs are separated by a blank line. With `startWithLorem` the text opens
 * with 'Lorem ipsum dolor sit amet...' (in word mode, with as many of its words as asked for).
 */
export function generateLorem(options: LoremOptions, random: () => number = Math.random): string {
  const count = Math.min(Math.max(1, Math.floor(options.count)), LIMITS[options.unit]);
  switch (options.unit) {
    case 'paragraphs':
      return Array.from({ length: count }, (_, i) =>
        paragraph(random, i === 0, options.startWithLorem),
      ).join('\n\n');
    case 'sentences': {
      const sentences = Array.from({ length: count }, () => sentence(random));
      if (options.startWithLorem) sentences[0] = LOREM_OPENING;
      return sentences.join(' ');
    }
    case 'words': {
      const opening = options.startWithLorem
        ? LOREM_OPENING.replace(/[.,]/g, '').toLowerCase().split(' ')
        : [];
      const words = Array.from(
        { length: count },
        (_, i) => opening[i] ?? WORDS[Math.floor(random() * WORDS.length)]!,
      );
      return `${capitalise(words.join(' '))}.`;
    }
  }
}

/**
 * A repeatable stream of numbers in [0, 1) (mulberry32): the example text on the page's first
 * paint is the same on the server and in the browser; Generate draws with Math.random.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
