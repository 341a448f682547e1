/** The five case types (docs/product.md#tool-defaults). */
export type CaseType = 'upper' | 'lower' | 'title' | 'camel' | 'snake';

export const caseTypes: ReadonlyArray<{ type: CaseType; example: string }> = [
  { type: 'upper', example: 'HELLO WORLD' },
  { type: 'lower', example: 'hello world' },
  { type: 'title', example: 'Hello World' },
  { type: 'camel', example: 'helloWorld' },
  { type: 'snake', example: 'hello_world' },
];

/**
 * The words of one line for camelCase and snake_case: split at spaces and punctuation and where a
 * joined identifier changes case ('parseHTTPResponse' is parse, HTTP, Response). An apostrophe
 * inside a word does not split it ("don't" is one word, 'dont').
 */
export function splitWords(line: string): string[] {
  return line
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

const capitalise = (word: string) => {
  const [first = '', ...rest] = Array.from(word.toLowerCase());
  return first.toUpperCase() + rest.join('');
};

/** Title case: the first letter of each word upper case, the rest lower case. */
function toTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s([{"“«/-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** Converts text; camelCase and snake_case work line by line, so line breaks are kept. */
export function convertCase(text: string, type: CaseType): string {
  switch (type) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return toTitle(text);
    case 'camel':
      return text
        .split('\n')
        .map((line) =>
          splitWords(line)
            .map((word, index) => (index === 0 ? word.toLowerCase() : capitalise(word)))
            .join(''),
        )
        .join('\n');
    case 'snake':
      return text
        .split('\n')
        .map((line) =>
          splitWords(line)
            .map((word) => word.toLowerCase())
            .join('_'),
        )
        .join('\n');
  }
}
