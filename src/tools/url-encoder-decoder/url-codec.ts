import { failure, success, type TextResult } from '../text-common/result.ts';

/**
 * 'component' encodes every character with a meaning in URLs (for one query value or path part,
 * like encodeURIComponent); 'url' keeps a whole URL working and encodes only what cannot appear
 * in one (like encodeURI).
 */
export type UrlMode = 'component' | 'url';

/** The offset of the first UTF-16 surrogate without its partner, or -1. */
function loneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

export function encodeUrlText(text: string, mode: UrlMode): TextResult {
  const broken = loneSurrogate(text);
  if (broken !== -1) {
    return failure(
      `The text has a broken character at position ${broken + 1} (half of an emoji or symbol) that cannot be encoded. Delete it and try again.`,
    );
  }
  return success(mode === 'component' ? encodeURIComponent(text) : encodeURI(text));
}

/** Says what is wrong with percent-encoded text that the browser refuses to decode. */
function explainDecodeError(text: string): string {
  for (let i = text.indexOf('%'); i !== -1; i = text.indexOf('%', i + 1)) {
    if (!/^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      return `'%' at position ${i + 1} must be followed by two hex digits, as in %20. Write %25 for a literal '%'.`;
    }
  }
  // Every % has two hex digits, so some run of them is not valid UTF-8: find the first such run.
  const runs = text.matchAll(/(?:%[0-9a-fA-F]{2})+/g);
  for (const run of runs) {
    try {
      decodeURIComponent(run[0]);
    } catch {
      const shown = run[0].length > 24 ? `${run[0].slice(0, 24)}...` : run[0];
      return `The bytes ${shown} at position ${run.index + 1} are not valid UTF-8 text.`;
    }
  }
  return 'The text is not valid percent-encoding.';
}

/**
 * Decodes percent-encoding. 'url' mode leaves escapes of characters that structure a URL
 * (%2F, %3F, %23...) as they are, like decodeURI. `plusAsSpace` reads '+' as a space, as HTML
 * forms encode query strings.
 */
export function decodeUrlText(text: string, mode: UrlMode, plusAsSpace = false): TextResult {
  const source = plusAsSpace ? text.replace(/\+/g, ' ') : text;
  try {
    return success(mode === 'component' ? decodeURIComponent(source) : decodeURI(source));
  } catch {
    return failure(explainDecodeError(source));
  }
}
