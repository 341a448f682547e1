/** Length 8 to 64, default 12 (docs/product.md#tool-defaults). */
export const MIN_LENGTH = 8;
export const MAX_LENGTH = 64;
export const DEFAULT_LENGTH = 12;

export type CharacterClass = 'uppercase' | 'lowercase' | 'numbers' | 'symbols';

export const characterClasses: ReadonlyArray<{
  key: CharacterClass;
  chars: string;
}> = [
  { key: 'uppercase', chars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  { key: 'lowercase', chars: 'abcdefghijklmnopqrstuvwxyz' },
  { key: 'numbers', chars: '0123456789' },
  { key: 'symbols', chars: '!@#$%^&*()_+-=[]{}|;:,.<>?' },
];

export interface PasswordOptions {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
}

export const defaultOptions: PasswordOptions = {
  length: DEFAULT_LENGTH,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
};

/** The destructive toast when no class is chosen, word for word (docs/product.md#messages). */
export const NO_CLASS_MESSAGE = 'Please select at least one character type';

/** Fills an array with random 32-bit values; crypto.getRandomValues in the page. */
export type RandomSource = (values: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

export const cryptoSource: RandomSource = (values) => crypto.getRandomValues(values);

/**
 * A uniform integer in [0, max): values from the top of the 32-bit range that would make some
 * results more likely than others (modulo bias) are drawn again.
 */
export function randomInt(max: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(max) || max < 1 || max > 2 ** 32) throw new RangeError(`Bad range ${max}`);
  const limit = Math.floor(2 ** 32 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = source(buffer)[0]!;
    if (value < limit) return value % max;
  }
}

export function chosenClasses(options: PasswordOptions) {
  return characterClasses.filter((c) => options[c.key]);
}

/**
 * A password of `length` characters from the chosen classes, with at least one character of every
 * chosen class, in a uniformly shuffled order.
 */
export function generatePassword(
  options: PasswordOptions,
  source: RandomSource = cryptoSource,
): string {
  const classes = chosenClasses(options);
  if (classes.length === 0) throw new Error(NO_CLASS_MESSAGE);
  if (
    !Number.isInteger(options.length) ||
    options.length < MIN_LENGTH ||
    options.length > MAX_LENGTH
  ) {
    throw new RangeError(`Length must be ${MIN_LENGTH} to ${MAX_LENGTH}`);
  }
  const pool = classes.map((c) => c.chars).join('');
  const chars = classes.map((c) => c.chars[randomInt(c.chars.length, source)]!);
  while (chars.length < options.length) chars.push(pool[randomInt(pool.length, source)]!);
  // Fisher-Yates, so the guaranteed characters are not always at the start.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1, source);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export type Strength = 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

/** The strength rule and its labels, word for word (docs/product.md#tool-defaults). */
export function passwordStrength(options: PasswordOptions): Strength {
  const classes = chosenClasses(options).length;
  if (options.length < 8 || classes < 2) return 'Weak';
  if (options.length < 12 || classes < 3) return 'Medium';
  if (options.length >= 16 && classes === 4) return 'Very Strong';
  return 'Strong';
}
